import { describe, expect, it } from 'vitest';
import {
  buildClass,
  buildComment,
  buildReply,
  buildCourse,
  buildEvent,
  buildLiveClass,
  buildProfile,
  buildRecentView,
  newProfile,
} from './builders';
import { classSchema } from './entities/class';
import { commentSchema, replySchema } from './entities/comment';
import { courseSchema } from './entities/course';
import { eventSchema } from './entities/event';
import { liveClassSchema } from './entities/live-class';
import { profileSchema } from './entities/profile';
import { recentViewSchema } from './entities/recent-view';
import type { TimestampLike } from './timestamps';

/** A stored time as either SDK reads it back. */
const at = (iso: string): TimestampLike => {
  const date = new Date(iso);
  return { toDate: () => date };
};
const now = at('2025-03-10T12:00:00Z');

describe('document builders: every output parses with its schema', () => {
  it.each([
    [
      'a new account',
      newProfile(
        { name: 'Nova', email: 'nova@demo.test', isTemporary: false, isPartner: false },
        now,
      ),
    ],
    [
      'a profile with defaults',
      buildProfile({ name: 'Ana', email: 'ana@demo.test', createdAt: now }),
    ],
    [
      'a subscriber with every time filled in',
      buildProfile({
        name: 'Bruno',
        email: 'bruno@demo.test',
        plan: 'fundador',
        validUntil: at('2026-03-10T12:00:00Z'),
        registrationComplete: true,
        registrationCompletedAt: now,
        giftAcceptedAt: now,
        partnerPrompt: { continuedAt: now, remindAfter: null },
        partnerEmails: { surveySentAt: now },
        createdAt: now,
      }),
    ],
  ])('profile: %s', (_, profile) => {
    expect(profileSchema.parse(profile)).toEqual(profile);
  });

  it.each(['SEMANAL', 'INSIGHT', 'CURSO'] as const)('class: %s', (type) => {
    const cls = buildClass({ type, createdAt: now });
    expect(classSchema.parse(cls)).toEqual(cls);
  });

  it('course', () => {
    const course = buildCourse({ createdAt: now });
    expect(courseSchema.parse(course)).toEqual(course);
  });

  it('comment', () => {
    const comment = buildComment({
      userId: 'demo-aluno',
      userName: 'Carla Aluna',
      classId: 'semanal-01',
      classTitle: 'Organização financeira',
      classSlug: 'organizacao-financeira-abcd1234',
      createdAt: now,
    });
    expect(commentSchema.parse(comment)).toEqual(comment);
  });

  it('reply', () => {
    const reply = buildReply({
      userId: 'demo-admin',
      userName: 'Ana Admin',
      userRole: 'ADMIN',
      classId: 'semanal-01',
      commentId: 'pergunta-1',
      createdAt: now,
    });
    expect(replySchema.parse(reply)).toEqual(reply);
  });

  it('event', () => {
    const event = buildEvent({ createdAt: now });
    expect(eventSchema.parse(event)).toEqual(event);
  });

  it('live class', () => {
    const live = buildLiveClass({
      startsAt: at('2025-03-11T22:00:00Z'),
      endsAt: at('2025-03-11T23:00:00Z'),
      createdAt: now,
    });
    expect(liveClassSchema.parse(live)).toEqual(live);
  });

  it('recent view', () => {
    const view = buildRecentView('semanal-01', buildClass({ createdAt: now }), now);
    expect(recentViewSchema.parse(view)).toEqual(view);
  });
});

describe('newProfile', () => {
  it('starts a new account with the sign-up defaults, created and updated now', () => {
    const profile = newProfile(
      {
        name: 'Paula',
        email: 'paula@demo.test',
        phone: '  ',
        isTemporary: true,
        isPartner: true,
        partnerName: ' Parceira ',
      },
      now,
    );
    expect(profile).toEqual({
      name: 'Paula',
      email: 'paula@demo.test',
      phone: null,
      profession: null,
      interests: [],
      role: 'ALUNO',
      avatarUrl: null,
      tag: null,
      plan: '',
      couponOrigin: null,
      validUntil: null,
      isTemporary: true,
      isPartner: true,
      partnerName: 'Parceira',
      cancelled: false,
      firstAccess: true,
      registrationComplete: false,
      registrationCompletedAt: null,
      partnerPrompt: null,
      createdAt: now,
      updatedAt: now,
    });
  });

  it('keeps a partner name only for partners', () => {
    const input = { name: 'Rui', email: 'rui@demo.test', isTemporary: false, isPartner: false };
    expect(newProfile({ ...input, partnerName: 'X' }, now).partnerName).toBeNull();
  });
});
