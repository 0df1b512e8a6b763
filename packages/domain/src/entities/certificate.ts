// Certificates of course completion. Two documents per certificate, both written only by the
// functions: the public one, `certificates/{code}` (what the verification page shows: anyone may
// get it by its code, nobody may list), and the member's own,
// `profiles/{uid}/certificates/{courseId}` (their list; its id makes a second issue for the same
// course impossible).
import { z } from 'zod';
import { ISO_DATE_PATTERN, saoPauloToday } from '../dates';
import { timestampLikeSchema } from '../timestamps';
import { optionalString } from './shared';

/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L). */
export const CERTIFICATE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** 12 characters of 31: about 59 bits, shown in groups of 4 (`7KQ4-M2XD-9PWA`). */
export const CERTIFICATE_CODE_LENGTH = 12;
const CODE_GROUP = 4;

/** Whole training hours of a course that issues certificates. */
export const COURSE_HOURS_MIN = 1;
export const COURSE_HOURS_MAX = 1000;

export const certificateMessages = {
  hoursLabel: 'Carga horária (horas)',
  hoursInvalid: 'Informe um número inteiro de horas entre 1 e 1000',
  hoursHelp: 'Opcional. Com a carga horária, quem concluir o curso recebe um certificado.',
  coursePromise: (hours: number) => `Certificado de ${hours} horas ao concluir`,
  // /certificado/{código}
  verifyTitle: 'Verificação de certificado',
  valid: 'Certificado válido',
  revoked: 'Certificado revogado',
  notFound: 'Certificado não encontrado',
  notFoundDescription:
    'Confira o código impresso no certificado. Letras maiúsculas ou minúsculas, com ou sem traços.',
  loadError: 'Não foi possível verificar o certificado agora. Tente novamente em instantes.',
  checking: 'Verificando certificado',
  holder: 'Concedido a',
  course: 'Curso',
  hours: 'Carga horária',
  hoursValue: (hours: number) => (hours === 1 ? '1 hora' : `${hours} horas`),
  completedOn: 'Concluído em',
  code: 'Código',
  revokedOn: (date: string) => `Revogado em ${date}.`,
  // /dashboard/certificados
  myTitle: 'Meus certificados',
  myEmpty: 'Você ainda não tem certificados. Conclua um curso para receber o seu.',
  myLoadError: 'Não foi possível carregar seus certificados. Tente novamente.',
  addToLinkedIn: 'Adicionar ao LinkedIn',
  available: 'Certificado disponível',
  // Member console (admins)
  consoleButton: 'Certificados',
  consoleTitle: (name: string) => `Certificados de ${name}`,
  consoleLoading: 'Carregando certificados',
  consoleEmpty: 'Nenhum certificado.',
  revoke: 'Revogar',
  revokeReason: 'Motivo da revogação',
  confirmRevoke: 'Confirmar revogação',
  cancel: 'Cancelar',
  close: 'Fechar',
  revokedToast: 'Certificado revogado',
  revokeError: 'Não foi possível revogar o certificado.',
  verifyLink: 'Ver página de verificação',
  // The PDF and its download
  download: 'Baixar certificado',
  preparingPdf: 'Preparando o PDF…',
  downloadError: 'Não foi possível baixar o certificado. Tente novamente.',
  pdfTitle: 'Certificado de Conclusão',
  pdfStatement: (c: { name: string; courseTitle: string; hours: number; completedOn: string }) =>
    `Certificamos que ${c.name} concluiu o curso ${c.courseTitle}, com carga horária de ${c.hours} horas, em ${longPtBrDate(c.completedOn)}.`,
  pdfCode: (code: string) => `Código: ${formatCertificateCode(code)}`,
  pdfVerify: 'Verifique a autenticidade em',
  pdfIssuedAt: (date: string) => `Emitido em ${date}`,
  // A course with a final quiz (docs/quizzes.md): the best score, on the PDF and the page.
  quizLabel: 'Questionário final',
  quizPassed: (score: number) => `Aprovado com ${score}%`,
} as const;

const certificateFields = {
  /** The member's name as it was at issue. */
  name: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  hours: z.number().int().min(COURSE_HOURS_MIN).max(COURSE_HOURS_MAX),
  /** The day the last class was completed, in São Paulo (YYYY-MM-DD). */
  completedOn: z.string().regex(ISO_DATE_PATTERN),
  issuedAt: timestampLikeSchema,
  revokedAt: timestampLikeSchema.nullish(),
  revokedReason: optionalString,
  /** The final quiz's best score (whole percent), for a course with a final quiz. */
  quizScore: z.number().int().min(0).max(100).nullish(),
};

/** certificates/{code}: the public record the verification page reads by its code. */
export const certificateSchema = z.object(certificateFields);
export type Certificate = z.infer<typeof certificateSchema>;

/** profiles/{uid}/certificates/{courseId}: the member's own copy, with its code. */
export const memberCertificateSchema = z.object({
  ...certificateFields,
  code: z.string(),
  /** Its PDF in Cloud Storage, set by the function that renders it (absent until then). */
  pdfPath: optionalString,
});
export type MemberCertificate = z.infer<typeof memberCertificateSchema>;

/** The site's verification page for a code: `/certificado/7KQ4-M2XD-9PWA`. */
export function certificateVerifyPath(code: string): string {
  return `/certificado/${formatCertificateCode(code)}`;
}

/**
 * Where a certificate's PDF is stored: under its owner's uid (storage.rules let only them and
 * admins read it) and named by its code, so each certificate has its own file, written once.
 */
export function certificatePdfPath(uid: string, code: string): string {
  return `certificates/${uid}/${code}.pdf`;
}

/** The name a downloaded PDF is saved under. */
export function certificateFileName(code: string): string {
  return `certificado-${formatCertificateCode(code)}.pdf`;
}

/** `7KQ4M2XD9PWA` → `7KQ4-M2XD-9PWA`. */
export function formatCertificateCode(code: string): string {
  return code.match(new RegExp(`.{1,${CODE_GROUP}}`, 'g'))?.join('-') ?? code;
}

/**
 * A typed code as stored (upper case, no dashes or spaces), or null when it cannot be one: the
 * verification page then says 'Certificado não encontrado' without reading anything.
 */
export function normalizeCertificateCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== CERTIFICATE_CODE_LENGTH) return null;
  return [...code].every((char) => CERTIFICATE_CODE_ALPHABET.includes(char)) ? code : null;
}

/** A new code from `randomIndex(n)` (a uniform integer below n: crypto in the functions). */
export function newCertificateCode(randomIndex: (n: number) => number): string {
  return Array.from(
    { length: CERTIFICATE_CODE_LENGTH },
    () => CERTIFICATE_CODE_ALPHABET[randomIndex(CERTIFICATE_CODE_ALPHABET.length)],
  ).join('');
}

/** Built on first use: every date of a list goes through it (the web app's long dates too). */
let longDateFormat: Intl.DateTimeFormat | undefined;

/** 'YYYY-MM-DD' → '20 de novembro de 2026' (the day as written, no time zone shift). */
export function longPtBrDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  longDateFormat ??= new Intl.DateTimeFormat('pt-BR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return longDateFormat.format(new Date(Date.UTC(year, month - 1, day)));
}

/**
 * LinkedIn's "add a certification" address, filled in: the course, the organisation, the month
 * and year of issue (São Paulo), the code and the verification address.
 */
export function linkedInCertificationUrl(c: {
  courseTitle: string;
  organization: string;
  issuedAt: Date;
  code: string;
  verifyUrl: string;
}): string {
  const [year, month] = saoPauloToday(c.issuedAt).split('-');
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: c.courseTitle,
    organizationName: c.organization,
    issueYear: String(Number(year)),
    issueMonth: String(Number(month)),
    certUrl: c.verifyUrl,
    certId: formatCertificateCode(c.code),
  });
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}
