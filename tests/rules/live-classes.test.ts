// liveClasses/{id}: readable with access, written by admins; title >= 5, URL link, end > start.
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  Timestamp,
  type DocumentData,
  type FieldValue,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { buildLiveClass, LIVE_CLASS_TITLE_MIN_LENGTH } from '@app/domain';
import { DEMO_UIDS } from '../support/profiles';
import { dbAs, seed, seedOwn, uniqueId, useRulesEnv, type Caller } from '../support/rules-env';
import { ADMIN_ONLY, WITH_ACCESS, expectRule, rows } from './fixtures';

const env = useRulesEnv({
  seed: (environment) => seed(environment, { 'liveClasses/agora': liveNow() }),
});
const lives = (caller: Caller) => collection(dbAs(env(), caller), 'liveClasses');
const HOUR = 3_600_000;
const at = (offsetHours: number) => Timestamp.fromMillis(Date.now() + offsetHours * HOUR);
const newLive = (): DocumentData =>
  buildLiveClass<Timestamp | FieldValue>({
    coverUrl: 'https://example.com/capa.jpg',
    startsAt: at(24),
    endsAt: at(25),
    createdBy: DEMO_UIDS.admin,
    createdAt: serverTimestamp(),
  });

function liveNow(): DocumentData {
  return buildLiveClass<Timestamp | Date>({
    coverUrl: 'https://example.com/capa.jpg',
    startsAt: at(-1),
    endsAt: at(1),
    createdBy: DEMO_UIDS.admin,
    createdAt: new Date(),
  });
}
/** A live class only this test edits or deletes. */
const ownLive = () => seedOwn(env(), 'liveClasses', liveNow());

describe('liveClasses: read', () => {
  it.each(rows(WITH_ACCESS, 'lists live classes by start time'))(
    '%s',
    async (_, caller, allowed) => {
      await expectRule(getDocs(query(lives(caller), orderBy('startsAt'))), allowed);
    },
  );

  it('allow: student lists live-now candidates: endsAt > now', async () => {
    await expectRule(
      getDocs(query(lives('student'), where('endsAt', '>', Timestamp.now()), orderBy('endsAt'))),
      true,
    );
  });

  it.each(rows(WITH_ACCESS, 'gets a live class (edit screen)'))(
    '%s',
    async (_, caller, allowed) => {
      await expectRule(getDoc(doc(lives(caller), 'agora')), allowed);
    },
  );
});

describe('liveClasses: write', () => {
  it.each(rows(ADMIN_ONLY, 'schedules a live class'))('%s', async (_, caller, allowed) => {
    await expectRule(setDoc(doc(lives(caller), uniqueId('nova')), newLive()), allowed);
  });

  it('allow: admin schedules without the optional description and cover', async () => {
    const data = newLive();
    delete data.description;
    delete data.coverUrl;
    await expectRule(setDoc(doc(lives('admin'), uniqueId('simples')), data), true);
  });

  const invalid: [string, DocumentData][] = [
    [`title shorter than ${LIVE_CLASS_TITLE_MIN_LENGTH}`, { title: 'Live' }],
    ['a link that is not a URL', { externalLink: 'meet abc' }],
    ['end equal to start', { endsAt: at(24) }],
    ['end before start', { endsAt: at(23) }],
    ['start as text', { startsAt: '2030-01-01T10:00' }],
    ['createdBy another user', { createdBy: DEMO_UIDS.subscriber }],
    ['an extra key', { attendees: [] }],
    ['a client createdAt', { createdAt: Timestamp.now() }],
  ];
  it.each(invalid)('deny: admin schedules with %s', async (_, patch) => {
    await expectRule(
      setDoc(doc(lives('admin'), uniqueId('invalida')), { ...newLive(), ...patch }),
      false,
    );
  });

  it.each(rows(ADMIN_ONLY, 'edits a live class'))('%s', async (_, caller, allowed) => {
    const id = await ownLive();
    await expectRule(
      updateDoc(doc(lives(caller), id), {
        title: 'Aula ao vivo de marketing',
        endsAt: at(2),
        updatedAt: serverTimestamp(),
      }),
      allowed,
    );
  });

  it('deny: admin edit that moves the end before the start', async () => {
    await expectRule(
      updateDoc(doc(lives('admin'), 'agora'), { endsAt: at(-2), updatedAt: serverTimestamp() }),
      false,
    );
  });

  it('deny: admin edit that changes createdBy / createdAt or skips the server updatedAt', async () => {
    await expectRule(
      updateDoc(doc(lives('admin'), 'agora'), { createdBy: 'outro', updatedAt: serverTimestamp() }),
      false,
    );
    await expectRule(
      updateDoc(doc(lives('admin'), 'agora'), {
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
      false,
    );
    await expectRule(
      updateDoc(doc(lives('admin'), 'agora'), { title: 'Aula ao vivo de marketing' }),
      false,
    );
  });

  it.each(rows(ADMIN_ONLY, 'deletes a live class'))('%s', async (_, caller, allowed) => {
    const id = await ownLive();
    await expectRule(deleteDoc(doc(lives(caller), id)), allowed);
  });
});
