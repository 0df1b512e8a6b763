/** The lead popup. Its validation messages come from `leadMessages` of @app/domain. */
export const leadDialogMessages = {
  title: 'Falta pouco!',
  subtitle: 'Informe seus dados para seguir ao pagamento seguro. Eles já vão preenchidos.',
  name: 'Nome completo',
  email: 'Email',
  phone: 'Telefone (WhatsApp)',
  phonePlaceholder: '(11) 98765-4321',
  submit: 'Ir para o pagamento',
  submitting: 'Redirecionando...',
  cancel: 'Cancelar',
  privacy: 'Usamos seus dados apenas para a sua compra e o contato sobre ela.',
  waitingTab: 'Redirecionando para o pagamento seguro...',
} as const;
