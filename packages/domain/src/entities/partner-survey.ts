// partnerSurveys/{uid} and the satisfaction survey popup.
import { z } from 'zod';
import { RATING_MAX, RATING_MIN, SURVEY_COMMENT_MAX_LENGTH } from '../limits';
import { timestampLikeSchema } from '../timestamps';
import { optionalString } from './shared';

export const partnerSurveyMessages = {
  ratingRequired: 'Avaliação obrigatória',
  saveError: 'Erro ao salvar avaliação: ',
  profileError: 'Erro ao buscar dados do perfil: ',
  genericError: 'Erro',
} as const;

export const partnerSurveyFormSchema = z.object({
  rating: z
    .number({ error: partnerSurveyMessages.ratingRequired })
    .int(partnerSurveyMessages.ratingRequired)
    .min(RATING_MIN, partnerSurveyMessages.ratingRequired)
    .max(RATING_MAX, partnerSurveyMessages.ratingRequired),
  comment: z.string().trim().max(SURVEY_COMMENT_MAX_LENGTH),
});
export type PartnerSurveyFormValues = z.infer<typeof partnerSurveyFormSchema>;

export const partnerSurveySchema = z.object({
  userId: z.string(),
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX),
  comment: optionalString,
  createdAt: timestampLikeSchema,
});
export type PartnerSurvey = z.infer<typeof partnerSurveySchema>;
