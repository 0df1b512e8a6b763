import { z } from 'zod';
import { timestampLikeSchema } from '../timestamps';
import { defineCallable, outputType } from './define-callable';
import { noInput } from './fields';

// The member's rights over their data (LGPD art. 18), from 'Privacidade e dados' on the profile:
// exportMyData gathers everything held about the caller into one JSON document; deleteMyAccount
// deletes the account and what belongs to it, resumably (accountDeletions/{uid} records the
// progress; finishAccountDeletions completes one that stopped midway).

/** At most one export per member in this many minutes. */
export const DATA_EXPORT_EVERY_MINUTES = 10;
/** The password must have been typed this recently (the Auth token's auth_time). */
export const RECENT_SIGN_IN_MINUTES = 5;
/** The word typed to confirm. */
export const DELETE_CONFIRMATION_WORD = 'EXCLUIR';
/** Leads older than this are deleted (purgeOldLeads). */
export const LEAD_RETENTION_MONTHS = 12;
/** How the comments of a deleted member are shown when they stay in their threads. */
export const REMOVED_MEMBER_NAME = 'Membro removido';

export const privacyMessages = {
  sectionTitle: 'Privacidade e dados',
  sectionHelp:
    'Você pode baixar uma cópia de todos os seus dados ou excluir sua conta a qualquer momento.',
  exportButton: 'Baixar meus dados',
  exporting: 'Preparando seus dados...',
  exported: 'Seus dados foram baixados',
  exportTooSoon: 'Aguarde alguns minutos para pedir de novo.',
  exportError: 'Não foi possível preparar seus dados. Tente novamente.',
  deleteButton: 'Excluir minha conta',
  dialogTitle: 'Excluir minha conta',
  whatGoes:
    'Serão excluídos: seu acesso (login), perfil e foto, avaliações, aulas concluídas e vistas, notificações, preferências, certificados e seus PDFs, sua resposta à pesquisa de parceiro e os contatos que você deixou no site.',
  whatStays:
    'Ficam guardados, sem seu nome e e-mail, os registros de compras e de alterações de acesso que a empresa é obrigada a manter. Seus comentários e respostas continuam nas conversas como "Membro removido", a menos que você marque a opção abaixo.',
  irreversible: 'Esta ação não pode ser desfeita.',
  passwordLabel: 'Sua senha',
  passwordRequired: 'Digite sua senha para confirmar',
  wrongPassword: 'Senha incorreta',
  confirmLabel: 'Digite EXCLUIR para confirmar',
  confirmMismatch: 'Digite EXCLUIR, em maiúsculas',
  deleteComments: 'Excluir também meus comentários',
  confirmButton: 'Excluir definitivamente',
  deleting: 'Excluindo...',
  cancel: 'Cancelar',
  deleted: 'Sua conta foi excluída.',
  deleteError: 'Não foi possível excluir sua conta. Tente novamente.',
  staleSignIn: 'Por segurança, confirme sua senha de novo.',
  lastAdmin:
    'Você é o único administrador. Torne outra pessoa administradora antes de excluir sua conta.',
  historyDeleted: 'Conta excluída pelo membro',
} as const;

export const deleteMyAccountInputSchema = z.object(
  {
    confirmation: z.literal(DELETE_CONFIRMATION_WORD, { error: privacyMessages.confirmMismatch }),
    deleteComments: z.boolean(),
  },
  { error: privacyMessages.confirmMismatch },
);
export type DeleteMyAccountInput = z.input<typeof deleteMyAccountInputSchema>;

export interface DeleteMyAccountOutput {
  deleted: true;
}

/** The export: one JSON document, readable field names, dates as ISO 8601 strings. */
export interface ExportMyDataOutput {
  exportedAt: string;
  data: Record<string, unknown>;
}

export const exportMyDataCallable = defineCallable({
  name: 'exportMyData',
  input: noInput,
  output: outputType<ExportMyDataOutput>(),
});

export const deleteMyAccountCallable = defineCallable({
  name: 'deleteMyAccount',
  input: deleteMyAccountInputSchema,
  output: outputType<DeleteMyAccountOutput>(),
});

/** The steps of a deletion, in order; accountDeletions/{uid}.done lists those finished. */
export const ACCOUNT_DELETION_STEPS = [
  'auth',
  'certificates',
  'files',
  'ratings',
  'comments',
  'personal',
  'leads',
  'records',
  'profile',
] as const;
export type AccountDeletionStep = (typeof ACCOUNT_DELETION_STEPS)[number];

/**
 * accountDeletions/{uid} as admins read it: which account was deleted, when, and whether the
 * deletion finished (the e-mail it holds while running is not part of what the console shows).
 */
export const accountDeletionRecordSchema = z.object({
  uid: z.string(),
  status: z.enum(['running', 'done']),
  deleteComments: z.boolean(),
  startedAt: timestampLikeSchema,
  finishedAt: timestampLikeSchema.nullish(),
});
export type AccountDeletionRecord = z.infer<typeof accountDeletionRecordSchema>;

/** The member console lists the latest deleted accounts, this many. */
export const DELETED_ACCOUNTS_LIMIT = 20;
