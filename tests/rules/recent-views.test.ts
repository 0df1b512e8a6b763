// profiles/{uid}/recentViews/{classId}: the classes a user opened, only theirs, shaped exactly
// like recentViewSchema.
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  type DocumentData,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { CLASS_TITLE_MAX_LENGTH, RECENT_VIEWS_LIMIT } from '@app/domain';
import { DEMO_UIDS } from '../support/profiles';
import { dbAs, seed, uniqueId, useRulesEnv, type Caller } from '../support/rules-env';
import { CLASS_IDS, COURSE_ID, WITH_ACCESS, expectRule, rows, uidOf } from './fixtures';

/** Every demo user already opened the weekly class. */
const env = useRulesEnv({
  seed: (environment) =>
    seed(
      environment,
      Object.fromEntries(
        Object.values(DEMO_UIDS).map((uid) => [
          `profiles/${uid}/recentViews/${CLASS_IDS.SEMANAL}`,
          storedView(),
        ]),
      ),
    ),
});
const recentViews = (caller: Caller, owner: Caller = caller) =>
  collection(dbAs(env(), caller), 'profiles', uidOf(owner), 'recentViews');

/** What the class page writes (web/src/lib/content/recent-views.ts). */
function view(classId: string = CLASS_IDS.SEMANAL): DocumentData {
  return {
    classId,
    slug: 'aula-semanal-abcd1234',
    title: 'Aula semanal de fluxo de caixa',
    type: 'SEMANAL',
    classNumber: 1,
    coverUrl: null,
    courseId: null,
    viewedAt: serverTimestamp(),
  };
}

function storedView(classId?: string): DocumentData {
  return { ...view(classId), viewedAt: new Date() };
}

// Writes go to class ids of the test's own (the rules do not look the class up): a view of the
// same class again would be an update, and the shared views must stay for the read tests.
const newClassId = () => uniqueId('aula');

/** A view `caller` already recorded, which only this test changes or deletes. */
async function ownView(caller: Caller): Promise<string> {
  const classId = newClassId();
  await seed(env(), { [`profiles/${uidOf(caller)}/recentViews/${classId}`]: storedView(classId) });
  return classId;
}

describe('recentViews: read', () => {
  it.each(
    rows(WITH_ACCESS, `lists their recent views (viewedAt desc, limit ${RECENT_VIEWS_LIMIT})`),
  )('%s', async (_, caller, allowed) => {
    const q = query(recentViews(caller), orderBy('viewedAt', 'desc'), limit(RECENT_VIEWS_LIMIT));
    await expectRule(getDocs(q), allowed);
  });

  it.each(rows(WITH_ACCESS, 'gets one of their recent views'))('%s', async (_, caller, allowed) => {
    await expectRule(getDoc(doc(recentViews(caller), CLASS_IDS.SEMANAL)), allowed);
  });

  it('deny: owner lists without a limit, or with a limit above 20', async () => {
    await expectRule(getDocs(recentViews('subscriber')), false);
    await expectRule(getDocs(query(recentViews('subscriber'), limit(21))), false);
  });

  it.each(['admin', 'student', 'signedOut'] as const)(
    "deny: %s reads someone else's recent views",
    async (caller) => {
      await expectRule(getDoc(doc(recentViews(caller, 'subscriber'), CLASS_IDS.SEMANAL)), false);
      await expectRule(getDocs(query(recentViews(caller, 'subscriber'), limit(5))), false);
    },
  );
});

describe('recentViews: write', () => {
  it.each(rows(WITH_ACCESS, 'records opening a class'))('%s', async (_, caller, allowed) => {
    const classId = newClassId();
    await expectRule(setDoc(doc(recentViews(caller), classId), view(classId)), allowed);
  });

  it('allow: owner opens the same class again (update)', async () => {
    const classId = await ownView('student');
    await expectRule(setDoc(doc(recentViews('student'), classId), view(classId)), true);
  });

  it('allow: a course class with its courseId, and a view without the optional keys', async () => {
    const courseClassId = newClassId();
    await expectRule(
      setDoc(doc(recentViews('subscriber'), courseClassId), {
        ...view(courseClassId),
        type: 'CURSO',
        classNumber: null,
        courseId: COURSE_ID,
        coverUrl: 'https://example.com/capa.png',
      }),
      true,
    );
    const insightId = newClassId();
    const { classNumber: _n, coverUrl: _c, courseId: _k, ...required } = view(insightId);
    await expectRule(setDoc(doc(recentViews('partner'), insightId), required), true);
  });

  const invalid: [string, DocumentData][] = [
    ['a classId different from the doc id', { classId: CLASS_IDS.INSIGHT }],
    ['a client viewedAt', { viewedAt: Timestamp.now() }],
    ['an extra key', { progress: 50 }],
    ['an unknown type', { type: 'OUTRO' }],
    ['an empty title', { title: ' ' }],
    [
      `a title longer than ${CLASS_TITLE_MAX_LENGTH}`,
      { title: 'x'.repeat(CLASS_TITLE_MAX_LENGTH + 1) },
    ],
    ['an empty slug', { slug: '' }],
    ['a slug longer than 160', { slug: 'a'.repeat(161) }],
    ['classNumber 0', { classNumber: 0 }],
    ['classNumber as text', { classNumber: '1' }],
    ['a coverUrl that is not a URL', { coverUrl: 'capa.png' }],
    ['a courseId longer than 200', { courseId: 'c'.repeat(201) }],
  ];
  it.each(invalid)('deny: owner records a view with %s', async (_, patch) => {
    const classId = newClassId();
    await expectRule(
      setDoc(doc(recentViews('subscriber'), classId), { ...view(classId), ...patch }),
      false,
    );
  });

  it('deny: a view without its title', async () => {
    const classId = newClassId();
    const { title: _title, ...data } = view(classId);
    await expectRule(setDoc(doc(recentViews('subscriber'), classId), data), false);
  });

  it.each(['admin', 'student'] as const)(
    "deny: %s writes into someone else's recent views",
    async (caller) => {
      const classId = newClassId();
      await expectRule(
        setDoc(doc(recentViews(caller, 'subscriber'), classId), view(classId)),
        false,
      );
    },
  );
});

describe('recentViews: delete', () => {
  it.each(rows(WITH_ACCESS, 'deletes one of their recent views'))(
    '%s',
    async (_, caller, allowed) => {
      const classId = await ownView(caller);
      await expectRule(deleteDoc(doc(recentViews(caller), classId)), allowed);
    },
  );

  it("deny: admin deletes someone else's recent view", async () => {
    await expectRule(deleteDoc(doc(recentViews('admin', 'subscriber'), CLASS_IDS.SEMANAL)), false);
  });
});
