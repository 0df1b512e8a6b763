// classes/{classId}/comments/{commentId}/replies/{id}, and the thread fields of a comment that
// only the functions write (replyCount, awaitingReply, answeredAt).
import {
  addDoc,
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
  where,
  Timestamp,
  type DocumentData,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { buildComment, buildReply, type ClassType } from '@app/domain';
import { DEMO_UIDS, demoAccount, demoProfiles, type DemoKind } from '../support/profiles';
import { dbAs, seed, seedOwn, useRulesEnv, type Caller } from '../support/rules-env';
import {
  ADMIN_ONLY,
  CLASS_IDS,
  SUBSCRIBER_WITH_ACCESS,
  WITH_ACCESS,
  expectRule,
  rows,
  seedContent,
  storedClass,
} from './fixtures';

const THREAD = 'pergunta';
/** A question nobody answers: its thread fields stay what the functions first wrote. */
const UNANSWERED = 'sem-resposta';
const COURSE_THREAD = 'pergunta-curso';

/** Whose profile the caller writes with (callers without one borrow the student's). */
const writerOf = (caller: Caller): DemoKind =>
  caller === 'noProfile' || caller === 'signedOut' ? 'student' : caller;

function storedComment(type: ClassType = 'SEMANAL'): DocumentData {
  const profile = demoProfiles().student;
  const cls = storedClass(type);
  return {
    ...buildComment({
      userId: DEMO_UIDS.student,
      userName: profile.name,
      userRole: profile.role,
      classId: CLASS_IDS[type],
      classTitle: cls.title as string,
      classSlug: cls.slug as string,
      createdAt: new Date(),
    }),
    replyCount: 0,
    awaitingReply: true,
  };
}

/** The reply the web writes for `author` in the thread `commentId` of the class of `type`. */
function newReply(author: Caller, type: ClassType = 'SEMANAL', commentId = THREAD): DocumentData {
  const profile = demoProfiles()[writerOf(author)];
  const reply: DocumentData = buildReply({
    userId: author === 'noProfile' ? 'sem-perfil' : DEMO_UIDS[writerOf(author)],
    userName: profile.name,
    userRole: profile.role,
    userAvatarUrl: profile.avatarUrl,
    classId: CLASS_IDS[type],
    commentId,
    createdAt: serverTimestamp(),
  });
  delete reply.updatedAt;
  return reply;
}

const env = useRulesEnv({
  seed: async (environment) => {
    await seedContent(environment);
    await seed(environment, {
      [`classes/${CLASS_IDS.SEMANAL}/comments/${THREAD}`]: storedComment(),
      [`classes/${CLASS_IDS.SEMANAL}/comments/${UNANSWERED}`]: storedComment(),
      [`classes/${CLASS_IDS.CURSO}/comments/${COURSE_THREAD}`]: storedComment('CURSO'),
      [`classes/${CLASS_IDS.SEMANAL}/comments/${THREAD}/replies/da-equipe`]: {
        ...newReply('admin'),
        createdAt: new Date(),
      },
      [`classes/${CLASS_IDS.SEMANAL}/comments/${THREAD}/replies/do-expirado`]: {
        ...newReply('expired'),
        createdAt: new Date(),
      },
    });
  },
});

const replies = (caller: Caller, type: ClassType = 'SEMANAL', commentId = THREAD) =>
  collection(dbAs(env(), caller), 'classes', CLASS_IDS[type], 'comments', commentId, 'replies');
const replyDoc = (caller: Caller, id: string) => doc(replies(caller), id);
const commentDoc = (caller: Caller) =>
  doc(dbAs(env(), caller), 'classes', CLASS_IDS.SEMANAL, 'comments', UNANSWERED);

/** A student's reply in the weekly thread that only this test edits or deletes. */
const ownReply = () =>
  seedOwn(env(), `classes/${CLASS_IDS.SEMANAL}/comments/${THREAD}/replies`, {
    ...newReply('student'),
    createdAt: new Date(),
  });

describe('replies: read', () => {
  it.each(rows(WITH_ACCESS, "lists a weekly class thread's replies"))(
    '%s',
    async (_, caller, allowed) => {
      await expectRule(getDocs(query(replies(caller), orderBy('createdAt'))), allowed);
    },
  );

  it.each(rows(SUBSCRIBER_WITH_ACCESS, "lists a course class thread's replies"))(
    '%s',
    async (_, caller, allowed) => {
      await expectRule(getDocs(replies(caller, 'CURSO', COURSE_THREAD)), allowed);
    },
  );
});

describe('replies: create', () => {
  it.each(rows(WITH_ACCESS, 'replies in a weekly class thread as themselves'))(
    '%s',
    async (_, caller, allowed) => {
      await expectRule(addDoc(replies(caller), newReply(caller)), allowed);
    },
  );

  it.each(rows(SUBSCRIBER_WITH_ACCESS, 'replies in a course class thread'))(
    '%s',
    async (_, caller, allowed) => {
      const data = newReply(caller, 'CURSO', COURSE_THREAD);
      await expectRule(addDoc(replies(caller, 'CURSO', COURSE_THREAD), data), allowed);
    },
  );

  it('deny: reply to a comment that does not exist', async () => {
    const ghost = replies('student', 'SEMANAL', 'nao-existe');
    await expectRule(addDoc(ghost, newReply('student', 'SEMANAL', 'nao-existe')), false);
  });

  it('deny: reply naming another thread than its path', async () => {
    await expectRule(
      addDoc(replies('student'), { ...newReply('student'), commentId: 'outra' }),
      false,
    );
  });

  const attacks: [string, DocumentData][] = [
    ['wearing the ADMIN label (a fake "Equipe" badge)', { userRole: 'ADMIN' }],
    ["with another user's name", { userName: demoAccount('admin').name }],
    ['as another user (userId)', { userId: DEMO_UIDS.admin }],
    ['with text shorter than 3 characters', { text: 'ok' }],
    ['with untrimmed text', { text: ' Boa pergunta ' }],
    ['with text longer than 500 characters', { text: 'x'.repeat(501) }],
    ['with a wrong classId', { classId: CLASS_IDS.INSIGHT }],
    ['with an extra key', { pinned: true }],
    ['with a client createdAt', { createdAt: Timestamp.now() }],
  ];
  it.each(attacks)('deny: student replies %s', async (_, patch) => {
    await expectRule(addDoc(replies('student'), { ...newReply('student'), ...patch }), false);
  });
});

describe('replies: update and delete', () => {
  it('allow: author edits the text', async () => {
    const id = await ownReply();
    await expectRule(
      updateDoc(replyDoc('student', id), {
        text: 'Resposta editada',
        updatedAt: serverTimestamp(),
      }),
      true,
    );
  });

  it.each(['admin', 'subscriber', 'signedOut'] as const)(
    "deny: %s edits someone else's reply",
    async (caller) => {
      const id = await ownReply();
      await expectRule(
        updateDoc(replyDoc(caller, id), { text: 'Resposta editada', updatedAt: serverTimestamp() }),
        false,
      );
    },
  );

  it('deny: author moves the reply to another thread', async () => {
    const id = await ownReply();
    await expectRule(
      updateDoc(replyDoc('student', id), { commentId: 'outra', updatedAt: serverTimestamp() }),
      false,
    );
  });

  it('allow: author deletes their reply', async () => {
    const id = await ownReply();
    await expectRule(deleteDoc(replyDoc('student', id)), true);
  });

  it("allow: admin deletes anyone's reply", async () => {
    const id = await ownReply();
    await expectRule(deleteDoc(replyDoc('admin', id)), true);
  });

  it.each(['subscriber', 'partner', 'noProfile', 'signedOut'] as const)(
    "deny: %s deletes someone else's reply",
    async (caller) => {
      await expectRule(deleteDoc(replyDoc(caller, 'da-equipe')), false);
    },
  );

  it('deny: expired author deletes their reply', async () => {
    await expectRule(deleteDoc(replyDoc('expired', 'do-expirado')), false);
  });
});

describe('comments: the thread fields belong to the functions', () => {
  const forged: [string, DocumentData][] = [
    ['marks their question answered', { awaitingReply: false }],
    ['sets answeredAt', { answeredAt: serverTimestamp() }],
    ['sets replyCount', { replyCount: 7 }],
  ];

  it.each(forged)('deny: author %s on create', async (_, patch) => {
    const data: DocumentData = { ...storedComment(), createdAt: serverTimestamp(), ...patch };
    for (const key of ['updatedAt', 'replyCount', 'awaitingReply']) {
      if (!(key in patch)) delete data[key];
    }
    const comments = collection(dbAs(env(), 'student'), 'classes', CLASS_IDS.SEMANAL, 'comments');
    await expectRule(addDoc(comments, data), false);
  });

  it.each(forged)('deny: author %s while editing', async (_, patch) => {
    await expectRule(
      updateDoc(commentDoc('student'), {
        text: 'Texto editado',
        updatedAt: serverTimestamp(),
        ...patch,
      }),
      false,
    );
  });

  it.each(forged)('deny: admin %s by hand', async (_, patch) => {
    await expectRule(updateDoc(commentDoc('admin'), patch), false);
  });
});

describe('the moderation queue', () => {
  it.each(rows(ADMIN_ONLY, 'reads the comments waiting for the team, oldest first'))(
    '%s',
    async (_, caller, allowed) => {
      const q = query(
        collectionGroup(dbAs(env(), caller), 'comments'),
        where('awaitingReply', '==', true),
        orderBy('createdAt', 'asc'),
        limit(50),
      );
      await expectRule(getDocs(q), allowed);
    },
  );

  it.each(rows(ADMIN_ONLY, 'reads the answered comments, last answered first'))(
    '%s',
    async (_, caller, allowed) => {
      const q = query(
        collectionGroup(dbAs(env(), caller), 'comments'),
        orderBy('answeredAt', 'desc'),
        limit(50),
      );
      await expectRule(getDocs(q), allowed);
    },
  );
});
