import {
  GET_ATTACHMENT_URL_FUNCTION,
  type GetAttachmentUrlInput,
  type GetAttachmentUrlOutput,
} from '@app/domain';
import { httpsCallable } from 'firebase/functions';
import { functions } from '@/lib/functions';

/** A time-limited signed address for one support material (the function checks access). */
export async function getAttachmentUrl(input: GetAttachmentUrlInput): Promise<string> {
  const call = httpsCallable<GetAttachmentUrlInput, GetAttachmentUrlOutput>(
    functions,
    GET_ATTACHMENT_URL_FUNCTION,
  );
  const result = await call(input);
  return result.data.url;
}
