// One builder per stored document: a profile, class, course, comment, reply, event and live class
// with every field its schema names (entities/*), so the functions, the seed and the tests never
// write a document out by hand (and never drift apart).
//
// Decision: the domain imports no Firebase SDK (timestamps.ts), so the builders take the times in
// and are generic over their type `T`: a Date (the seed and the web SDK store it as a Timestamp),
// either SDK's Timestamp, or a server-timestamp sentinel (FieldValue.serverTimestamp() in the
// functions, serverTimestamp() in the rules tests). Everything else has a default — for a profile
// the sign-up defaults of a new account, for content a small valid sample — and any field can be
// given. With a TimestampLike as `T` the result parses with the entity's schema (builders.test.ts).
import { slugify, type Class } from './entities/class';
import type { Comment, Reply } from './entities/comment';
import type { Course } from './entities/course';
import type { Event } from './entities/event';
import type { LiveClass } from './entities/live-class';
import type { Profile } from './entities/profile';
import type { RecentView } from './entities/recent-view';
import type { TimestampLike } from './timestamps';

/** `V` with every stored time (a TimestampLike) as `T`, inside nested objects and lists too. */
type WithTime<V, T> = V extends TimestampLike
  ? T
  : V extends readonly (infer E)[]
    ? WithTime<E, T>[]
    : V extends object
      ? { [K in keyof V]: WithTime<V[K], T> }
      : V;

/** A stored document of type `D` (a schema's output) with its times as `T`. */
export type DocumentWithTimes<D, T> = { [K in keyof D]: WithTime<D[K], T> };

/** What a builder takes: `Required` keys, and any other field of the document. */
type Fields<D, Required extends keyof D> = Partial<D> & Pick<D, Required>;

// --- profiles/{uid} -------------------------------------------------------------------------

export type ProfileDocument<T> = DocumentWithTimes<Profile, T>;

/**
 * A profile: name, e-mail and creation time, the rest defaulting to a new account's (student, no
 * plan, first access, registration not complete, nothing optional filled in). `updatedAt`
 * defaults to `createdAt`. giftAcceptedAt and partnerEmails are left out unless given: only the
 * functions write them, later.
 */
export function buildProfile<T>(
  fields: Fields<ProfileDocument<T>, 'name' | 'email' | 'createdAt'>,
): ProfileDocument<T> {
  return {
    phone: null,
    profession: null,
    interests: [],
    role: 'ALUNO',
    avatarUrl: null,
    tag: null,
    plan: '',
    couponOrigin: null,
    validUntil: null,
    isTemporary: false,
    isPartner: false,
    partnerName: null,
    cancelled: false,
    firstAccess: true,
    registrationComplete: false,
    registrationCompletedAt: null,
    partnerPrompt: null,
    updatedAt: fields.createdAt,
    ...fields,
  };
}

/** What a new account's profile is made of: the sign-up fields without the password. */
export interface NewProfileInput {
  name: string;
  email: string;
  phone?: string | null;
  isTemporary: boolean;
  isPartner: boolean;
  partnerName?: string | null;
}

/**
 * The profile of a new account (createUser, a first purchase; docs/product.md, "Modelo de
 * dados"), created and updated at `now`. An empty phone is stored as null; the partner name only
 * for partners.
 */
export function newProfile<T>(input: NewProfileInput, now: T): ProfileDocument<T> {
  return buildProfile({
    name: input.name,
    email: input.email,
    phone: input.phone?.trim() || null,
    isTemporary: input.isTemporary,
    isPartner: input.isPartner,
    partnerName: input.isPartner ? input.partnerName?.trim() || null : null,
    createdAt: now,
    updatedAt: now,
  });
}

// --- classes/{classId} ----------------------------------------------------------------------

export type ClassDocument<T> = DocumentWithTimes<Class, T>;

/** Slug suffix of built classes, in the shape buildClassSlug gives (8 × [a-z0-9]). */
export const SAMPLE_SLUG_SUFFIX = 'abcd1234';

/**
 * A class (default: a weekly class, number 7, on the theme Finanças). The slug follows the title;
 * a CURSO class belongs to the course 'curso-financas' and has no number. The rating totals are
 * left out unless given (only the ratings trigger writes them).
 */
export function buildClass<T>(fields: Fields<ClassDocument<T>, 'createdAt'>): ClassDocument<T> {
  const type = fields.type ?? 'SEMANAL';
  const title = fields.title ?? 'Fluxo de caixa na prática';
  return {
    title,
    description: 'Uma aula completa, com exemplos e um plano de ação para a semana.',
    slug: `${slugify(title)}-${SAMPLE_SLUG_SUFFIX}`,
    videoUrl: 'https://player.vimeo.com/video/1',
    coverUrl: null,
    classNumber: type === 'SEMANAL' ? 7 : null,
    duration: '40 min',
    professorName: 'Marina Costa',
    professorDescription: null,
    professorLink: null,
    type,
    courseId: type === 'CURSO' ? 'curso-financas' : null,
    mainThemeId: 'financas',
    mainThemeName: 'Finanças',
    themeIds: ['financas'],
    attachments: [],
    referencedClassId: null,
    authorId: 'demo-admin',
    authorName: 'Ana',
    updatedAt: fields.createdAt,
    ...fields,
  };
}

// --- courses/{courseId} ---------------------------------------------------------------------

export type CourseDocument<T> = DocumentWithTimes<Course, T>;

/** A course; classOrder is left out unless given (a course starts with its creation order). */
export function buildCourse<T>(fields: Fields<CourseDocument<T>, 'createdAt'>): CourseDocument<T> {
  return {
    title: 'Finanças para empresas',
    description: 'Um curso completo sobre finanças.',
    coverUrl: null,
    professorName: 'Ana Souza',
    professorDescription: 'Contadora há 20 anos, professora de finanças.',
    professorLink: 'https://example.com/ana',
    updatedAt: fields.createdAt,
    ...fields,
  };
}

// --- classes/{classId}/comments/{commentId} -------------------------------------------------

export type CommentDocument<T> = DocumentWithTimes<Comment, T>;

/**
 * A comment. The author (userId, userName, userRole, userAvatarUrl) and the class (classId,
 * classTitle, classSlug) are copies the rules compare with the profile and the class: pass them.
 * `updatedAt` stays null until an edit.
 */
export function buildComment<T>(
  fields: Fields<
    CommentDocument<T>,
    'userId' | 'userName' | 'classId' | 'classTitle' | 'classSlug' | 'createdAt'
  >,
): CommentDocument<T> {
  return {
    userRole: 'ALUNO',
    userAvatarUrl: null,
    text: 'Ótima aula, obrigado!',
    updatedAt: null,
    ...fields,
  };
}

// --- classes/{classId}/comments/{commentId}/replies/{replyId} ---------------------------------

export type ReplyDocument<T> = DocumentWithTimes<Reply, T>;

/** A reply: like a comment, its author is copied from the profile; it names its comment. */
export function buildReply<T>(
  fields: Fields<ReplyDocument<T>, 'userId' | 'userName' | 'classId' | 'commentId' | 'createdAt'>,
): ReplyDocument<T> {
  return {
    userRole: 'ALUNO',
    userAvatarUrl: null,
    text: 'Obrigado pela pergunta!',
    updatedAt: null,
    ...fields,
  };
}

// --- events/{eventId} -----------------------------------------------------------------------

export type EventDocument<T> = DocumentWithTimes<Event, T>;

/** An agenda event (São Paulo day and times as the form writes them). */
export function buildEvent<T>(fields: Fields<EventDocument<T>, 'createdAt'>): EventDocument<T> {
  return {
    title: 'Encontro de networking',
    description: 'Encontro presencial da comunidade.',
    date: '2030-07-01',
    startTime: '19:00',
    endTime: '21:30',
    place: 'São Paulo',
    professor: 'Ana Souza',
    ...fields,
  };
}

// --- liveClasses/{liveClassId} --------------------------------------------------------------

export type LiveClassDocument<T> = DocumentWithTimes<LiveClass, T>;

/** A scheduled live class: its start, end and creation time are given. */
export function buildLiveClass<T>(
  fields: Fields<LiveClassDocument<T>, 'startsAt' | 'endsAt' | 'createdAt'>,
): LiveClassDocument<T> {
  return {
    title: 'Aula ao vivo de vendas',
    description: 'Perguntas e respostas.',
    coverUrl: null,
    createdBy: 'demo-admin',
    updatedAt: fields.createdAt,
    ...fields,
  };
}

// --- profiles/{uid}/recentViews/{classId} ---------------------------------------------------

export type RecentViewDocument<T> = DocumentWithTimes<RecentView, T>;

/**
 * A member's opening of a class: the fields the dashboard card shows, copied from the class (its
 * id given apart, as the class page and the seed hold it), and when.
 */
export function buildRecentView<T>(
  classId: string,
  cls: Pick<Class, 'slug' | 'title' | 'type'> &
    Partial<Pick<Class, 'classNumber' | 'coverUrl' | 'courseId'>>,
  viewedAt: T,
): RecentViewDocument<T> {
  return {
    classId,
    slug: cls.slug,
    title: cls.title,
    type: cls.type,
    classNumber: cls.classNumber ?? null,
    coverUrl: cls.coverUrl ?? null,
    courseId: cls.courseId ?? null,
    viewedAt,
  };
}
