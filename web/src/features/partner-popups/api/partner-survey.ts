import { COLLECTIONS, partnerSurveySchema, type PartnerSurveyFormValues } from '@app/domain';
import { doc, onSnapshot, serverTimestamp, setDoc } from 'firebase/firestore';
import { firestore } from '@/lib/firestore';
import { schemaConverter } from '@/lib/schema-converter';
import { useLiveSnapshot } from '@/lib/use-live-snapshot';

const surveyConverter = schemaConverter(partnerSurveySchema);

/** partnerSurveys/{uid}: one survey per partner user, keyed by their uid. */
function partnerSurveyRef(uid: string) {
  return doc(firestore, COLLECTIONS.partnerSurveys, uid).withConverter(surveyConverter);
}

/**
 * Whether the user already answered the survey: true/false once known, undefined while loading
 * or when the read fails (then the survey is not offered rather than offered twice).
 */
export function useHasPartnerSurvey(uid: string): boolean | undefined {
  const survey = useLiveSnapshot<boolean>(`partnerSurveys/${uid}`, (onData, onError) =>
    onSnapshot(partnerSurveyRef(uid), (snapshot) => onData(snapshot.exists()), onError),
  );
  return survey.status === 'ready' ? survey.data : undefined;
}

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
  await setDoc(doc(firestore, COLLECTIONS.partnerSurveys, uid), {
    userId: uid,
    rating: values.rating,
    ...(comment ? { comment } : {}),
    createdAt: serverTimestamp(),
  });
}
