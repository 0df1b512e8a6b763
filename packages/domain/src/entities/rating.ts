// classes/{classId}/ratings/{uid}: one rating per user and class, doc id = uid.
import { z } from 'zod';
import { RATING_MAX, RATING_MIN } from '../limits';
import { timestampLikeSchema } from '../timestamps';

export const ratingMessages = {
  mustBeLoggedIn: 'Você precisa estar logado para avaliar esta aula.',
  saveError: 'Não foi possível salvar sua avaliação.',
  savedTitle: 'Sucesso',
  savedDescription: 'Sua avaliação foi registrada.',
  invalidValue: 'Avaliação inválida',
} as const;

export const ratingValueSchema = z
  .number()
  .int(ratingMessages.invalidValue)
  .min(RATING_MIN, ratingMessages.invalidValue)
  .max(RATING_MAX, ratingMessages.invalidValue);

export const ratingSchema = z.object({
  userId: z.string(),
  value: ratingValueSchema,
  updatedAt: timestampLikeSchema,
});
export type Rating = z.infer<typeof ratingSchema>;
