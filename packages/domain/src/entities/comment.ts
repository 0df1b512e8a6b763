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
  // Replies and the moderation queue
  reply: 'Responder',
  replyLabel: 'Sua resposta',
  sendReply: 'Enviar resposta',
  cancel: 'Cancelar',
  teamBadge: 'Equipe',
  showReplies: (count: number) => `Ver respostas (${count})`,
  tabAwaiting: 'Sem resposta',
  tabAnswered: 'Respondidos',
  tabAll: 'Todos',
  emptyAwaiting: 'Nenhum comentário aguardando resposta.',
  emptyAnswered: 'Nenhum comentário respondido.',
  replySentTitle: 'Resposta enviada',
  replySentDescription: 'Sua resposta foi publicada com sucesso.',
  replyError: 'Não foi possível enviar sua resposta.',
} as const;

/** Trimmed text of 3..500 characters; the stored text is the trimmed one. */
export const commentTextSchema = z
  .string()
  .trim()
  .min(COMMENT_MIN_LENGTH, commentMessages.textMin)
  .max(COMMENT_MAX_LENGTH, commentMessages.textMax);

export const commentFormSchema = z.object({ text: commentTextSchema });

/** A comment's or reply's typed text: the trimmed text, or the field message to show. */
export function checkCommentText(
  text: string,
): { text: string; error: null } | { text: null; error: string } {
  const parsed = commentTextSchema.safeParse(text);
  return parsed.success
    ? { text: parsed.data, error: null }
    : { text: null, error: parsed.error.issues[0]?.message ?? commentMessages.textMin };
}
export type CommentFormValues = z.infer<typeof commentFormSchema>;

/**
 * What a comment and a reply share: the author, copied from their profile, and the text.
 * `userRole` is a plain string on read: the rules only let clients write their own profile role
 * (ADMIN/ALUNO), but seeded or legacy data may carry INSTRUTOR.
 */
const postFields = {
  userId: z.string(),
  userName: z.string(),
  userRole: z.string(),
  userAvatarUrl: optionalString,
  text: z.string(),
  classId: z.string(),
  createdAt: timestampLikeSchema,
  updatedAt: timestampLikeSchema.nullish(),
};

/** A stored comment (classes/{classId}/comments/{commentId}). */
export const commentSchema = z.object({
  ...postFields,
  classTitle: z.string(),
  classSlug: z.string(),
  /**
   * Thread state, written only by the functions (startThread and keepThreadState,
   * functions/src/comments): how many replies, whether a student's comment still waits for the
   * team, and when the team first answered. Absent until the trigger has run once.
   */
  replyCount: z.number().int().nonnegative().nullish(),
  awaitingReply: z.boolean().nullish(),
  answeredAt: timestampLikeSchema.nullish(),
});
export type Comment = z.infer<typeof commentSchema>;

/** The fields only the functions write on a comment (the rules refuse them from clients). */
export const COMMENT_THREAD_FIELDS = ['replyCount', 'awaitingReply', 'answeredAt'] as const;

/** A reply (classes/{classId}/comments/{commentId}/replies/{replyId}): one level deep. */
export const replySchema = z.object({ ...postFields, commentId: z.string() });
export type Reply = z.infer<typeof replySchema>;

/** Whether a comment or reply was written by the team (shown with the 'Equipe' badge). */
export function isTeamAuthor(userRole: string | null | undefined): boolean {
  return userRole === 'ADMIN';
}

/** A thread before any reply: a student's comment waits for the team, the team's does not. */
export function newThreadState(userRole: string | null | undefined) {
  return { replyCount: 0, awaitingReply: !isTeamAuthor(userRole) };
}

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
