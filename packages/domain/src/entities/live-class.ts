// liveClasses/{id} and the schedule/edit live class forms.
import { z } from 'zod';
import {
  LIVE_CLASS_TITLE_MIN_LENGTH,
  LONG_TEXT_MAX_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
} from '../limits';
import { timestampLikeSchema, toDateValue, type DateLike } from '../timestamps';
import { coverFileSchema } from './files';
import { httpUrl, optionalString } from './shared';

export const liveClassMessages = {
  titleMin: 'O título deve ter pelo menos 5 caracteres',
  linkInvalid: 'O link deve ser uma URL válida',
  startRequired: 'Defina um horário de início',
  endRequired: 'Defina um horário de fim',
  endAfterStart: 'O horário de fim deve ser posterior ao de início',
  coverRequired: 'Por favor, selecione uma imagem de capa',
  mustBeLoggedIn: 'Usuário precisa estar logado para criar uma aula ao vivo',
  createdTitle: 'Aula ao vivo agendada com sucesso!',
  createdDescription: 'A aula ficará disponível no período programado.',
  updatedTitle: 'Aula ao vivo atualizada com sucesso!',
  updatedDescription: 'As alterações foram salvas.',
  createErrorTitle: 'Erro ao agendar aula ao vivo',
  updateErrorTitle: 'Erro ao atualizar aula ao vivo',
  checkDataDescription: 'Verifique os dados e tente novamente.',
  loadListErrorTitle: 'Erro ao carregar aulas',
  loadListErrorDescription: 'Não foi possível carregar as aulas ao vivo. Tente novamente.',
  notFoundTitle: 'Aula não encontrada',
  loadErrorTitle: 'Erro ao carregar aula',
  loadErrorDescription: 'Não foi possível carregar os dados da aula ao vivo.',
  emptyNow: 'Nenhuma aula ao vivo está acontecendo no momento.',
  emptyUpcoming: 'Nenhuma aula ao vivo agendada para o futuro.',
} as const;

export const liveClassSchema = z.object({
  title: z.string(),
  description: optionalString,
  coverUrl: optionalString,
  // The room's link lives in liveClassRooms/{id} (entities/live-attendance.ts), which members
  // never read: joinLiveClass hands it out inside the window.
  /** The theme the replay class inherits (optional). */
  mainThemeId: optionalString,
  mainThemeName: optionalString,
  startsAt: timestampLikeSchema,
  endsAt: timestampLikeSchema,
  /** Set by publishLiveReplay: the replay's class id and slug ('Assistir gravação'). */
  replayClassId: optionalString,
  replaySlug: optionalString,
  createdBy: z.string(),
  createdAt: timestampLikeSchema,
  updatedAt: timestampLikeSchema,
});
export type LiveClass = z.infer<typeof liveClassSchema>;

/** Fields of both forms; the date pickers give a Date or null. */
const liveClassFields = z.object({
  title: z
    .string()
    .trim()
    .min(LIVE_CLASS_TITLE_MIN_LENGTH, liveClassMessages.titleMin)
    .max(SHORT_TEXT_MAX_LENGTH),
  description: z.string().trim().max(LONG_TEXT_MAX_LENGTH),
  externalLink: httpUrl(liveClassMessages.linkInvalid),
  /** The main theme its replay inherits ('' = none). */
  mainThemeId: z.string().max(SHORT_TEXT_MAX_LENGTH).default(''),
  startsAt: z.date({ error: liveClassMessages.startRequired }),
  endsAt: z.date({ error: liveClassMessages.endRequired }),
});

function endAfterStart<T extends { startsAt: Date; endsAt: Date }>(schema: z.ZodType<T>) {
  return schema.refine((v) => v.endsAt.getTime() > v.startsAt.getTime(), {
    error: liveClassMessages.endAfterStart,
    path: ['endsAt'], // shown on the end field
  });
}

/** Schedule: the cover image is required. */
export const liveClassCreateFormSchema = endAfterStart(
  liveClassFields.extend({
    cover: coverFileSchema.nullable().refine((f) => f !== null, {
      error: liveClassMessages.coverRequired,
    }),
  }),
);
export type LiveClassCreateFormValues = z.infer<typeof liveClassCreateFormSchema>;

/** Edit: the cover is optional (keeps the current one). */
export const liveClassEditFormSchema = endAfterStart(
  liveClassFields.extend({ cover: coverFileSchema.nullable() }),
);
export type LiveClassEditFormValues = z.infer<typeof liveClassEditFormSchema>;

/** Live now: started before now and ends after now. */
export function isLiveNow(live: { startsAt: DateLike; endsAt: DateLike }, now: Date): boolean {
  const t = now.getTime();
  return toDateValue(live.startsAt).getTime() <= t && t < toDateValue(live.endsAt).getTime();
}

/** Upcoming: starts after now. */
export function isUpcomingLive(live: { startsAt: DateLike }, now: Date): boolean {
  return toDateValue(live.startsAt).getTime() > now.getTime();
}
