// The commercial settings of the public site: one checkout URL per plan
// key, the upsell page's checkout widget and the support contacts. Read from Vite env with
// defaults (docs/configuration.md lists them). zod/mini, like env.ts, because this module is part
// of the public pages' first load.
import type { PlanKey } from '@app/domain';
import * as z from 'zod/mini';
import { commerceDefaults as defaults } from './commerce-defaults';

const httpUrl = z.url({ protocol: /^https?$/ });
const url = (fallback: string) => z._default(httpUrl, fallback);

const commerceSchema = z.object({
  VITE_CHECKOUT_URL_FUNDADOR: url(defaults.VITE_CHECKOUT_URL_FUNDADOR),
  VITE_CHECKOUT_URL_MENSAL: url(defaults.VITE_CHECKOUT_URL_MENSAL),
  /** The founders' upsell offer; falls back to the fundador checkout. */
  VITE_UPSELL_CHECKOUT_URL: z.optional(httpUrl),
  VITE_UPSELL_WIDGET_SCRIPT_URL: url(defaults.VITE_UPSELL_WIDGET_SCRIPT_URL),
  VITE_SUPPORT_EMAIL: z._default(z.email(), defaults.VITE_SUPPORT_EMAIL),
  /** International format, digits only (country 55 + area code + number), as wa.me expects. */
  VITE_SUPPORT_WHATSAPP: z._default(
    z.string().check(z.regex(/^[0-9]{12,13}$/)),
    defaults.VITE_SUPPORT_WHATSAPP,
  ),
});

// Vite turns `VITE_X=` into '' — treat an empty variable as unset so its default applies.
const raw = Object.fromEntries(Object.entries(import.meta.env).filter(([, value]) => value !== ''));
const parsed = commerceSchema.safeParse(raw);
if (!parsed.success) {
  throw new Error(`Configuração comercial inválida (.env): ${z.prettifyError(parsed.error)}`);
}
const vars = parsed.data;

export const commerce = {
  checkoutUrls: {
    fundador: vars.VITE_CHECKOUT_URL_FUNDADOR,
    mensal: vars.VITE_CHECKOUT_URL_MENSAL,
  } satisfies Record<PlanKey, string>,
  upsellCheckoutUrl: vars.VITE_UPSELL_CHECKOUT_URL ?? vars.VITE_CHECKOUT_URL_FUNDADOR,
  upsellWidgetScriptUrl: vars.VITE_UPSELL_WIDGET_SCRIPT_URL,
  supportEmail: vars.VITE_SUPPORT_EMAIL,
  supportWhatsApp: vars.VITE_SUPPORT_WHATSAPP,
} as const;

/** wa.me link that opens a chat with support, optionally with a first message typed in. */
export function supportWhatsAppHref(text?: string): string {
  const query = text ? `?text=${encodeURIComponent(text)}` : '';
  return `https://wa.me/${commerce.supportWhatsApp}${query}`;
}

/** mailto: link to support, optionally with a subject. */
export function supportEmailHref(subject?: string): string {
  const query = subject ? `?subject=${encodeURIComponent(subject)}` : '';
  return `mailto:${commerce.supportEmail}${query}`;
}
