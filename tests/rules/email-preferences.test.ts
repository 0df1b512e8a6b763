// profiles/{uid}.emailPreferences (the four 'Notificações por e-mail' switches) and lastActiveOn
// (the day the member last opened a class): the owner writes their own, in shape; nobody reads or
// changes another member's; the reminder records stay the functions'.
import { doc, getDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { dbAs, useRulesEnv, type Caller } from '../support/rules-env';
import { expectRule, uidOf } from './fixtures';

const env = useRulesEnv();
const profile = (caller: Caller, owner: Caller = caller) =>
  doc(dbAs(env(), caller), 'profiles', uidOf(owner));

describe('profiles: emailPreferences', () => {
  it('allow: the member turns a switch off and on again', async () => {
    await expectRule(updateDoc(profile('student'), { 'emailPreferences.newClasses': false }), true);
    await expectRule(
      updateDoc(profile('student'), {
        emailPreferences: {
          replies: true,
          newClasses: true,
          liveClasses: false,
          studyReminders: true,
        },
      }),
      true,
    );
  });

  it('deny: a switch that is not a boolean, or a key that is not a switch', async () => {
    await expectRule(
      updateDoc(profile('student'), { 'emailPreferences.newClasses': 'não' }),
      false,
    );
    await expectRule(updateDoc(profile('student'), { 'emailPreferences.admin': true }), false);
    await expectRule(updateDoc(profile('student'), { emailPreferences: 'todos' }), false);
  });

  it("deny: another member (or an admin) changes the member's switches", async () => {
    await expectRule(
      updateDoc(profile('subscriber', 'student'), { 'emailPreferences.replies': false }),
      false,
    );
    await expectRule(
      updateDoc(profile('admin', 'student'), { 'emailPreferences.replies': false }),
      false,
    );
  });

  it("deny: a member reads another member's preferences", async () => {
    await expectRule(getDoc(profile('subscriber', 'student')), false);
  });

  it('deny: the member writes the reminder records the functions keep', async () => {
    await expectRule(
      updateDoc(profile('student'), { 'reminders.continueStudyingOn': '2099-01-01' }),
      false,
    );
    await expectRule(updateDoc(profile('student'), { renewalStopped: false }), false);
  });
});

describe('profiles: lastActiveOn', () => {
  it('allow: the member records the day they opened a class', async () => {
    await expectRule(updateDoc(profile('student'), { lastActiveOn: '2026-11-25' }), true);
  });

  it('deny: anything but a YYYY-MM-DD day, or on another profile', async () => {
    await expectRule(updateDoc(profile('student'), { lastActiveOn: 'ontem' }), false);
    await expectRule(updateDoc(profile('student'), { lastActiveOn: 20261125 }), false);
    await expectRule(
      updateDoc(profile('subscriber', 'student'), { lastActiveOn: '2026-11-25' }),
      false,
    );
  });
});
