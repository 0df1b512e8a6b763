import { getAttachmentUrlCallable, type GetAttachmentUrlInput } from '@app/domain';
import { callFunction } from '@/lib/call-function';

/** A time-limited signed address for one support material (the function checks access). */
export async function getAttachmentUrl(input: GetAttachmentUrlInput): Promise<string> {
  const result = await callFunction(getAttachmentUrlCallable, input);
  return result.url;
}
