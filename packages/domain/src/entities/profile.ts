// profiles/{uid} and the profile form.
import { z } from 'zod';
import { ROLES } from '../access';
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PROFILE_NAME_MIN_LENGTH,
  PROFILE_PHONE_MIN_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
  THEMES_MAX_COUNT,
  URL_MAX_LENGTH,
} from '../limits';
import { ISO_DATE_PATTERN } from '../dates';
import { timestampLikeSchema } from '../timestamps';
import { emailPreferencesSchema } from './email-preferences';
import { optionalString } from './shared';

export const profileMessages = {
  nameMin: 'O nome deve ter pelo menos 3 caracteres',
  invalidEmail: 'Email inválido',
  phoneMin: 'Telefone deve ter no mínimo 10 caracteres',
  currentPasswordRequired: 'A senha atual é obrigatória para definir uma nova senha',
  passwordsDontMatch: 'As senhas não coincidem',
  newPasswordMin: 'A nova senha deve ter pelo menos 6 caracteres',
  updateError: 'Erro ao atualizar perfil',
  cancelError: 'Erro ao cancelar assinatura',
  passwordError: 'Erro ao atualizar senha',
  unknownUser: 'Usuário não identificado',
  publicUrlError: 'Não foi possível gerar a URL pública',
  roleLabelAdmin: 'Administrador',
  roleLabelStudent: 'Aluno',
} as const;

export const roleSchema = z.enum(ROLES);

/** Partner popup memory written by the owner: "continue" click and "remind later" time. */
export const partnerPromptSchema = z.object({
  continuedAt: timestampLikeSchema.nullish(),
  remindAfter: timestampLikeSchema.nullish(),
});
export type PartnerPrompt = z.infer<typeof partnerPromptSchema>;

/** A stored profile document. */
export const profileSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: optionalString,
  profession: optionalString,
  interests: z.array(z.string()),
  role: roleSchema,
  avatarUrl: optionalString,
  tag: optionalString,
  /** '' = not a subscriber; 'fundador' or 'mensal' otherwise. */
  plan: z.string(),
  couponOrigin: optionalString,
  validUntil: timestampLikeSchema.nullish(),
  isTemporary: z.boolean(),
  isPartner: z.boolean(),
  partnerName: optionalString,
  cancelled: z.boolean(),
  firstAccess: z.boolean(),
  registrationComplete: z.boolean(),
  registrationCompletedAt: timestampLikeSchema.nullish(),
  /**
   * When a temporary non-partner accepted the gift offer (completePartnerRegistration). Written
   * by the function only: the profile page offers the gift until it is set, never after.
   */
  giftAcceptedAt: timestampLikeSchema.nullish(),
  partnerPrompt: partnerPromptSchema.nullish(),
  /** Which partner e-mails partnerReminders already queued (written by functions only). */
  partnerEmails: z
    .object({
      surveySentAt: timestampLikeSchema.nullish(),
      expiryReminderSentAt: timestampLikeSchema.nullish(),
    })
    .nullish(),
  /** When the member last opened their notifications: newer ones count as unread. */
  notificationsReadAt: timestampLikeSchema.nullish(),
  /** Which reminder e-mails the member wants; a key absent means yes. Written by the owner. */
  emailPreferences: emailPreferencesSchema.nullish(),
  /** When an import ('Importar membros') last created or updated the member (functions only). */
  importedAt: timestampLikeSchema.nullish(),
  /**
   * The São Paulo day the member last opened a class (YYYY-MM-DD), written by the app at most once
   * a day; the 'continue studying' reminder looks for members idle for 14 days by it.
   */
  lastActiveOn: z.string().regex(ISO_DATE_PATTERN).nullish(),
  /** Which reminders the functions last sent, by São Paulo day (functions only). */
  reminders: z
    .object({
      continueStudyingOn: z.string().nullish(),
      accessEndingFor: z.string().nullish(),
    })
    .nullish(),
  /** The subscription was cancelled at Hotmart: access runs to validUntil and does not renew. */
  renewalStopped: z.boolean().nullish(),
  createdAt: timestampLikeSchema,
  updatedAt: timestampLikeSchema,
});
export type Profile = z.infer<typeof profileSchema>;

/** The only keys the owner may change from the client (firestore.rules mirrors it). */
export const PROFILE_OWNER_EDITABLE_KEYS = [
  'name',
  'phone',
  'profession',
  'interests',
  'avatarUrl',
  'partnerPrompt',
  'updatedAt',
  'firstAccess',
  'cancelled',
  'notificationsReadAt',
  'emailPreferences',
  'lastActiveOn',
] as const;

/**
 * Profile screen form. Phone is optional in the data model, so an empty phone is accepted;
 * a typed phone needs 10 characters. The password block is optional: filling the new password
 * requires the current one, 6+ characters and a matching confirmation.
 */
export const profileFormSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(PROFILE_NAME_MIN_LENGTH, profileMessages.nameMin)
      .max(SHORT_TEXT_MAX_LENGTH),
    email: z.email(profileMessages.invalidEmail).max(EMAIL_MAX_LENGTH),
    phone: z
      .string()
      .trim()
      .refine((v) => v === '' || v.length >= PROFILE_PHONE_MIN_LENGTH, {
        error: profileMessages.phoneMin,
      }),
    profession: z.string().trim().max(SHORT_TEXT_MAX_LENGTH),
    interests: z.array(z.string()).max(THEMES_MAX_COUNT),
    avatarUrl: z.string().max(URL_MAX_LENGTH).optional(),
    currentPassword: z.string(),
    newPassword: z.string(),
    confirmPassword: z.string(),
  })
  .superRefine((form, ctx) => {
    if (form.newPassword === '') return;
    if (form.currentPassword === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['currentPassword'],
        message: profileMessages.currentPasswordRequired,
      });
    }
    if (form.newPassword.length < PASSWORD_MIN_LENGTH) {
      ctx.addIssue({
        code: 'custom',
        path: ['newPassword'],
        message: profileMessages.newPasswordMin,
      });
    }
    if (form.confirmPassword !== form.newPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: profileMessages.passwordsDontMatch,
      });
    }
  });
export type ProfileFormValues = z.infer<typeof profileFormSchema>;

export function roleLabel(role: string): string {
  return role === 'ADMIN' ? profileMessages.roleLabelAdmin : profileMessages.roleLabelStudent;
}
