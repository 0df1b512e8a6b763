// The external checkout's address with the buyer's data prefilled, and the tab it opens in,
// without the commercial settings (and their zod check): the sales page's small lead script uses
// this with the checkout address the page carries. checkout.ts adds the configured addresses.
import { PHONE_COUNTRY_PREFIX } from '@app/domain';

export type CheckoutPrefill = {
  name?: string | null;
  email?: string | null;
  /** As typed or stored: "(11) 98765-4321", "11987654321" or "5511987654321". */
  phone?: string | null;
};

/**
 * The query parameters added to the checkout URL (documented in docs/configuration.md).
 * Empty values are left out, so the checkout never shows a blank prefilled field.
 */
export const CHECKOUT_PARAMS = {
  name: 'name',
  email: 'email',
  /** Full number with the country prefix: 55 + area code + number, digits only. */
  phone: 'phone',
  /** Area code (DDD), 2 digits. */
  phoneAreaCode: 'phone_area_code',
  /** Number without country or area code, 8 or 9 digits. */
  phoneNumber: 'phone_number',
} as const;

export type SplitPhone = { full: string; areaCode: string; number: string };

/**
 * A Brazilian phone split for the checkout, or null when it is not a 10/11-digit number
 * (optionally already prefixed with 55).
 */
export function splitBrazilianPhone(phone: string | null | undefined): SplitPhone | null {
  let digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length > 11 && digits.startsWith(PHONE_COUNTRY_PREFIX)) {
    digits = digits.slice(PHONE_COUNTRY_PREFIX.length);
  }
  if (digits.length < 10 || digits.length > 11) return null;
  return {
    full: `${PHONE_COUNTRY_PREFIX}${digits}`,
    areaCode: digits.slice(0, 2),
    number: digits.slice(2),
  };
}

/** `baseUrl` with the prefill parameters added (parameters already in it are kept). */
export function withCheckoutPrefill(baseUrl: string, prefill: CheckoutPrefill): string {
  const url = new URL(baseUrl);
  const set = (key: string, value: string | null | undefined) => {
    const trimmed = value?.trim();
    if (trimmed) url.searchParams.set(key, trimmed);
  };
  set(CHECKOUT_PARAMS.name, prefill.name);
  set(CHECKOUT_PARAMS.email, prefill.email?.toLowerCase());
  const phone = splitBrazilianPhone(prefill.phone);
  if (phone) {
    set(CHECKOUT_PARAMS.phone, phone.full);
    set(CHECKOUT_PARAMS.phoneAreaCode, phone.areaCode);
    set(CHECKOUT_PARAMS.phoneNumber, phone.number);
  }
  return url.toString();
}

export type CheckoutTab = {
  /** Sends the reserved tab to the checkout (or this tab, if the browser blocked the new one). */
  go: (url: string) => void;
  /** Closes the reserved tab (the purchase was abandoned before the redirect). */
  cancel: () => void;
};

/**
 * Opens the new tab synchronously, inside the click, and navigates it later. Browsers (Safari
 * above all) block `window.open` after an `await`, and the lead is saved before the redirect, so
 * the tab is reserved first and shows `waitingText` until `go()`.
 */
export function reserveCheckoutTab(waitingText: string): CheckoutTab {
  const tab = window.open('', '_blank');
  if (tab) {
    try {
      tab.document.title = waitingText;
      tab.document.body.style.cssText =
        'margin:0;min-height:100vh;display:grid;place-items:center;background:#141414;' +
        'color:#fff;font:16px system-ui,sans-serif';
      tab.document.body.textContent = waitingText;
    } catch {
      // The blank tab is same-origin; if a browser refuses, it simply stays blank.
    }
  }
  return {
    go(url) {
      if (tab && !tab.closed) {
        // The checkout is another site: it must not be able to script this page.
        tab.opener = null;
        tab.location.replace(url);
      } else {
        window.location.assign(url);
      }
    },
    cancel() {
      if (tab && !tab.closed) tab.close();
    },
  };
}
