// events/{eventId} and the event form.
import { z } from 'zod';
import { ISO_DATE_PATTERN, TIME_PATTERN, isValidIsoDate } from '../dates';
import { LONG_TEXT_MAX_LENGTH, SHORT_TEXT_MAX_LENGTH } from '../limits';
import { timestampLikeSchema } from '../timestamps';
import { optionalString } from './shared';

export const eventMessages = {
  // These fields are only required; the wording follows the other forms'.
  titleRequired: 'Título é obrigatório',
  dateRequired: 'Data é obrigatória',
  dateInvalid: 'Data inválida',
  startTimeRequired: 'Horário de início é obrigatório',
  timeInvalid: 'Horário inválido (use HH:MM)',
  endAfterStart: 'O horário de fim deve ser posterior ao de início',
  loadError: 'Erro ao carregar eventos.',
  createError: 'Erro ao criar evento.',
  updateError: 'Erro ao atualizar evento.',
  deleteError: 'Erro ao deletar evento.',
  emptyFuture: 'Nenhum evento futuro encontrado.',
  emptyPast: 'Nenhum evento passado encontrado.',
  futureTab: 'Futuros',
  pastTab: 'Passados',
  newEvent: 'Novo Evento',
} as const;

export const eventSchema = z.object({
  title: z.string(),
  description: optionalString,
  /** São Paulo calendar day, 'YYYY-MM-DD'. */
  date: z.string().regex(ISO_DATE_PATTERN),
  /** 'HH:MM' */
  startTime: z.string().regex(TIME_PATTERN),
  endTime: z.string().regex(TIME_PATTERN).nullish(),
  place: optionalString,
  professor: optionalString,
  createdAt: timestampLikeSchema,
});
export type Event = z.infer<typeof eventSchema>;

export const eventFormSchema = z
  .object({
    title: z.string().trim().min(1, eventMessages.titleRequired).max(SHORT_TEXT_MAX_LENGTH),
    date: z
      .string()
      .min(1, eventMessages.dateRequired)
      .refine(isValidIsoDate, { error: eventMessages.dateInvalid }),
    startTime: z
      .string()
      .min(1, eventMessages.startTimeRequired)
      .regex(TIME_PATTERN, eventMessages.timeInvalid),
    /** Optional: '' when absent. */
    endTime: z.string().refine((v) => v === '' || TIME_PATTERN.test(v), {
      error: eventMessages.timeInvalid,
    }),
    professor: z.string().trim().max(SHORT_TEXT_MAX_LENGTH),
    place: z.string().trim().max(SHORT_TEXT_MAX_LENGTH),
    description: z.string().trim().max(LONG_TEXT_MAX_LENGTH),
  })
  // 'HH:MM' strings compare correctly as text; shown on the end field.
  .refine((v) => v.endTime === '' || !TIME_PATTERN.test(v.startTime) || v.endTime > v.startTime, {
    error: eventMessages.endAfterStart,
    path: ['endTime'],
  });
export type EventFormValues = z.infer<typeof eventFormSchema>;
