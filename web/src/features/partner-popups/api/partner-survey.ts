import { COLLECTIONS, type PartnerSurveyFormValues } from '@app/domain';
import { doc, onSnapshot, serverTimestamp, setDoc } from 'firebase/firestore';
import { firestore } from '@/lib/firestore';
import { liveRead } from '@/lib/use-read';

/** partnerSurveys/{uid}: one survey per partner user, keyed by their uid. */
const partnerSurveyRef = (uid: string) => doc(firestore, COLLECTIONS.partnerSurveys, uid);

/** Live: whether the user already answered the survey (only whether it exists is read). */
export const partnerSurveyAnswered = (uid: string) =>
  liveRead<boolean>(`exists:${COLLECTIONS.partnerSurveys}/${uid}`, (onData, onError) =>
    onSnapshot(partnerSurveyRef(uid), (snapshot) => onData(snapshot.exists()), onError),
  );

/**
 * Creates the survey with exactly the fields firestore.rules accept: userId, rating, optional
 * comment and createdAt as the server time. A second answer would be an update, which the rules
 * refuse, so each user answers once.
 */
export async function savePartnerSurvey(
  uid: string,
  values: PartnerSurveyFormValues,
): Promise<void> {
  const comment = values.comment.trim();
  await setDoc(partnerSurveyRef(uid), {
    userId: uid,
    rating: values.rating,
    ...(comment ? { comment } : {}),
    createdAt: serverTimestamp(),
  });
}
