// One certificate by its code, over Firestore's REST API (this public page loads no Firestore SDK).
// The rules let anyone get certificates/{code} and nobody list them.
import { COLLECTIONS } from '@app/domain';
import { firestoreDocumentUrl } from '@/config/firestore-rest';

export type PublicCertificate = {
  name: string;
  courseTitle: string;
  hours: number;
  completedOn: string;
  revokedAt: Date | null;
  /** The final quiz's score, on certificates of courses that have one. */
  quizScore: number | null;
};

type RestValue = {
  stringValue?: string;
  integerValue?: string;
  doubleValue?: number;
  timestampValue?: string;
  nullValue?: null;
};

const text = (value: RestValue | undefined) => value?.stringValue ?? '';

const numberOrNull = (value: RestValue | undefined) => {
  if (value?.integerValue !== undefined) return Number(value.integerValue);
  return value?.doubleValue ?? null;
};

/** The certificate, or null when no certificate has this code. */
export async function readCertificate(code: string): Promise<PublicCertificate | null> {
  const response = await fetch(firestoreDocumentUrl(`${COLLECTIONS.certificates}/${code}`));
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`certificate read failed: ${response.status}`);
  const { fields = {} } = (await response.json()) as { fields?: Record<string, RestValue> };
  const revoked = fields.revokedAt?.timestampValue;
  return {
    name: text(fields.name),
    courseTitle: text(fields.courseTitle),
    hours: Number(fields.hours?.integerValue ?? 0),
    completedOn: text(fields.completedOn),
    revokedAt: revoked ? new Date(revoked) : null,
    quizScore: numberOrNull(fields.quizScore),
  };
}
