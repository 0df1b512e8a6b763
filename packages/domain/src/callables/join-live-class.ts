import { z } from 'zod';
import { defineCallable, outputType } from './define-callable';
import { idField } from './fields';

// joinLiveClass: 'Entrar na aula'. Gives the room's link (liveClassRooms/{id}, which no member
// reads) to a member with access inside the window (LIVE_JOIN_OPENS_MINUTES_BEFORE before the
// start until the end) and records their attendance once: liveAttendance/{id}_{uid} with the
// first join and the number of joins.

export const joinLiveClassMessages = {
  notFound: 'Aula ao vivo não encontrada',
  notOpenYet: (time: string) => `A sala abre às ${time}.`,
  ended: 'Esta aula ao vivo já foi encerrada.',
  noRoom: 'O link da sala ainda não foi cadastrado.',
  failed: 'Não foi possível entrar na aula. Tente novamente.',
} as const;

const joinLiveClassInputSchema = z.object(
  { liveClassId: idField(joinLiveClassMessages.notFound) },
  { error: joinLiveClassMessages.notFound },
);

export interface JoinLiveClassOutput {
  /** The room's address, to open in the tab the click opened. */
  url: string;
  /** How many times this member has joined this class (1 on the first). */
  joins: number;
}

export const joinLiveClassCallable = defineCallable({
  name: 'joinLiveClass',
  input: joinLiveClassInputSchema,
  output: outputType<JoinLiveClassOutput>(),
});
