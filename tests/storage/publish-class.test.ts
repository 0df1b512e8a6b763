// The class editor's save code (web/src/features/class-editor/api) run as an admin against the
// Firestore and Storage emulators, rules applied: weekly numbers under concurrency, and an
// upload failure that must leave neither a class nor a file behind.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, getDocs, query, where, type Firestore } from 'firebase/firestore';
import type { FirebaseStorage } from 'firebase/storage';
import { describe, expect, it } from 'vitest';
import { createClass, type NewClass } from '../../web/src/features/class-editor/api/publish-class';
import { UploadFailedError } from '../../web/src/lib/uploads';
import { DEMO_UIDS } from '../support/profiles';
import { rulesOffDb, seed } from '../support/rules-env';
import { useStorageEnv } from '../support/storage-env';
import { storedClass } from '../rules/fixtures';

const env = useStorageEnv();

/** A separate app per call: each stands for one admin's browser. */
function adminServices(environment: RulesTestEnvironment) {
  const context = environment.authenticatedContext(DEMO_UIDS.admin);
  return {
    db: context.firestore() as unknown as Firestore,
    storage: context.storage() as unknown as FirebaseStorage,
  };
}

function newWeekly(title: string, files: Partial<NewClass> = {}): NewClass {
  return {
    type: 'SEMANAL',
    fields: {
      title,
      description: 'Uma aula nova da trilha semanal, com exemplos e um plano de ação.',
      videoUrl: 'https://player.vimeo.com/video/123',
      duration: '20 min',
      professorName: 'Ana Souza',
      professorDescription: null,
      professorLink: null,
      mainThemeId: 'financas',
      mainThemeName: 'Finanças',
      themeIds: ['financas'],
      referencedClassId: null,
    },
    author: { id: DEMO_UIDS.admin, name: 'Admin Demo' },
    cover: null,
    attachments: [],
    ...files,
  };
}

/** Reads what is stored, rules off. */
function unrestricted<T>(read: (db: Firestore) => Promise<T>): Promise<T> {
  return read(rulesOffDb(env()));
}

async function objectsUnder(folder: string): Promise<string[]> {
  let paths: string[] = [];
  await env().withSecurityRulesDisabled(async (context) => {
    const walk = async (ref: ReturnType<ReturnType<typeof context.storage>['ref']>) => {
      const { items, prefixes } = await ref.listAll();
      paths.push(...items.map((item) => item.fullPath));
      for (const prefix of prefixes) await walk(prefix);
    };
    paths = [];
    await walk(context.storage().ref(folder));
  });
  return paths;
}

describe('creating weekly classes', () => {
  it('gives concurrent saves distinct consecutive numbers, continuing after the stored ones', async () => {
    // One weekly class (number 1) imported without a counter.
    await seed(env(), { 'classes/aula-semanal-1': storedClass('SEMANAL') });
    const titles = ['Aula concorrente A', 'Aula concorrente B', 'Aula concorrente C'];
    const results = await Promise.all(
      titles.map((title) => createClass(adminServices(env()), newWeekly(title))),
    );
    const numbers = results.map((r) => r.classNumber).sort();
    expect(numbers).toEqual([2, 3, 4]);

    const stored = await unrestricted(async (db) => {
      const counter = (await getDocs(collection(db, 'counters'))).docs.map((d) => d.data());
      const weekly = await getDocs(
        query(collection(db, 'classes'), where('type', '==', 'SEMANAL')),
      );
      return { counter, numbers: weekly.docs.map((d) => d.get('classNumber') as number) };
    });
    expect(stored.counter).toHaveLength(1);
    expect(stored.counter[0]).toMatchObject({ last: 4 });
    expect(stored.numbers.sort()).toEqual([1, 2, 3, 4]);
  });

  // Four uploads, each checked by the Storage rules, which read the caller's profile from the
  // Firestore emulator. On a loaded clean clone one such check was answered only just after the
  // default 20 s (the emulator logged it then): the test waits up to 60 s, it never retries.
  it('leaves no class and no file when one upload fails', async () => {
    const services = adminServices(env());
    const cover = new File([new Uint8Array(2048).fill(1)], 'capa.png', { type: 'image/png' });
    const small = new File([new Uint8Array(4096).fill(2)], 'Roteiro.pdf', {
      type: 'application/pdf',
    });
    // A type the Storage rules refuse for materials (the 10 MB limit is tested in attachments):
    // a small file, refused at once, instead of 10 MB sent to the emulator only to be refused —
    // that upload once went unanswered on a loaded machine and timed the test out.
    const refused = new File([new Uint8Array(4096).fill(3)], 'Instalador.exe', {
      type: 'application/x-msdownload',
    });

    const failure = await createClass(
      services,
      newWeekly('Aula que não chega a existir', { cover, attachments: [small, refused] }),
    ).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(UploadFailedError);
    expect((failure as UploadFailedError).fileName).toBe('Instalador.exe');
    const classes = await unrestricted(
      async (db) => (await getDocs(collection(db, 'classes'))).size,
    );
    expect(classes).toBe(0);
    expect(await objectsUnder('covers')).toEqual([]);
    expect(await objectsUnder('attachments')).toEqual([]);
    // The counter was never moved: the next weekly class still gets number 1.
    const next = await createClass(services, newWeekly('Primeira aula semanal'));
    expect(next.classNumber).toBe(1);
  }, 60_000);
});
