// profiles/{uid}/watchPositions/{classId}: where a member stopped a class video. Only the owner
// with access reads and writes theirs, shaped exactly like watchPositionSchema (numbers bounded),
// and one class's position changes at most once every 2 seconds.
import { COLLECTIONS } from '@app/domain';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  type DocumentData,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { DEMO_UIDS } from '../support/profiles';
import { dbAs, seed, uniqueId, useRulesEnv, type Caller } from '../support/rules-env';
import { CALLERS, WITH_ACCESS, expectRule, rows, uidOf } from './fixtures';

const CLASS_ID = 'aula-vista';
const stored = (classId = CLASS_ID, updatedAt = new Date(Date.now() - 60_000)) => ({
  classId,
  position: 125,
  duration: 600,
  watchedSeconds: 130,
  updatedAt,
});

const env = useRulesEnv({
  seed: (environment) =>
    seed(
      environment,
      Object.fromEntries(
        Object.values(DEMO_UIDS).map((uid) => [
          `profiles/${uid}/${COLLECTIONS.watchPositions}/${CLASS_ID}`,
          stored(),
        ]),
      ),
    ),
});
const positions = (caller: Caller, owner: Caller = caller) =>
  collection(dbAs(env(), caller), 'profiles', uidOf(owner), COLLECTIONS.watchPositions);

/** What the class page writes. */
const save = (classId: string, fields: DocumentData = {}): DocumentData => ({
  classId,
  position: 240.5,
  duration: 600,
  watchedSeconds: 241,
  updatedAt: serverTimestamp(),
  ...fields,
});

describe('watchPositions', () => {
  it.each(rows(WITH_ACCESS, 'reads and lists their positions, and saves one'))(
    '%s',
    async (_, caller, allowed) => {
      await expectRule(getDoc(doc(positions(caller), CLASS_ID)), allowed);
      await expectRule(getDocs(query(positions(caller), limit(50))), allowed);
      const classId = uniqueId('aula');
      await expectRule(setDoc(doc(positions(caller), classId), save(classId)), allowed);
    },
  );

  it.each(CALLERS.filter((caller) => caller !== 'signedOut'))(
    "deny: %s reads or writes another member's position",
    async (caller) => {
      const owner = caller === 'subscriber' ? 'student' : 'subscriber';
      await expectRule(getDoc(doc(positions(caller, owner), CLASS_ID)), false);
      await expectRule(setDoc(doc(positions(caller, owner), 'outra'), save('outra')), false);
      await expectRule(deleteDoc(doc(positions(caller, owner), CLASS_ID)), false);
    },
  );

  it('deny: an unbounded list, a wrong shape, numbers out of range, a client time', async () => {
    const mine = positions('subscriber');
    await expectRule(getDocs(mine), false);
    await expectRule(getDocs(query(mine, limit(51))), false);
    const id = uniqueId('aula');
    await expectRule(setDoc(doc(mine, id), save('outra-aula')), false);
    await expectRule(setDoc(doc(mine, id), save(id, { position: -1 })), false);
    await expectRule(setDoc(doc(mine, id), save(id, { duration: 86_401 })), false);
    await expectRule(setDoc(doc(mine, id), save(id, { watchedSeconds: '30' })), false);
    await expectRule(setDoc(doc(mine, id), save(id, { updatedAt: new Date() })), false);
    await expectRule(setDoc(doc(mine, id), save(id, { percent: 40 })), false);
    const { position: _position, ...withoutPosition } = save(id);
    await expectRule(setDoc(doc(mine, id), withoutPosition), false);
  });

  it('allows an update 2 s after the last one, not sooner; deleting is allowed', async () => {
    const mine = positions('subscriber');
    const settled = uniqueId('aula');
    const fresh = uniqueId('aula');
    await seed(env(), {
      [`profiles/${uidOf('subscriber')}/${COLLECTIONS.watchPositions}/${settled}`]: stored(settled),
      [`profiles/${uidOf('subscriber')}/${COLLECTIONS.watchPositions}/${fresh}`]: stored(
        fresh,
        new Date(),
      ),
    });
    await expectRule(setDoc(doc(mine, settled), save(settled)), true);
    await expectRule(setDoc(doc(mine, fresh), save(fresh)), false);
    await expectRule(deleteDoc(doc(mine, settled)), true);
  });
});
