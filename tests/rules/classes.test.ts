// classes/{classId}: SEMANAL/INSIGHT readable with access, CURSO only by subscribers with access
// (get and list), writes by admins with field validation.
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  limit,
  Timestamp,
  type DocumentData,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import {
  CLASS_DESCRIPTION_MIN_LENGTH,
  CLASS_TITLE_MAX_LENGTH,
  CLASS_TITLE_MIN_LENGTH,
  THEMES_MAX_COUNT,
} from '@app/domain';
import { dbAs, seed, seedOwn, uniqueId, useRulesEnv, type Caller } from '../support/rules-env';
import {
  ADMIN_ONLY,
  CLASS_IDS,
  COURSE_ID,
  SUBSCRIBER_WITH_ACCESS,
  WITH_ACCESS,
  expectRule,
  newClass,
  rows,
  seedContent,
  storedClass,
} from './fixtures';

const RATED_ID = 'aula-avaliada';
// One fixed time, so a whole-document rewrite keeps createdAt equal to the stored one.
const RATED_AT = new Date();
const ratedClass = (): DocumentData => ({
  ...storedClass('SEMANAL', RATED_AT),
  slug: 'aula-avaliada-abcd1234',
  ratingCount: 2,
  ratingSum: 9,
});

const env = useRulesEnv({
  seed: async (environment) => {
    await seedContent(environment);
    await seed(environment, { [`classes/${RATED_ID}`]: ratedClass() });
  },
});
const classes = (caller: Caller) => collection(dbAs(env(), caller), 'classes');
const classDoc = (caller: Caller, id: string) => doc(dbAs(env(), caller), 'classes', id);
/** A class only this test edits or deletes; the shared ones stay as every test reads them. */
const ownClass = (data: DocumentData) => seedOwn(env(), 'classes', data);

describe('classes: get', () => {
  it.each(rows(WITH_ACCESS, 'gets a weekly class'))('%s', async (_, caller, allowed) => {
    await expectRule(getDoc(classDoc(caller, CLASS_IDS.SEMANAL)), allowed);
  });

  it.each(rows(WITH_ACCESS, 'gets an insight'))('%s', async (_, caller, allowed) => {
    await expectRule(getDoc(classDoc(caller, CLASS_IDS.INSIGHT)), allowed);
  });

  it.each(rows(SUBSCRIBER_WITH_ACCESS, 'gets a course class'))('%s', async (_, caller, allowed) => {
    await expectRule(getDoc(classDoc(caller, CLASS_IDS.CURSO)), allowed);
  });
});

describe('classes: list queries', () => {
  it.each(rows(WITH_ACCESS, "lists weekly classes: where type == 'SEMANAL' orderBy classNumber"))(
    '%s',
    async (_, caller, allowed) => {
      await expectRule(
        getDocs(query(classes(caller), where('type', '==', 'SEMANAL'), orderBy('classNumber'))),
        allowed,
      );
    },
  );

  it.each(
    rows(WITH_ACCESS, "finds the adjacent insight: where type == 'INSIGHT', createdAt <, limit 1"),
  )('%s', async (_, caller, allowed) => {
    const q = query(
      classes(caller),
      where('type', '==', 'INSIGHT'),
      where('createdAt', '<', Timestamp.now()),
      orderBy('createdAt', 'desc'),
      limit(1),
    );
    await expectRule(getDocs(q), allowed);
  });

  it.each(
    rows(SUBSCRIBER_WITH_ACCESS, "lists a course's classes: courseId == id, type == 'CURSO'"),
  )('%s', async (_, caller, allowed) => {
    const q = query(
      classes(caller),
      where('courseId', '==', COURSE_ID),
      where('type', '==', 'CURSO'),
      orderBy('createdAt'),
    );
    await expectRule(getDocs(q), allowed);
  });

  it('allow: student opens a class by slug with type in [SEMANAL, INSIGHT]', async () => {
    const q = query(
      classes('student'),
      where('slug', '==', storedClass('SEMANAL').slug),
      where('type', 'in', ['SEMANAL', 'INSIGHT']),
    );
    await expectRule(getDocs(q), true);
  });

  it('allow: weekly class by number (type == SEMANAL, classNumber == n)', async () => {
    const q = query(
      classes('partner'),
      where('type', '==', 'SEMANAL'),
      where('classNumber', '==', 1),
    );
    await expectRule(getDocs(q), true);
  });

  it('allow: subscriber opens any class by slug alone', async () => {
    const q = query(classes('subscriber'), where('slug', '==', storedClass('CURSO').slug));
    await expectRule(getDocs(q), true);
  });

  it('deny: student queries by slug alone (could return a course class)', async () => {
    const q = query(classes('student'), where('slug', '==', storedClass('SEMANAL').slug));
    await expectRule(getDocs(q), false);
  });

  it("deny: student lists a course's classes by courseId alone", async () => {
    await expectRule(getDocs(query(classes('student'), where('courseId', '==', COURSE_ID))), false);
  });

  it.each(rows(SUBSCRIBER_WITH_ACCESS, 'lists every class without a type filter'))(
    '%s',
    async (_, caller, allowed) => {
      await expectRule(getDocs(classes(caller)), allowed);
    },
  );
});

describe('classes: create', () => {
  it.each(rows(ADMIN_ONLY, 'creates a weekly class'))('%s', async (_, caller, allowed) => {
    await expectRule(
      setDoc(classDoc(caller, uniqueId('nova')), {
        ...newClass('SEMANAL'),
        authorId: 'demo-admin',
      }),
      allowed,
    );
  });

  it('allow: admin creates an insight referencing a weekly class', async () => {
    await expectRule(
      setDoc(classDoc('admin', uniqueId('novo-insight')), newClass('INSIGHT')),
      true,
    );
  });

  it('allow: admin adds a course class with a short title and no description', async () => {
    await expectRule(
      setDoc(classDoc('admin', uniqueId('nova-aula-curso')), {
        ...newClass('CURSO'),
        title: 'Aula',
        description: '',
      }),
      true,
    );
  });

  it('allow: admin creates with only the required keys', async () => {
    const required: DocumentData = { ...newClass('SEMANAL') };
    for (const key of [
      'coverUrl',
      'classNumber',
      'duration',
      'professorDescription',
      'professorLink',
      'courseId',
      'mainThemeId',
      'mainThemeName',
      'referencedClassId',
    ]) {
      delete required[key];
    }
    await expectRule(setDoc(classDoc('admin', uniqueId('minima')), required), true);
  });

  const invalid: [string, DocumentData][] = [
    [`title shorter than ${CLASS_TITLE_MIN_LENGTH}`, { title: 'Aula' }],
    [
      `title longer than ${CLASS_TITLE_MAX_LENGTH}`,
      { title: 'x'.repeat(CLASS_TITLE_MAX_LENGTH + 1) },
    ],
    [`description shorter than ${CLASS_DESCRIPTION_MIN_LENGTH}`, { description: 'curta demais' }],
    ['unknown type', { type: 'OUTRO' }],
    ['extra key', { isFree: true }],
    ['videoUrl that is not a URL', { videoUrl: 'vimeo 123' }],
    ['slug with spaces', { slug: 'Aula Um' }],
    ['classNumber 0', { classNumber: 0 }],
    ['classNumber as text', { classNumber: '1' }],
    ['courseId on a weekly class', { courseId: COURSE_ID }],
    [
      `more than ${THEMES_MAX_COUNT} themes`,
      { themeIds: Array.from({ length: THEMES_MAX_COUNT + 1 }, (_, i) => `t${i}`) },
    ],
    ['attachments that are not a list', { attachments: 'a.pdf' }],
    ['empty professorName', { professorName: '' }],
    ['authorId of someone else', { authorId: 'demo-assinante' }],
    [
      'createdAt that is not the server time',
      { createdAt: Timestamp.fromDate(new Date(2020, 0, 1)) },
    ],
    ['coverUrl that is not a URL', { coverUrl: 'capa.png' }],
  ];
  it.each(invalid)('deny: admin creates a weekly class with %s', async (_, patch) => {
    await expectRule(
      setDoc(classDoc('admin', uniqueId('invalida')), { ...newClass('SEMANAL'), ...patch }),
      false,
    );
  });

  it('deny: admin creates a weekly class without a videoUrl', async () => {
    const data = newClass('SEMANAL');
    delete data.videoUrl;
    await expectRule(setDoc(classDoc('admin', uniqueId('sem-video')), data), false);
  });

  it.each([
    ['ratingCount 0', { ratingCount: 0 }],
    ['rating totals', { ratingCount: 3, ratingSum: 12 }],
    ['ratingSum null', { ratingSum: null }],
  ] as [string, DocumentData][])(
    'deny: admin creates a class with %s (the ratings trigger owns them)',
    async (_, patch) => {
      await expectRule(
        setDoc(classDoc('admin', uniqueId('com-notas')), { ...newClass('SEMANAL'), ...patch }),
        false,
      );
    },
  );

  it('deny: course class without a course / with an unknown course', async () => {
    await expectRule(
      setDoc(classDoc('admin', uniqueId('sem-curso')), { ...newClass('CURSO'), courseId: null }),
      false,
    );
    await expectRule(
      setDoc(classDoc('admin', uniqueId('curso-x')), {
        ...newClass('CURSO'),
        courseId: 'nao-existe',
      }),
      false,
    );
  });
});

describe('classes: update and delete', () => {
  it.each(rows(ADMIN_ONLY, 'edits a class title'))('%s', async (_, caller, allowed) => {
    const id = await ownClass(storedClass('SEMANAL'));
    await expectRule(
      updateDoc(classDoc(caller, id), {
        title: 'Fluxo de caixa avançado',
        updatedAt: serverTimestamp(),
      }),
      allowed,
    );
  });

  it('allow: admin adds an attachment and changes themes', async () => {
    const id = await ownClass(storedClass('SEMANAL'));
    await expectRule(
      updateDoc(classDoc('admin', id), {
        attachments: [
          {
            id: 'a1',
            name: 'planilha.xlsx',
            path: 'attachments/aula-semanal-1/a1',
            contentType: 'application/pdf',
            size: 100,
          },
        ],
        themeIds: ['financas', 'negocios'],
        updatedAt: serverTimestamp(),
      }),
      true,
    );
  });

  const frozen: [string, DocumentData][] = [
    ['the type', { type: 'INSIGHT' }],
    ['createdAt', { createdAt: serverTimestamp() }],
    ['authorId', { authorId: 'demo-assinante' }],
  ];
  it.each(frozen)('deny: admin changes %s', async (_, patch) => {
    await expectRule(
      updateDoc(classDoc('admin', CLASS_IDS.SEMANAL), { ...patch, updatedAt: serverTimestamp() }),
      false,
    );
  });

  it('deny: admin edit without a server updatedAt', async () => {
    await expectRule(
      updateDoc(classDoc('admin', CLASS_IDS.SEMANAL), { title: 'Fluxo de caixa avançado' }),
      false,
    );
  });

  it('deny: admin edit that breaks validation (short description)', async () => {
    await expectRule(
      updateDoc(classDoc('admin', CLASS_IDS.SEMANAL), {
        description: 'curta',
        updatedAt: serverTimestamp(),
      }),
      false,
    );
  });

  describe('the rating totals kept by the ratings trigger', () => {
    it('allow: readers see them, and an admin edit that leaves them as they are', async () => {
      const id = await ownClass(ratedClass());
      await expectRule(getDoc(classDoc('student', id)), true);
      await expectRule(
        updateDoc(classDoc('admin', id), {
          title: 'Fluxo de caixa avançado',
          updatedAt: serverTimestamp(),
        }),
        true,
      );
      await expectRule(
        setDoc(classDoc('admin', id), { ...ratedClass(), updatedAt: serverTimestamp() }),
        true,
      );
    });

    const tampering: [string, DocumentData][] = [
      ['raises ratingCount', { ratingCount: 3 }],
      ['changes ratingSum', { ratingSum: 10 }],
      ['removes ratingCount', { ratingCount: deleteField() }],
      ['sets ratingSum to null', { ratingSum: null }],
    ];
    it.each(tampering)('deny: admin edit that %s', async (_, patch) => {
      await expectRule(
        updateDoc(classDoc('admin', RATED_ID), { ...patch, updatedAt: serverTimestamp() }),
        false,
      );
    });

    it('deny: admin edit that adds totals to a class without them', async () => {
      await expectRule(
        updateDoc(classDoc('admin', CLASS_IDS.INSIGHT), {
          ratingCount: 1,
          ratingSum: 5,
          updatedAt: serverTimestamp(),
        }),
        false,
      );
    });

    it('deny: admin edit that drops the totals by rewriting the whole class', async () => {
      const { ratingCount: _count, ratingSum: _sum, ...unrated } = ratedClass();
      await expectRule(
        setDoc(classDoc('admin', RATED_ID), { ...unrated, updatedAt: serverTimestamp() }),
        false,
      );
    });
  });

  it.each(rows(ADMIN_ONLY, 'deletes a class'))('%s', async (_, caller, allowed) => {
    const id = await ownClass(storedClass('INSIGHT'));
    await expectRule(deleteDoc(classDoc(caller, id)), allowed);
  });
});
