// classes/{classId}/comments/{id} and the admin collection-group read.
import {
  addDoc,
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  Timestamp,
  type DocumentData,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { buildComment, COMMENT_MAX_LENGTH, COMMENT_MIN_LENGTH, type ClassType } from '@app/domain';
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

const env = useRulesEnv({
  seed: async (environment) => {
    await seedContent(environment);
    await seed(environment, {
      [`classes/${CLASS_IDS.SEMANAL}/comments/do-aluno`]: storedComment('student'),
      [`classes/${CLASS_IDS.SEMANAL}/comments/do-expirado`]: storedComment('expired'),
      [`classes/${CLASS_IDS.CURSO}/comments/no-curso`]: {
        ...storedComment('subscriber'),
        classId: CLASS_IDS.CURSO,
      },
      // Written while the student still had a plan; they have none now (a former subscriber).
      [`classes/${CLASS_IDS.CURSO}/comments/ex-assinante`]: {
        ...storedComment('student'),
        classId: CLASS_IDS.CURSO,
      },
    });
  },
});
const comments = (caller: Caller, type: ClassType = 'SEMANAL') =>
  collection(dbAs(env(), caller), 'classes', CLASS_IDS[type], 'comments');
const commentDoc = (caller: Caller, id: string) => doc(comments(caller), id);

/** The comment the web writes for `author` on the class of `type`. */
function newComment(author: Caller, type: ClassType = 'SEMANAL'): DocumentData {
  const user: DemoKind = author === 'noProfile' || author === 'signedOut' ? 'student' : author;
  const profile = demoProfiles()[user];
  const cls = storedClass(type);
  const comment: DocumentData = buildComment({
    userId: author === 'noProfile' ? 'sem-perfil' : DEMO_UIDS[user],
    userName: profile.name,
    userRole: profile.role,
    userAvatarUrl: profile.avatarUrl,
    classId: CLASS_IDS[type],
    classTitle: cls.title as string,
    classSlug: cls.slug as string,
    createdAt: serverTimestamp(),
  });
  delete comment.updatedAt; // the web writes none on create
  return comment;
}

/** A stored comment by `author` on the weekly class. */
function storedComment(author: DemoKind): DocumentData {
  return { ...newComment(author), createdAt: new Date(), updatedAt: null };
}

/** A student's comment on the weekly class that only this test edits or deletes. */
const ownComment = () =>
  seedOwn(env(), `classes/${CLASS_IDS.SEMANAL}/comments`, storedComment('student'));

describe('comments: read', () => {
  it.each(rows(WITH_ACCESS, "lists a weekly class's comments newest first"))(
    '%s',
    async (_, caller, allowed) => {
      await expectRule(getDocs(query(comments(caller), orderBy('createdAt', 'desc'))), allowed);
    },
  );

  it.each(rows(SUBSCRIBER_WITH_ACCESS, "lists a course class's comments"))(
    '%s',
    async (_, caller, allowed) => {
      await expectRule(getDocs(comments(caller, 'CURSO')), allowed);
    },
  );

  it('allow: student gets one comment of a weekly class', async () => {
    await expectRule(getDoc(commentDoc('student', 'do-expirado')), true);
  });

  it('deny: student gets a comment of a course class', async () => {
    await expectRule(getDoc(doc(comments('student', 'CURSO'), 'no-curso')), false);
  });

  it.each(
    rows(ADMIN_ONLY, "reads all comments: collectionGroup('comments') orderBy createdAt desc"),
  )('%s', async (_, caller, allowed) => {
    const q = query(collectionGroup(dbAs(env(), caller), 'comments'), orderBy('createdAt', 'desc'));
    await expectRule(getDocs(q), allowed);
  });
});

describe('comments: create', () => {
  it.each(rows(WITH_ACCESS, 'comments on a weekly class as themselves'))(
    '%s',
    async (_, caller, allowed) => {
      await expectRule(addDoc(comments(caller), newComment(caller)), allowed);
    },
  );

  it.each(rows(SUBSCRIBER_WITH_ACCESS, 'comments on a course class as themselves'))(
    '%s',
    async (_, caller, allowed) => {
      await expectRule(addDoc(comments(caller, 'CURSO'), newComment(caller, 'CURSO')), allowed);
    },
  );

  it(`allow: text of exactly ${COMMENT_MIN_LENGTH} and ${COMMENT_MAX_LENGTH} characters`, async () => {
    await expectRule(addDoc(comments('student'), { ...newComment('student'), text: 'Top' }), true);
    await expectRule(
      addDoc(comments('student'), {
        ...newComment('student'),
        text: 'x'.repeat(COMMENT_MAX_LENGTH),
      }),
      true,
    );
  });

  it('allow: without the optional avatar', async () => {
    const data = newComment('subscriber');
    delete data.userAvatarUrl;
    await expectRule(addDoc(comments('subscriber'), data), true);
  });

  const attacks: [string, DocumentData][] = [
    ['wearing the ADMIN label', { userRole: 'ADMIN' }],
    ['wearing the INSTRUTOR label', { userRole: 'INSTRUTOR' }],
    ["with another user's name", { userName: demoAccount('admin').name }],
    ['as another user (userId)', { userId: DEMO_UIDS.subscriber }],
    ["with another user's avatar", { userAvatarUrl: 'https://example.com/avatars/assinante.png' }],
    [`with text shorter than ${COMMENT_MIN_LENGTH} characters`, { text: 'ok' }],
    ['with text padded to 3 characters by spaces', { text: '  a  ' }],
    ['with untrimmed text', { text: ' Ótima aula ' }],
    [
      `with text longer than ${COMMENT_MAX_LENGTH} characters`,
      { text: 'x'.repeat(COMMENT_MAX_LENGTH + 1) },
    ],
    ['with a wrong classTitle', { classTitle: 'Outra aula' }],
    ['with a wrong classSlug', { classSlug: 'outra-aula' }],
    ['with a wrong classId', { classId: CLASS_IDS.INSIGHT }],
    ['with an extra key', { pinned: true }],
    ['with a client createdAt', { createdAt: Timestamp.now() }],
    ['with an updatedAt already set', { updatedAt: serverTimestamp() }],
  ];
  it.each(attacks)('deny: student comments %s', async (_, patch) => {
    await expectRule(addDoc(comments('student'), { ...newComment('student'), ...patch }), false);
  });

  it('deny: comment on a class that does not exist', async () => {
    const ghost = collection(dbAs(env(), 'student'), 'classes', 'nao-existe', 'comments');
    await expectRule(addDoc(ghost, { ...newComment('student'), classId: 'nao-existe' }), false);
  });
});

describe('comments: update', () => {
  it('allow: author edits the text', async () => {
    const id = await ownComment();
    await expectRule(
      updateDoc(commentDoc('student', id), {
        text: 'Texto editado',
        updatedAt: serverTimestamp(),
      }),
      true,
    );
  });

  it.each(['admin', 'subscriber', 'partner', 'signedOut'] as const)(
    "deny: %s edits someone else's comment",
    async (caller) => {
      await expectRule(
        updateDoc(commentDoc(caller, 'do-aluno'), {
          text: 'Texto editado',
          updatedAt: serverTimestamp(),
        }),
        false,
      );
    },
  );

  it('deny: author changes their role label while editing', async () => {
    await expectRule(
      updateDoc(commentDoc('student', 'do-aluno'), {
        userRole: 'ADMIN',
        updatedAt: serverTimestamp(),
      }),
      false,
    );
  });

  it('deny: author edits to a too short text', async () => {
    await expectRule(
      updateDoc(commentDoc('student', 'do-aluno'), { text: 'ok', updatedAt: serverTimestamp() }),
      false,
    );
  });

  it('deny: author edits without a server updatedAt', async () => {
    await expectRule(
      updateDoc(commentDoc('student', 'do-aluno'), { text: 'Texto editado' }),
      false,
    );
  });

  it('deny: expired author edits their comment', async () => {
    await expectRule(
      updateDoc(commentDoc('expired', 'do-expirado'), {
        text: 'Texto editado',
        updatedAt: serverTimestamp(),
      }),
      false,
    );
  });
});

describe('comments: a former subscriber', () => {
  const formerComment = () => doc(comments('student', 'CURSO'), 'ex-assinante');

  it('deny: edits their comment on a course class they can no longer read', async () => {
    await expectRule(
      updateDoc(formerComment(), { text: 'Texto novo', updatedAt: serverTimestamp() }),
      false,
    );
  });

  it('deny: deletes their comment on a course class they can no longer read', async () => {
    await expectRule(deleteDoc(formerComment()), false);
  });
});

describe('comments: delete', () => {
  it('allow: author deletes their comment', async () => {
    const id = await ownComment();
    await expectRule(deleteDoc(commentDoc('student', id)), true);
  });

  it("allow: admin deletes anyone's comment", async () => {
    const id = await ownComment();
    await expectRule(deleteDoc(commentDoc('admin', id)), true);
  });

  it.each(['subscriber', 'partner', 'noProfile', 'signedOut'] as const)(
    "deny: %s deletes someone else's comment",
    async (caller) => {
      await expectRule(deleteDoc(commentDoc(caller, 'do-aluno')), false);
    },
  );

  it('deny: expired author deletes their comment', async () => {
    await expectRule(deleteDoc(commentDoc('expired', 'do-expirado')), false);
  });

  it('deny: setDoc over an existing comment by someone else (overwrite)', async () => {
    await expectRule(setDoc(commentDoc('subscriber', 'do-aluno'), newComment('subscriber')), false);
  });
});
