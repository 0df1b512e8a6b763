// The defaults of the commercial settings (docs/configuration.md), in one place: commerce.ts
// falls back to them at run time, and the production build refuses the sample ones among them
// (web/build/require-production-settings.ts). No imports, so the Vite config can load it too.

export const commerceDefaults = {
  VITE_CHECKOUT_URL_FUNDADOR: 'https://checkout.example.com/escola-estrategica/fundador',
  VITE_CHECKOUT_URL_MENSAL: 'https://checkout.example.com/escola-estrategica/mensal',
  VITE_UPSELL_WIDGET_SCRIPT_URL: 'https://checkout.hotmart.com/lib/hotmart-checkout-elements.js',
  VITE_SUPPORT_EMAIL: 'suporte@escolaestrategica.com.br',
  /** A sample number (São Paulo area code, 9 0000-0000): nobody answers it. */
  VITE_SUPPORT_WHATSAPP: '5511900000000',
} as const;

/** What to set instead, per variable that must not keep a sample value in production. */
const realValueHint = {
  VITE_CHECKOUT_URL_FUNDADOR: 'a URL real do checkout do plano fundador',
  VITE_CHECKOUT_URL_MENSAL: 'a URL real do checkout do plano mensal',
  VITE_UPSELL_CHECKOUT_URL: 'a URL real do checkout da oferta de upsell (ou remova a variável)',
  VITE_SUPPORT_WHATSAPP: 'o número real do WhatsApp de suporte',
} as const;

type CheckedVariable = keyof typeof realValueHint;

export interface PlaceholderSetting {
  name: CheckedVariable;
  value: string;
  /** pt-BR, names the variable and says what to do. */
  message: string;
}

/** example.com, example.net, example.org and their subdomains are reserved (RFC 2606). */
function isExampleUrl(value: string): boolean {
  try {
    const host = new URL(value).hostname.toLowerCase().replace(/\.$/, '');
    return /(^|\.)example\.(com|net|org)$/.test(host);
  } catch {
    return false;
  }
}

function isPlaceholder(name: CheckedVariable, value: string): boolean {
  if (name === 'VITE_SUPPORT_WHATSAPP') return value === commerceDefaults.VITE_SUPPORT_WHATSAPP;
  return isExampleUrl(value);
}

/**
 * The commercial variables that a production build would ship with a sample value: the
 * example.com checkout URLs and the sample WhatsApp number, whether they come from the defaults
 * or were set explicitly. Any other mode (development, emulator, test) keeps the defaults: [].
 * `env` is what Vite loads (`loadEnv`); an empty variable counts as unset, as in commerce.ts.
 */
export function productionPlaceholders(
  env: Readonly<Record<string, string | undefined>>,
  mode: string,
): PlaceholderSetting[] {
  if (mode !== 'production') return [];
  const given = (name: string) => (env[name] === '' ? undefined : env[name]);
  const effective: Record<CheckedVariable, string | undefined> = {
    VITE_CHECKOUT_URL_FUNDADOR:
      given('VITE_CHECKOUT_URL_FUNDADOR') ?? commerceDefaults.VITE_CHECKOUT_URL_FUNDADOR,
    VITE_CHECKOUT_URL_MENSAL:
      given('VITE_CHECKOUT_URL_MENSAL') ?? commerceDefaults.VITE_CHECKOUT_URL_MENSAL,
    // Unset, it falls back to the fundador checkout, which is checked above.
    VITE_UPSELL_CHECKOUT_URL: given('VITE_UPSELL_CHECKOUT_URL'),
    VITE_SUPPORT_WHATSAPP: given('VITE_SUPPORT_WHATSAPP') ?? commerceDefaults.VITE_SUPPORT_WHATSAPP,
  };
  const found: PlaceholderSetting[] = [];
  for (const name of Object.keys(realValueHint) as CheckedVariable[]) {
    const value = effective[name];
    if (value === undefined || !isPlaceholder(name, value)) continue;
    found.push({
      name,
      value,
      message:
        `${name} ainda é o exemplo (${value}). Defina ${realValueHint[name]} em ` +
        'web/.env.production.local (ou no ambiente do build) antes do build de produção.',
    });
  }
  return found;
}
