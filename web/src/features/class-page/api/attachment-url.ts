import {
  GET_ATTACHMENT_URL_FUNCTION,
  type GetAttachmentUrlInput,
  type GetAttachmentUrlOutput,
} from '@app/domain';
import { callFunction } from '@/lib/call-function';

/** A time-limited signed address for one support material (the function checks access). */
export async function getAttachmentUrl(input: GetAttachmentUrlInput): Promise<string> {
  const result = await callFunction<GetAttachmentUrlInput, GetAttachmentUrlOutput>(
    GET_ATTACHMENT_URL_FUNCTION,
    input,
  );
  return result.url;
}
