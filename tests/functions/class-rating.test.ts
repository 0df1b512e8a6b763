// The rating totals (classes/{classId}.ratingCount/ratingSum) kept by the aggregateClassRating
// trigger: ratings are written with the admin SDK, as the class page's writes would land, and the
// class is polled until the trigger in the functions emulator has updated it.
import { COLLECTIONS } from '@app/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { classFixture } from '../support/class-fixture';
import { adminDb, useFunctionsSuite } from '../support/functions-env';

const POLL = { timeout: 15_000, interval: 100 };
const EDITED_AT = Timestamp.fromMillis(Date.UTC(2025, 2, 10, 12));

const weeklyClass = (title: string) =>
  classFixture('SEMANAL', title, { classNumber: 3, createdAt: EDITED_AT });

const classRef = (id: string) => adminDb.collection(COLLECTIONS.classes).doc(id);
const ratingRef = (classId: string, uid: string) =>
  classRef(classId).collection(COLLECTIONS.ratings).doc(uid);
const rate = (classId: string, uid: string, value: number) =>
  ratingRef(classId, uid).set({ userId: uid, value, updatedAt: Timestamp.now() });

async function totals(classId: string) {
  const data = (await classRef(classId).get()).data();
  return { ratingCount: data?.ratingCount, ratingSum: data?.ratingSum };
}

useFunctionsSuite({ client: false, reset: 'once' });

describe('aggregateClassRating (trigger on classes/{classId}/ratings/{uid})', () => {
  it('counts and sums the ratings as they are created, changed and deleted', async () => {
    const id = 'aula-avaliada';
    await classRef(id).set(weeklyClass('Aula avaliada por dois'));

    await rate(id, 'aluno-1', 4);
    await rate(id, 'aluno-2', 5);
    await expect.poll(() => totals(id), POLL).toEqual({ ratingCount: 2, ratingSum: 9 });

    await rate(id, 'aluno-1', 2);
    await expect.poll(() => totals(id), POLL).toEqual({ ratingCount: 2, ratingSum: 7 });

    await ratingRef(id, 'aluno-2').delete();
    await expect.poll(() => totals(id), POLL).toEqual({ ratingCount: 1, ratingSum: 2 });

    await ratingRef(id, 'aluno-1').delete();
    await expect.poll(() => totals(id), POLL).toEqual({ ratingCount: 0, ratingSum: 0 });

    // The totals are not an admin edit: updatedAt keeps the last edit's time.
    const stored = (await classRef(id).get()).data()!;
    expect((stored.updatedAt as Timestamp).isEqual(EDITED_AT)).toBe(true);
  });

  it('keeps the totals right when many ratings land at once', async () => {
    const id = 'aula-concorrida';
    await classRef(id).set(weeklyClass('Aula muito avaliada'));
    const values = [5, 4, 3, 5, 1, 2, 4, 5];
    await Promise.all(values.map((value, i) => rate(id, `aluno-${i}`, value)));
    await expect
      .poll(() => totals(id), POLL)
      .toEqual({ ratingCount: values.length, ratingSum: values.reduce((a, b) => a + b, 0) });
  });

  it('does not bring a deleted class back', async () => {
    const gone = 'aula-apagada';
    await classRef(gone).set(weeklyClass('Aula que será apagada'));
    await rate(gone, 'aluno-1', 3);
    await expect.poll(() => totals(gone), POLL).toEqual({ ratingCount: 1, ratingSum: 3 });

    await classRef(gone).delete();
    await rate(gone, 'aluno-2', 5);
    // A rating on a live class written after it: once its totals are in, the other event ran.
    const marker = 'aula-marcador';
    await classRef(marker).set(weeklyClass('Aula marcador'));
    await rate(marker, 'aluno-1', 4);
    await expect.poll(() => totals(marker), POLL).toEqual({ ratingCount: 1, ratingSum: 4 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await classRef(gone).get()).exists).toBe(false);
  });
});
