// The commercial settings of the public site: one checkout URL per plan key, the upsell page's
// checkout widget and the support contacts. Read from Vite env with defaults (docs/configuration.md
// lists them). Checked by hand rather than with zod: this module is part of the sales page's first
// load, and these few checks are all it needs.
import { LEAD_EMAIL_PATTERN, type PlanKey } from '@app/domain';
import { commerceDefaults as defaults } from './commerce-defaults';

type Env = Record<string, unknown>;

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** The e-mail shape the rules and the lead form share. */
const isEmail = (value: string) => LEAD_EMAIL_PATTERN.test(value);
/** International format, digits only (country 55 + area code + number), as wa.me expects. */
const isWhatsApp = (value: string) => /^[0-9]{12,13}$/.test(value);

/**
 * The settings from `env` (Vite turns `VITE_X=` into '', which counts as unset so the default
 * applies), or an error naming every invalid one.
 */
export function readCommerceSettings(env: Env) {
  const invalid: string[] = [];
  function read(name: string, valid: (value: string) => boolean, fallback: string): string;
  function read(name: string, valid: (value: string) => boolean): string | undefined;
  function read(name: string, valid: (value: string) => boolean, fallback?: string) {
    const raw = env[name];
    const value = typeof raw === 'string' && raw !== '' ? raw : fallback;
    if (value !== undefined && !valid(value)) invalid.push(name);
    return value;
  }
  const fundador = read(
    'VITE_CHECKOUT_URL_FUNDADOR',
    isHttpUrl,
    defaults.VITE_CHECKOUT_URL_FUNDADOR,
  );
  const settings = {
    checkoutUrls: {
      fundador,
      mensal: read('VITE_CHECKOUT_URL_MENSAL', isHttpUrl, defaults.VITE_CHECKOUT_URL_MENSAL),
    } satisfies Record<PlanKey, string>,
    /** The founders' upsell offer; falls back to the fundador checkout. */
    upsellCheckoutUrl: read('VITE_UPSELL_CHECKOUT_URL', isHttpUrl) ?? fundador,
    upsellWidgetScriptUrl: read(
      'VITE_UPSELL_WIDGET_SCRIPT_URL',
      isHttpUrl,
      defaults.VITE_UPSELL_WIDGET_SCRIPT_URL,
    ),
    supportEmail: read('VITE_SUPPORT_EMAIL', isEmail, defaults.VITE_SUPPORT_EMAIL),
    supportWhatsApp: read('VITE_SUPPORT_WHATSAPP', isWhatsApp, defaults.VITE_SUPPORT_WHATSAPP),
  };
  if (invalid.length) {
    throw new Error(`Configuração comercial inválida (.env): ${invalid.join(', ')}`);
  }
  return settings;
}

export const commerce = readCommerceSettings(import.meta.env);

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
