import { deleteClassCallable, type DeleteClassOutput } from '@app/domain';
import { callFunction } from '@/lib/call-function';

/** 'Excluir aula': the deleteClass function removes the class and everything hanging on it. */
export async function deleteClass(classId: string): Promise<DeleteClassOutput> {
  return callFunction(deleteClassCallable, { classId });
}
