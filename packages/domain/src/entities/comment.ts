// classes/{classId}/comments/{commentId} and the comment form.
import { z } from 'zod';
import { COMMENT_MAX_LENGTH, COMMENT_MIN_LENGTH } from '../limits';
import { timestampLikeSchema } from '../timestamps';
import { optionalString } from './shared';

export const commentMessages = {
  textMin: 'O comentário deve ter pelo menos 3 caracteres',
  textMax: 'O comentário não pode exceder 500 caracteres',
  /** Toast when an edit is too short (unlike the field message, it ends with a period). */
  editTooShort: 'O comentário deve ter pelo menos 3 caracteres.',
  errorTitle: 'Erro',
  addError: 'Não foi possível adicionar seu comentário.',
  updateError: 'Não foi possível atualizar seu comentário.',
  deleteError: 'Não foi possível excluir o comentário.',
  addedTitle: 'Comentário adicionado',
  addedDescription: 'Seu comentário foi publicado com sucesso.',
  updatedTitle: 'Comentário atualizado',
  updatedDescription: 'Seu comentário foi atualizado com sucesso.',
  deletedTitle: 'Comentário excluído',
  deletedDescription: 'O comentário foi excluído com sucesso.',
  confirmDeleteTitle: 'Confirmar exclusão',
  confirmDeleteDescription:
    'Tem certeza que deseja excluir este comentário? Esta ação não pode ser desfeita.',
  anonymous: 'Anonymous',
  // Moderation screen
  moderationTitle: 'Comentários',
  moderationSubtitle: 'Acompanhe e modere os comentários dos alunos',
  moderationSearch: 'Pesquisar comentários...',
  moderationEmpty: 'Nenhum comentário encontrado.',
} as const;

/** Trimmed text of 3..500 characters; the stored text is the trimmed one. */
export const commentTextSchema = z
  .string()
  .trim()
  .min(COMMENT_MIN_LENGTH, commentMessages.textMin)
  .max(COMMENT_MAX_LENGTH, commentMessages.textMax);

export const commentFormSchema = z.object({ text: commentTextSchema });
export type CommentFormValues = z.infer<typeof commentFormSchema>;

/**
 * A stored comment. `userRole` is a plain string on read: the rules only let clients write their
 * own profile role (ADMIN/ALUNO), but seeded or legacy data may carry INSTRUTOR.
 */
export const commentSchema = z.object({
  userId: z.string(),
  userName: z.string(),
  userRole: z.string(),
  userAvatarUrl: optionalString,
  text: z.string(),
  classId: z.string(),
  classTitle: z.string(),
  classSlug: z.string(),
  createdAt: timestampLikeSchema,
  updatedAt: timestampLikeSchema.nullish(),
});
export type Comment = z.infer<typeof commentSchema>;

export const COMMENT_AUTHOR_LABELS = ['ADMIN', 'ALUNO', 'INSTRUTOR', 'STUDENT'] as const;
export type CommentAuthorLabel = (typeof COMMENT_AUTHOR_LABELS)[number];

/** Label shown next to a comment's author: ADMIN, ALUNO, INSTRUTOR, anything else STUDENT. */
export function commentAuthorLabel(userRole: string | null | undefined): CommentAuthorLabel {
  switch (userRole) {
    case 'ADMIN':
    case 'ALUNO':
    case 'INSTRUTOR':
      return userRole;
    default:
      return 'STUDENT';
  }
}
