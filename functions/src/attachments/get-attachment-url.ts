import {
  COLLECTIONS,
  callableMessages as m,
  getAttachmentUrlCallable,
  isSubscriber,
  type Class,
} from '@app/domain';
import { logger } from 'firebase-functions/logger';
import { HttpsError } from 'firebase-functions/v2/https';
import { db, defaultBucket } from '../common/admin';
import { onContractCall } from '../common/on-contract';
import { emulatorReadUrl, signedReadUrl, urlStrategy } from './attachment-url';

// 'Material de Apoio' downloads on the class page. storage.rules never let clients read
// attachments/ directly; this checks the caller may see the class and returns a signed URL.
export const getAttachmentUrl = onContractCall(
  getAttachmentUrlCallable,
  { caller: 'with-access' },
  async ({ classId, attachmentId }, { profile }) => {
    const lesson = (await db.collection(COLLECTIONS.classes).doc(classId).get()).data() as
      | Pick<Class, 'type' | 'attachments'>
      | undefined;
    if (!lesson) throw new HttpsError('not-found', m.classNotFound);
    // Course classes are for subscribers (admins count), as in firestore.rules.
    if (lesson.type === 'CURSO' && !isSubscriber(profile)) {
      throw new HttpsError('permission-denied', m.subscribersOnly);
    }

    const attachment = (lesson.attachments ?? []).find((item) => item.id === attachmentId);
    // Only files under this class's folder: a stored path elsewhere would leak other files.
    if (!attachment || !attachment.path.startsWith(`attachments/${classId}/`)) {
      throw new HttpsError('not-found', m.attachmentNotFound);
    }

    const file = defaultBucket().file(attachment.path);
    const strategy = urlStrategy(process.env);
    const now = new Date();
    try {
      const result =
        strategy.kind === 'signed'
          ? await signedReadUrl(file, now)
          : strategy.kind === 'emulator'
            ? await emulatorReadUrl(file, strategy.host, now)
            : null;
      if (!result) throw new Error('No Storage emulator running: cannot build a download URL');
      return { url: result.url, expiresAt: result.expiresAt.toISOString() };
    } catch (error) {
      if ((error as { code?: unknown }).code === 404)
        throw new HttpsError('not-found', m.attachmentNotFound);
      logger.error('getAttachmentUrl: could not build a URL', { path: attachment.path, error });
      throw new HttpsError('internal', m.downloadFailed);
    }
  },
);
