// The reminders benchmark's measurements (started by scripts/bench-reminders.mjs inside the
// emulators). With the seed's members, then with 50,000 more (a realistic mix: most active, some
// idle for weeks, some with access ending, some with switches off), each job runs twice at the
// same "now": the first run's documents read, e-mails queued and seconds, then the second's, which
// must queue nothing. The reads grow with the members (each job pages through them once: that
// is the cost of a per-member e-mail), never with the number of runs. `--tiny`: 500 members.
import { buildProfile, COLLECTIONS, saoPauloToday } from '@app/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { runDailyReminders } from '../../functions/src/reminders/run-daily-reminders';
import { runLiveReminders } from '../../functions/src/reminders/run-live-reminders';
import { runWeeklyDigest } from '../../functions/src/reminders/run-weekly-digest';
import { classFixture } from '../../tests/support/class-fixture';
import { seedCleanProject } from '../../tests/support/seeded-project';

const tiny = process.argv.includes('--tiny');
const MANY_MEMBERS = tiny ? 500 : 50_000;
const DAY = 86_400_000;
const links = {
  appUrl: 'https://escola.example',
  unsubscribeUrl: 'https://escola.example/unsubscribe',
  secret: 'benchmark',
};

async function addMembers(db: Firestore, total: number, now: Date) {
  const writer = db.bulkWriter();
  const day = (offset: number) => saoPauloToday(new Date(now.getTime() - offset * DAY));
  for (let i = 0; i < total; i++) {
    const id = `bench-membro-${String(i).padStart(6, '0')}`;
    const idle = i % 10 === 0; // 10%: last opened a class 20 days ago
    const ending = i % 50 === 1; // 2%: a grant ending in 5 days
    writer.set(db.collection(COLLECTIONS.profiles).doc(id), {
      ...buildProfile({
        name: `Membro ${i}`,
        email: `${id}@example.com`,
        createdAt: new Date(now.getTime() - 120 * DAY),
      }),
      plan: ending ? '' : 'mensal',
      validUntil: Timestamp.fromMillis(now.getTime() + (ending ? 5 : 40) * DAY),
      lastActiveOn: idle ? day(20) : day(i % 7),
      ...(i % 20 === 3 ? { emailPreferences: { newClasses: false, studyReminders: false } } : {}),
    });
  }
  await writer.close();
}

async function timed<T>(run: () => Promise<T>): Promise<{ result: T; seconds: string }> {
  const started = performance.now();
  const result = await run();
  return { result, seconds: ((performance.now() - started) / 1000).toFixed(1) };
}

async function measure(db: Firestore, label: string, now: Date) {
  const members = (await db.collection(COLLECTIONS.profiles).count().get()).data().count;
  // A weekly class published yesterday, so the digest has news.
  await db
    .collection(COLLECTIONS.classes)
    .doc(`bench-semanal-${label}`)
    .set(
      classFixture('SEMANAL', `Aula de benchmark ${label}`, {
        createdAt: Timestamp.fromMillis(now.getTime() - DAY),
      }),
    );
  // A live class starting in 30 minutes, under an id of its own per measurement.
  await db
    .collection(COLLECTIONS.liveClasses)
    .doc(`bench-ao-vivo-${label}`)
    .set({
      title: 'Aula ao vivo de benchmark',
      externalLink: 'https://meet.example/bench',
      coverUrl: null,
      startsAt: Timestamp.fromMillis(now.getTime() + 30 * 60_000),
      endsAt: Timestamp.fromMillis(now.getTime() + 90 * 60_000),
      createdAt: Timestamp.fromDate(now),
    });
  type Figures = { reads: number; queued: number; detail: string };
  const jobs: Record<string, () => Promise<Figures>> = {
    diário: async () => {
      const r = await runDailyReminders(db, now, links);
      return {
        reads: r.continueStudying.reads + r.accessEnding.reads,
        queued: r.continueStudying.queued + r.accessEnding.queued,
        detail: `continue ${r.continueStudying.queued}, acesso ${r.accessEnding.queued}`,
      };
    },
    'ao vivo': async () => {
      const r = await runLiveReminders(db, now, links);
      return { reads: r.reads, queued: r.queued, detail: '' };
    },
    semanal: async () => {
      const r = await runWeeklyDigest(db, now, links);
      return 'skipped' in r
        ? { reads: r.reads, queued: 0, detail: 'semana sem novidades' }
        : { reads: r.reads, queued: r.queued, detail: `${r.classes} aulas` };
    },
  };
  console.log(`\n${label}: ${members} perfis`);
  for (const [name, job] of Object.entries(jobs)) {
    for (const attempt of ['1ª', '2ª'] as const) {
      const { result: figures, seconds } = await timed(job);
      console.log(
        `  ${name.padEnd(8)} ${attempt} execução: ${String(figures.reads).padStart(7)} leituras · ` +
          `${String(figures.queued).padStart(6)} e-mails · ${seconds.padStart(6)} s` +
          (figures.detail ? ` (${figures.detail})` : ''),
      );
      if (attempt === '2ª' && figures.queued > 0) {
        console.error(`bench:reminders: a 2ª execução do job ${name} enviou de novo`);
        process.exitCode = 1;
      }
    }
  }
}

const project = await seedCleanProject('bench-reminders');
try {
  const db = project.db;
  const now = new Date();
  await measure(db, 'semente', now);
  // A week later, so the weekly and daily periods are new ones.
  const later = new Date(now.getTime() + 7 * DAY);
  const started = Date.now();
  await addMembers(db, MANY_MEMBERS, later);
  console.log(
    `\n(${MANY_MEMBERS} membros criados em ${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
  await measure(db, `+${MANY_MEMBERS}`, later);
} finally {
  await project.close();
}
