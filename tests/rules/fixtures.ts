// Content documents and caller tables shared by the rules test files (not a test file itself).
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { serverTimestamp, type DocumentData } from 'firebase/firestore';
import { buildClass, buildCourse, type ClassType } from '@app/domain';
import { DEMO_UIDS, demoAccount } from '../support/profiles';
import { NO_PROFILE_UID, seed, type Caller } from '../support/rules-env';

export const CALLERS: Caller[] = [
  'admin',
  'subscriber',
  'student',
  'expired',
  'cancelled',
  'partner',
  'noProfile',
  'signedOut',
];

/** Who may do something, per caller. */
export type Table = Record<Caller, boolean>;

/** "Has access": admins, and non-cancelled users with no or a future validUntil. */
export const WITH_ACCESS: Table = {
  admin: true,
  subscriber: true,
  student: true,
  expired: false,
  cancelled: false,
  partner: true,
  noProfile: false,
  signedOut: false,
};

/** Subscriber (non-empty plan, or admin) with access. */
export const SUBSCRIBER_WITH_ACCESS: Table = { ...WITH_ACCESS, student: false, partner: false };

export const ADMIN_ONLY: Table = {
  admin: true,
  subscriber: false,
  student: false,
  expired: false,
  cancelled: false,
  partner: false,
  noProfile: false,
  signedOut: false,
};

/** it.each rows: [label, caller, allowed], label starting with 'allow' or 'deny'. */
export function rows(table: Table, action: string): [string, Caller, boolean][] {
  return CALLERS.map((caller) => [
    `${table[caller] ? 'allow' : 'deny'}: ${caller} ${action}`,
    caller,
    table[caller],
  ]);
}

/** The uid a caller signs in with (signed-out callers get one only to build paths). */
export function uidOf(caller: Caller): string {
  if (caller === 'signedOut') return 'ninguem';
  return caller === 'noProfile' ? NO_PROFILE_UID : DEMO_UIDS[caller];
}

/** Awaits the operation and asserts the rules' verdict. */
export async function expectRule(operation: Promise<unknown>, allowed: boolean): Promise<void> {
  if (allowed) await assertSucceeds(operation);
  else await assertFails(operation);
}

export const COURSE_ID = 'curso-financas';
export const CLASS_IDS = {
  SEMANAL: 'aula-semanal-1',
  INSIGHT: 'insight-1',
  CURSO: 'aula-curso-1',
} as const satisfies Record<ClassType, string>;

const HOUR = 3_600_000;

export function storedCourse(now = new Date()): DocumentData {
  return buildCourse({ createdAt: now });
}

/** A class as stored (times are Dates, stored as Timestamps). */
export function storedClass(type: ClassType, now = new Date()): DocumentData {
  const createdAt = new Date(now.getTime() - HOUR);
  return buildClass({
    type,
    title: type === 'CURSO' ? 'Aula 1' : `Aula ${type.toLowerCase()} de fluxo de caixa`,
    description:
      type === 'CURSO' ? '' : 'Como organizar o fluxo de caixa da empresa com planilhas simples.',
    slug: `aula-${type.toLowerCase()}-abcd1234`,
    videoUrl: 'https://player.vimeo.com/video/123',
    classNumber: type === 'SEMANAL' ? 1 : null,
    duration: type === 'CURSO' ? '15 min' : null,
    professorName: 'Ana Souza',
    courseId: type === 'CURSO' ? COURSE_ID : null,
    referencedClassId: type === 'INSIGHT' ? CLASS_IDS.SEMANAL : null,
    authorId: DEMO_UIDS.admin,
    authorName: demoAccount('admin').name,
    createdAt,
  });
}

/** A class as the admin's create form writes it (server timestamps). */
export function newClass(type: ClassType): DocumentData {
  return {
    ...storedClass(type),
    slug: `nova-aula-${type.toLowerCase()}-zyxw9876`,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  };
}

/** Seeds one course and one class of each type. */
export async function seedContent(env: RulesTestEnvironment): Promise<void> {
  await seed(env, {
    [`courses/${COURSE_ID}`]: storedCourse(),
    [`classes/${CLASS_IDS.SEMANAL}`]: storedClass('SEMANAL'),
    [`classes/${CLASS_IDS.INSIGHT}`]: storedClass('INSIGHT'),
    [`classes/${CLASS_IDS.CURSO}`]: storedClass('CURSO'),
  });
}
