// Every numeric limit of the product, named once so the forms, the functions,
// the rules tests and the docs quote the same numbers. firestore.rules and storage.rules cannot
// import, so each limit they check is a zero-argument rules function commented with the constant
// it mirrors (`function commentMaxLength() { return 500; } // COMMENT_MAX_LENGTH`), and
// tests/rules/limits.test.ts asserts both sides agree.

// --- Comments and ratings -------------------------------------------------------------------
export const COMMENT_MIN_LENGTH = 3;
export const COMMENT_MAX_LENGTH = 500;
export const RATING_MIN = 1;
export const RATING_MAX = 5;

// --- Classes (aulas) ------------------------------------------------------------------------
export const CLASS_TITLE_MIN_LENGTH = 5;
export const CLASS_TITLE_MAX_LENGTH = 100;
export const CLASS_DESCRIPTION_MIN_LENGTH = 20;
/** Slug = slugified title + this many random characters. */
export const CLASS_SLUG_SUFFIX_LENGTH = 8;
/** Lowest weekly class number; a lookup with 0 or less returns nothing. */
export const CLASS_NUMBER_MIN = 1;

// --- Courses --------------------------------------------------------------------------------
export const COURSE_TITLE_MIN_LENGTH = 3;
export const PROFESSOR_NAME_MIN_LENGTH = 2;
export const PROFESSOR_BIO_MIN_LENGTH = 10;

// --- Live classes ---------------------------------------------------------------------------
export const LIVE_CLASS_TITLE_MIN_LENGTH = 5;

// --- Accounts and profiles ------------------------------------------------------------------
export const PASSWORD_MIN_LENGTH = 6;
export const PROFILE_NAME_MIN_LENGTH = 3;
/** Profile phone: at least 10 characters (profile form). */
export const PROFILE_PHONE_MIN_LENGTH = 10;
/** Lead phone: digits only, 10 (landline with area code) or 11 (mobile) digits. */
export const LEAD_PHONE_MIN_DIGITS = 10;
export const LEAD_PHONE_MAX_DIGITS = 11;
/** Country prefix added to phone numbers sent to the checkout. */
export const PHONE_COUNTRY_PREFIX = '55';

// --- Upper bounds of our own (docs/decisions.md: keep documents small) ----------------------
/** Free-text fields without a product limit (names, professions, places). */
export const SHORT_TEXT_MAX_LENGTH = 200;
/** Long free text without a product limit (descriptions, bios, survey comments). */
export const LONG_TEXT_MAX_LENGTH = 5000;
/** URLs stored in documents. */
export const URL_MAX_LENGTH = 2048;
/** A profile's interest themes and a class's related themes. */
export const THEMES_MAX_COUNT = 20;
/** Support materials on one class. */
export const ATTACHMENTS_MAX_COUNT = 20;
/** RFC 5321 maximum e-mail length. */
export const EMAIL_MAX_LENGTH = 254;
/** Partner survey optional comment. */
export const SURVEY_COMMENT_MAX_LENGTH = 1000;

// --- Files ----------------------------------------------------------------------------------
export const MB = 1024 * 1024;
export const ATTACHMENT_MAX_BYTES = 10 * MB;
export const COVER_MAX_BYTES = 5 * MB;
export const AVATAR_MAX_BYTES = 5 * MB;

export const COVER_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const ATTACHMENT_MIME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/zip',
  'application/x-zip-compressed',
] as const;

/** Signed attachment URLs returned by getAttachmentUrl live this long. */
export const SIGNED_URL_TTL_SECONDS = 3600;

// --- Partner gift ---------------------------------------------------------------------------
export const PARTNER_GIFT_DAYS = 30;
/** The satisfaction survey is offered from this many days after registration. */
export const PARTNER_SURVEY_DAY = 15;
/** The expiry modal shows when 1..7 days of the gift remain. */
export const EXPIRY_REMINDER_MAX_DAYS = 7;
export const EXPIRY_REMINDER_MIN_DAYS = 1;
export const REMIND_LATER_HOURS = 24;
export const PARTNER_POPUP_CHECK_MS = 60 * 60 * 1000;

// --- Commercial -----------------------------------------------------------------------------
export const PLAN_KEYS = ['fundador', 'mensal'] as const;
export type PlanKey = (typeof PLAN_KEYS)[number];
export const FOUNDER_TAG = 'Aluno Fundador';

// --- Member import (docs/member-import.md) --------------------------------------------------
/** 'Importar membros' refuses larger files up front. */
export const MEMBER_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** 'Importar membros' refuses files with more data rows up front. */
export const MEMBER_IMPORT_MAX_ROWS = 100_000;
/** Checked rows travel to the server and are stored in chunks of this many (one document each). */
export const MEMBER_IMPORT_CHUNK_ROWS = 500;
/** The server writes this many rows per transaction (profiles, history, e-mails, progress). */
export const MEMBER_IMPORT_BATCH_ROWS = 100;
/** One runMemberImport call writes at most this many rows; the screen calls again until done. */
export const MEMBER_IMPORT_ROWS_PER_CALL = 2000;
/** The dry run asks which e-mails exist in requests of this many. */
export const MEMBER_IMPORT_LOOKUP_MAX = 1000;

// --- UI timings -----------------------------------------------------------------------------
export const TOAST_DEFAULT_MS = 4000;
export const WELCOME_TOAST_MS = 5000;
export const CANCELLATION_TOAST_MS = 8000;
export const LOGOUT_AFTER_CANCEL_MS = 3000;
export const SALES_SCROLL_OFFSET_PX = 80;
