// events/{eventId}: readable with access, written by admins; date 'YYYY-MM-DD', times 'HH:MM'.
import {
  collection,
  deleteDoc,
  doc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  Timestamp,
  type DocumentData,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { buildEvent, saoPauloToday } from '@app/domain';
import { dbAs, seed, seedOwn, uniqueId, useRulesEnv, type Caller } from '../support/rules-env';
import { ADMIN_ONLY, WITH_ACCESS, expectRule, rows } from './fixtures';

const env = useRulesEnv({
  seed: (environment) => seed(environment, { 'events/evento-1': storedEvent() }),
});
const events = (caller: Caller) => collection(dbAs(env(), caller), 'events');
const today = () => saoPauloToday(new Date());
const newEvent = (): DocumentData => buildEvent({ createdAt: serverTimestamp() });

function storedEvent(): DocumentData {
  return buildEvent({ createdAt: new Date() });
}
/** An event only this test edits or deletes. */
const ownEvent = () => seedOwn(env(), 'events', storedEvent());

describe('events: read', () => {
  it.each(rows(WITH_ACCESS, 'lists future events: date >= today orderBy date'))(
    '%s',
    async (_, caller, allowed) => {
      await expectRule(
        getDocs(query(events(caller), where('date', '>=', today()), orderBy('date'))),
        allowed,
      );
    },
  );

  it('allow: subscriber lists past events: date < today orderBy date desc', async () => {
    await expectRule(
      getDocs(query(events('subscriber'), where('date', '<', today()), orderBy('date', 'desc'))),
      true,
    );
  });
});

describe('events: write', () => {
  it.each(rows(ADMIN_ONLY, 'creates an event'))('%s', async (_, caller, allowed) => {
    await expectRule(setDoc(doc(events(caller), uniqueId('novo')), newEvent()), allowed);
  });

  it('allow: admin creates an event with only title, date and start time', async () => {
    await expectRule(
      setDoc(doc(events('admin'), uniqueId('minimo')), {
        title: 'Live',
        date: '2030-01-31',
        startTime: '00:00',
        createdAt: serverTimestamp(),
      }),
      true,
    );
  });

  it('allow: admin creates an event with an empty or null end time', async () => {
    await expectRule(
      setDoc(doc(events('admin'), uniqueId('sem-fim')), { ...newEvent(), endTime: '' }),
      true,
    );
    await expectRule(
      setDoc(doc(events('admin'), uniqueId('sem-fim-2')), { ...newEvent(), endTime: null }),
      true,
    );
  });

  const invalid: [string, DocumentData][] = [
    ['a dd/MM/yyyy date', { date: '01/07/2030' }],
    ['month 13', { date: '2030-13-01' }],
    ['a Timestamp date', { date: Timestamp.now() }],
    ['start time 7pm', { startTime: '7pm' }],
    ['start time 24:00', { startTime: '24:00' }],
    ['start time with seconds', { startTime: '19:00:00' }],
    ['end time 19:60', { endTime: '19:60' }],
    ['an empty title', { title: '   ' }],
    ['an extra key', { price: 10 }],
    ['a client createdAt', { createdAt: Timestamp.now() }],
  ];
  it.each(invalid)('deny: admin creates an event with %s', async (_, patch) => {
    await expectRule(
      setDoc(doc(events('admin'), uniqueId('invalido')), { ...newEvent(), ...patch }),
      false,
    );
  });

  it.each(rows(ADMIN_ONLY, 'edits an event'))('%s', async (_, caller, allowed) => {
    const id = await ownEvent();
    await expectRule(
      updateDoc(doc(events(caller), id), { title: 'Encontro anual', startTime: '18:30' }),
      allowed,
    );
  });

  it('deny: admin edit that changes createdAt or breaks the time format', async () => {
    await expectRule(
      updateDoc(doc(events('admin'), 'evento-1'), { createdAt: serverTimestamp() }),
      false,
    );
    await expectRule(updateDoc(doc(events('admin'), 'evento-1'), { startTime: '6:30' }), false);
  });

  it.each(rows(ADMIN_ONLY, 'deletes an event'))('%s', async (_, caller, allowed) => {
    const id = await ownEvent();
    await expectRule(deleteDoc(doc(events(caller), id)), allowed);
  });
});
