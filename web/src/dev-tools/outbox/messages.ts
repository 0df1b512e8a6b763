// pt-BR texts of the emulators' outbox (caixa-de-saida.html).
export const outboxMessages = {
  title: 'Caixa de saída',
  intro:
    'Os e-mails que as functions gravaram na coleção mail do emulador, do mais novo ao mais antigo, como o membro os veria. Nada aqui foi enviado: em produção, a extensão Trigger Email os entrega.',
  emulatorOnly: 'A caixa de saída só existe no build dos emuladores (npm start).',
  loading: 'Carregando os e-mails…',
  empty: 'Nenhum e-mail na fila.',
  failed: 'Não foi possível ler a coleção mail do emulador do Firestore.',
  reload: 'Atualizar',
  to: 'Para',
  createdAt: 'Gravado em',
  state: 'Entrega',
  statePending: 'não processado (sem a extensão)',
  headers: 'Cabeçalhos',
  html: 'HTML',
  text: 'Texto',
  count: (n: number) => (n === 1 ? '1 e-mail' : `${n} e-mails`),
} as const;
