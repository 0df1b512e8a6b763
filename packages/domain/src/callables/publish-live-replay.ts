import { z } from 'zod';
import { LONG_TEXT_MAX_LENGTH } from '../limits';
import { httpUrl } from '../entities/shared';
import { defineCallable, outputType } from './define-callable';
import { idField } from './fields';

// publishLiveReplay: 'Publicar gravação' on an ended live class (admins). Creates, once, the
// catalogue class of the replay (classes/{liveReplayClassId(id)}: 'Gravação: {título}', the live
// class's cover and theme) and links it on the live class; the follow-ups run from that link
// (functions/src/live-classes/follow-up-live-replay.ts). Publishing again changes nothing.

export const publishLiveReplayMessages = {
  adminsOnly: 'Apenas administradores podem publicar gravações',
  notFound: 'Aula ao vivo não encontrada',
  notEnded: 'A gravação só pode ser publicada depois do fim da aula.',
  videoUrl: 'URL de vídeo inválida. Use um link do YouTube ou Vimeo',
  published: 'Gravação publicada',
  failed: 'Não foi possível publicar a gravação. Tente novamente.',
} as const;

export const publishLiveReplayInputSchema = z.object(
  {
    liveClassId: idField(publishLiveReplayMessages.notFound),
    videoUrl: httpUrl(publishLiveReplayMessages.videoUrl),
    description: z.string().trim().max(LONG_TEXT_MAX_LENGTH),
  },
  { error: publishLiveReplayMessages.notFound },
);
export type PublishLiveReplayValues = z.input<typeof publishLiveReplayInputSchema>;

export interface PublishLiveReplayOutput {
  classId: string;
  slug: string;
  /** False when the replay already existed (nothing was written). */
  created: boolean;
}

export const publishLiveReplayCallable = defineCallable({
  name: 'publishLiveReplay',
  input: publishLiveReplayInputSchema,
  output: outputType<PublishLiveReplayOutput>(),
});
