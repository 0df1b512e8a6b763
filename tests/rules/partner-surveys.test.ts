// partnerSurveys/{uid}: a partner creates their own survey once; owner and admins read.
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  Timestamp,
  type DocumentData,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { RATING_MAX, RATING_MIN, SURVEY_COMMENT_MAX_LENGTH } from '@app/domain';
import { DEMO_UIDS } from '../support/profiles';
import { dbAs, NO_PROFILE_UID, seed, useRulesEnv, type Caller } from '../support/rules-env';
import { ADMIN_ONLY, expectRule, rows, type Table } from './fixtures';

const env = useRulesEnv();
const uidOf = (caller: Caller) =>
  caller === 'signedOut' ? 'ninguem' : caller === 'noProfile' ? NO_PROFILE_UID : DEMO_UIDS[caller];
const surveyDoc = (caller: Caller, owner: Caller = caller) =>
  doc(dbAs(env(), caller), 'partnerSurveys', uidOf(owner));
const survey = (caller: Caller, rating = 5): DocumentData => ({
  userId: uidOf(caller),
  rating,
  comment: 'Gostei muito das aulas.',
  createdAt: serverTimestamp(),
});
const PARTNER_ONLY: Table = { ...ADMIN_ONLY, admin: false, partner: true };

describe('partnerSurveys: create', () => {
  it.each(rows(PARTNER_ONLY, 'submits their own survey'))('%s', async (_, caller, allowed) => {
    await expectRule(setDoc(surveyDoc(caller), survey(caller)), allowed);
  });

  it(`allow: ratings ${RATING_MIN} without a comment`, async () => {
    await expectRule(
      setDoc(surveyDoc('partner'), {
        userId: DEMO_UIDS.partner,
        rating: RATING_MIN,
        createdAt: serverTimestamp(),
      }),
      true,
    );
  });

  it('deny: partner submits a second time (overwrite)', async () => {
    await seed(env(), {
      [`partnerSurveys/${DEMO_UIDS.partner}`]: { ...survey('partner'), createdAt: new Date() },
    });
    await expectRule(setDoc(surveyDoc('partner'), survey('partner', 1)), false);
    await expectRule(updateDoc(surveyDoc('partner'), { rating: 1 }), false);
  });

  const invalid: [string, DocumentData][] = [
    ['rating 0', { rating: RATING_MIN - 1 }],
    ['rating 6', { rating: RATING_MAX + 1 }],
    ['rating 4.5', { rating: 4.5 }],
    ['another userId', { userId: DEMO_UIDS.student }],
    [
      `a comment longer than ${SURVEY_COMMENT_MAX_LENGTH}`,
      { comment: 'x'.repeat(SURVEY_COMMENT_MAX_LENGTH + 1) },
    ],
    ['an extra key', { plan: 'fundador' }],
    ['a client createdAt', { createdAt: Timestamp.now() }],
  ];
  it.each(invalid)('deny: partner survey with %s', async (_, patch) => {
    await expectRule(setDoc(surveyDoc('partner'), { ...survey('partner'), ...patch }), false);
  });

  it("deny: student writes a survey in the partner's name", async () => {
    await expectRule(setDoc(surveyDoc('student', 'partner'), survey('partner')), false);
  });
});

describe('partnerSurveys: read and delete', () => {
  const seeded = () =>
    seed(env(), {
      [`partnerSurveys/${DEMO_UIDS.partner}`]: { ...survey('partner'), createdAt: new Date() },
    });

  it('allow: partner checks whether they already answered (get own)', async () => {
    await seeded();
    await expectRule(getDoc(surveyDoc('partner')), true);
  });

  it('allow: admin gets a partner survey', async () => {
    await seeded();
    await expectRule(getDoc(surveyDoc('admin', 'partner')), true);
  });

  it.each(rows(ADMIN_ONLY, 'lists surveys'))('%s', async (_, caller, allowed) => {
    await seeded();
    await expectRule(getDocs(collection(dbAs(env(), caller), 'partnerSurveys')), allowed);
  });

  it.each(['student', 'signedOut'] as const)(
    "deny: %s gets the partner's survey",
    async (caller) => {
      await seeded();
      await expectRule(getDoc(surveyDoc(caller, 'partner')), false);
    },
  );

  it.each(['partner', 'admin'] as const)('deny: %s deletes a survey', async (caller) => {
    await seeded();
    await expectRule(deleteDoc(surveyDoc(caller, 'partner')), false);
  });
});
