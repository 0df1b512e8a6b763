import { z } from 'zod';
import { defineCallable, outputType } from './define-callable';
import { idField } from './fields';
import { callableMessages as m } from './messages';

// getAttachmentUrl: 'Material de Apoio' downloads on the class page. Clients never read
// attachments/ directly (storage.rules); this checks access and hands out a signed URL.

const getAttachmentUrlInputSchema = z.object(
  {
    classId: idField(m.classNotFound),
    attachmentId: idField(m.attachmentNotFound),
  },
  { error: m.classNotFound },
);

export type GetAttachmentUrlInput = z.input<typeof getAttachmentUrlInputSchema>;
export interface GetAttachmentUrlOutput {
  url: string;
  /** ISO date-time after which the URL stops working (now + SIGNED_URL_TTL_SECONDS). */
  expiresAt: string;
}

export const getAttachmentUrlCallable = defineCallable({
  name: 'getAttachmentUrl',
  input: getAttachmentUrlInputSchema,
  output: outputType<GetAttachmentUrlOutput>(),
});
