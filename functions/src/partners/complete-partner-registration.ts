import {
  callableMessages as m,
  completePartnerRegistrationCallable,
  partnerGiftValidUntil,
  toOptionalDate,
} from '@app/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../common/admin';
import { onContractCall } from '../common/on-contract';
import { profileRef } from '../common/profiles';

const isoOrNull = (value: Parameters<typeof toOptionalDate>[0]) =>
  toOptionalDate(value)?.toISOString() ?? null;

// 'Garantir Presente' (docs/product.md, "Parceiros e presente"): a temporary partner user completes
// registration and starts the 30-day gift; a temporary non-partner user accepts the gift dialog
// (then goes to the checkout). The fields it writes are ones clients may not touch
// (firestore.rules), hence a function.
export const completePartnerRegistration = onContractCall(
  completePartnerRegistrationCallable,
  { caller: 'with-access' },
  async (_input, { uid }) => {
    const ref = profileRef(uid);

    // A transaction makes the gift start once even if the button is pressed twice at once.
    return db.runTransaction(async (tx) => {
      const profile = (await tx.get(ref)).data();
      if (!profile) throw new HttpsError('permission-denied', m.profileNotFound);
      if (profile.isTemporary !== true)
        throw new HttpsError('failed-precondition', m.notTemporaryUser);

      if (profile.isPartner !== true) {
        // giftAcceptedAt records the first acceptance, so the profile page stops offering it
        // on every save (and on every device); a second press changes nothing.
        if (profile.giftAcceptedAt == null || profile.firstAccess !== false) {
          tx.update(ref, {
            firstAccess: false,
            giftAcceptedAt: profile.giftAcceptedAt ?? FieldValue.serverTimestamp(),
            updatedAt: FieldValue.serverTimestamp(),
          });
        }
        return { outcome: 'gift-accepted', validUntil: isoOrNull(profile.validUntil) };
      }

      if (profile.registrationComplete === true && profile.registrationCompletedAt) {
        return { outcome: 'already-completed', validUntil: isoOrNull(profile.validUntil) };
      }

      // One clock for both fields, so validUntil is exactly completion + 30 days.
      const completedAt = new Date();
      const validUntil = partnerGiftValidUntil(completedAt);
      tx.update(ref, {
        registrationComplete: true,
        registrationCompletedAt: Timestamp.fromDate(completedAt),
        firstAccess: false,
        validUntil: Timestamp.fromDate(validUntil),
        updatedAt: FieldValue.serverTimestamp(),
      });
      return { outcome: 'completed', validUntil: validUntil.toISOString() };
    });
  },
);
