import { DELETE_CLASS_FUNCTION, type DeleteClassInput, type DeleteClassOutput } from '@app/domain';
import { httpsCallable } from 'firebase/functions';
import { functions } from '@/lib/functions';

/** 'Excluir aula': the deleteClass function removes the class and everything hanging on it. */
export async function deleteClass(classId: string): Promise<DeleteClassOutput> {
  const call = httpsCallable<DeleteClassInput, DeleteClassOutput>(functions, DELETE_CLASS_FUNCTION);
  return (await call({ classId })).data;
}
