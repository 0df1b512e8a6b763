import { z } from 'zod';
import { defineCallable, outputType } from './define-callable';
import { idField } from './fields';
import { callableMessages as m } from './messages';

// deleteClass: 'Excluir aula' on the edit page. Removes the class and everything that hangs on
// it (comments, ratings, completions, recent views, files, insight references) with the admin
// SDK, which clients could not do in one go. Safe to call again on a class already gone.

const deleteClassInputSchema = z.object(
  { classId: idField(m.classNotFound) },
  { error: m.classNotFound },
);

export interface DeleteClassOutput {
  /** False when the class was already gone (a repeat call still sweeps what was left). */
  deleted: boolean;
  comments: number;
  ratings: number;
  completions: number;
  recentViews: number;
  files: number;
  /** Insights that referred to the class and no longer do. */
  referencesCleared: number;
}

export const deleteClassCallable = defineCallable({
  name: 'deleteClass',
  input: deleteClassInputSchema,
  output: outputType<DeleteClassOutput>(),
});
