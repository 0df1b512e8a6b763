// A stored class document as an admin's form would write it, for suites and benchmarks that add
// classes with the admin SDK: the domain's buildClass with a fixed creation time. Override any
// field (even with an invalid value, to test a guard); the type picks number and course.
import { buildClass, type ClassType } from '@app/domain';
import { Timestamp } from 'firebase-admin/firestore';

const DEFAULT_CREATED_AT = Timestamp.fromMillis(Date.UTC(2025, 2, 10, 12));

export function classFixture(
  type: ClassType,
  title: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const createdAt = (overrides.createdAt as Timestamp | undefined) ?? DEFAULT_CREATED_AT;
  return { ...buildClass({ type, title, createdAt }), ...overrides };
}
