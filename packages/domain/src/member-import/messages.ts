// pt-BR texts of the member import that more than one side says: the dry run's row errors (the
// browser checks, the function checks the same rows again) and the limits.
import { MEMBER_IMPORT_MAX_ROWS } from '../limits';

const thousands = (n: number) => n.toLocaleString('pt-BR');

export const memberImportMessages = {
  /** One rejected row, as the table and 'Baixar erros' show it. */
  rowError: (line: number, reason: string) => `Linha ${line}: ${reason}`,
  emailMissing: 'e-mail em branco',
  emailInvalid: 'e-mail inválido',
  emailTypo: (domain: string, likely: string) =>
    `e-mail com provável erro de digitação (${domain}; seria ${likely}?)`,
  emailRepeated: (line: number) => `e-mail repetido na linha ${line}`,
  startInvalid: 'data de início inválida (use dd/mm/aaaa)',
  endInvalid: 'data de fim inválida (use dd/mm/aaaa)',
  endBeforeStart: 'data de fim antes do início',
  planUnknown: (plan: string) => `plano desconhecido (${plan})`,
  nameTooLong: 'nome muito longo',
  phoneInvalid: 'telefone inválido',
  tagTooLong: 'tag muito longa',
  fileTooLarge: 'O arquivo tem mais de 10 MB. Divida a lista em arquivos menores.',
  tooManyRows: `O arquivo tem mais de ${thousands(MEMBER_IMPORT_MAX_ROWS)} linhas. Divida a lista em arquivos menores.`,
  noEmailColumn:
    'Nenhuma coluna de e-mail encontrada. A primeira linha deve ter os nomes das colunas, com uma chamada "E-mail".',
  emptyFile: 'O arquivo não tem nenhuma linha de membro.',
  unreadableFile: 'Não foi possível ler o arquivo. Salve a planilha como CSV e tente de novo.',
  // The functions' answers (callables/member-import.ts).
  adminsOnly: 'Apenas administradores podem importar membros.',
  invalidRows: 'Linhas inválidas no envio. Confira o arquivo de novo e tente outra vez.',
  jobNotFound: 'Importação não encontrada.',
  jobMismatch: 'Esta importação já começou com outro arquivo.',
  jobIncomplete: 'O envio das linhas não terminou. Importe o arquivo de novo.',
} as const;
