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
import { dbAs, ownUser, seed, useRulesEnv, type Caller, type OwnUser } from '../support/rules-env';
import { ADMIN_ONLY, expectRule, rows, uidOf, type Table } from './fixtures';

const survey = (uid: string, rating = 5): DocumentData => ({
  userId: uid,
  rating,
  comment: 'Gostei muito das aulas.',
  createdAt: serverTimestamp(),
});
const storedSurvey = (uid: string): DocumentData => ({ ...survey(uid), createdAt: new Date() });

// The demo partner has answered; the create tests answer as new users (ownUser), since a survey
// can be created only once per user.
const env = useRulesEnv({
  seed: (environment) =>
    seed(environment, {
      [`partnerSurveys/${DEMO_UIDS.partner}`]: storedSurvey(DEMO_UIDS.partner),
    }),
});
const surveyDoc = (caller: Caller, owner: Caller = caller) =>
  doc(dbAs(env(), caller), 'partnerSurveys', uidOf(owner));
const ownSurveyDoc = (user: OwnUser) => doc(user.db, 'partnerSurveys', user.uid);
const PARTNER_ONLY: Table = { ...ADMIN_ONLY, admin: false, partner: true };

describe('partnerSurveys: create', () => {
  it.each(rows(PARTNER_ONLY, 'submits their own survey'))('%s', async (_, caller, allowed) => {
    const user = await ownUser(env(), caller);
    await expectRule(setDoc(ownSurveyDoc(user), survey(user.uid)), allowed);
  });

  it(`allow: ratings ${RATING_MIN} without a comment`, async () => {
    const partner = await ownUser(env(), 'partner');
    await expectRule(
      setDoc(ownSurveyDoc(partner), {
        userId: partner.uid,
        rating: RATING_MIN,
        createdAt: serverTimestamp(),
      }),
      true,
    );
  });

  it('deny: partner submits a second time (overwrite)', async () => {
    const partner = await ownUser(env(), 'partner');
    await seed(env(), { [`partnerSurveys/${partner.uid}`]: storedSurvey(partner.uid) });
    await expectRule(setDoc(ownSurveyDoc(partner), survey(partner.uid, 1)), false);
    await expectRule(updateDoc(ownSurveyDoc(partner), { rating: 1 }), false);
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
    const partner = await ownUser(env(), 'partner');
    await expectRule(setDoc(ownSurveyDoc(partner), { ...survey(partner.uid), ...patch }), false);
  });

  it("deny: student writes a survey in the partner's name", async () => {
    const partner = await ownUser(env(), 'partner');
    const inTheirName = doc(dbAs(env(), 'student'), 'partnerSurveys', partner.uid);
    await expectRule(setDoc(inTheirName, survey(partner.uid)), false);
  });
});

describe('partnerSurveys: read and delete', () => {
  it('allow: partner checks whether they already answered (get own)', async () => {
    await expectRule(getDoc(surveyDoc('partner')), true);
  });

  it('allow: admin gets a partner survey', async () => {
    await expectRule(getDoc(surveyDoc('admin', 'partner')), true);
  });

  it.each(rows(ADMIN_ONLY, 'lists surveys'))('%s', async (_, caller, allowed) => {
    await expectRule(getDocs(collection(dbAs(env(), caller), 'partnerSurveys')), allowed);
  });

  it.each(['student', 'signedOut'] as const)(
    "deny: %s gets the partner's survey",
    async (caller) => {
      await expectRule(getDoc(surveyDoc(caller, 'partner')), false);
    },
  );

  it.each(['partner', 'admin'] as const)('deny: %s deletes a survey', async (caller) => {
    await expectRule(deleteDoc(surveyDoc(caller, 'partner')), false);
  });
});
