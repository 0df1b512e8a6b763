import { readCallableError, WELCOME_TOAST_MS } from '@app/domain';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useToast } from '@/lib/use-toast';
import { paths } from '@/config/paths';
import { buildCheckoutUrl, reserveCheckoutTab, type CheckoutPrefill } from '@/lib/checkout';
import { mustCompleteRegistration, useSession } from '@/lib/session';
import { completePartnerRegistration } from '../api/complete-partner-registration';
import { giftDialogMessages, profileToasts } from '../messages';

/** The plan a gifted user subscribes to: the single plan of the sales page. */
const GIFT_PLAN = 'fundador' as const;

/**
 * Codes whose message is the SDK's, not the function's ('internal [0]' when the request never
 * got an answer, e.g. offline): those get the caller's pt-BR fallback instead.
 */
const SDK_ONLY_CODES = new Set([
  'internal',
  'unavailable',
  'deadline-exceeded',
  'unknown',
  'cancelled',
]);

/** The function's pt-BR message (HttpsError), or `fallback` for anything else. */
export function giftErrorDescription(error: unknown, fallback: string): string {
  const info = readCallableError(error);
  return info && info.message && !SDK_ONLY_CODES.has(info.code) ? info.message : fallback;
}

/** The gift's checkout, prefilled with the user's data (also the profile's 'Abrir checkout'). */
export function giftCheckoutUrl(prefill: CheckoutPrefill): string {
  return buildCheckoutUrl(GIFT_PLAN, prefill);
}

const DASHBOARD_MARK = 'dashboardAfterRegistration';

function hasDashboardMark(state: unknown): boolean {
  return typeof state === 'object' && state !== null && DASHBOARD_MARK in state;
}

/** What accepting the gift gave: done, or the pt-BR reason to show in the dialog. */
export type GiftAcceptance = { ok: true } | { ok: false; message: string };

/**
 * The two ends of the partner-gift journey:
 * - a temporary PARTNER user completes registration: 30-day access starts, welcome toast, and
 *   the dashboard opens (the guard no longer holds them on the profile);
 * - a temporary NON-partner user accepts the gift dialog: firstAccess turns false and the
 *   checkout opens in a new tab with their name, e-mail and phone.
 */
export function useGiftCompletion() {
  const toast = useToast();
  const navigate = useNavigate();
  const session = useSession();
  const location = useLocation();
  const [busy, setBusy] = useState(false);

  // The callable answers before the profile listener brings registrationComplete: navigating at
  // once would meet the guard still holding the user on the profile, which sends them back. So
  // the profile entry is marked, and the dashboard opens once the session lets the user through.
  // The mark lives in the history entry because the page remounts when the sidebar appears.
  const held = mustCompleteRegistration(session);
  const dashboardNext = hasDashboardMark(location.state);
  useEffect(() => {
    if (!dashboardNext || held) return;
    void navigate(paths.dashboard.root.getHref(), { replace: true });
  }, [dashboardNext, held, navigate]);

  const completeAsPartner = useCallback(
    async (name: string): Promise<boolean> => {
      setBusy(true);
      try {
        const result = await completePartnerRegistration();
        if (result.outcome === 'completed') {
          toast({
            title: profileToasts.partnerWelcomeTitle(name),
            description: profileToasts.partnerWelcomeDescription,
            variant: 'success',
            durationMs: WELCOME_TOAST_MS,
          });
        }
        await navigate(paths.dashboard.profile.getHref(), {
          replace: true,
          state: { [DASHBOARD_MARK]: true },
        });
        return true;
      } catch (error) {
        console.error('Falha ao completar cadastro de parceiro', error);
        toast({
          title: profileToasts.genericErrorTitle,
          description: giftErrorDescription(error, profileToasts.tryAgain),
          variant: 'error',
        });
        return false;
      } finally {
        setBusy(false);
      }
    },
    [toast, navigate],
  );

  /**
   * Must run inside the click: the checkout tab is reserved before the first await. A failure is
   * not toasted: the dialog shows it, with 'Tentar novamente' and 'Fechar'.
   */
  const acceptGift = useCallback(
    async (prefill: CheckoutPrefill): Promise<GiftAcceptance> => {
      const tab = reserveCheckoutTab(giftDialogMessages.checkoutWaiting);
      setBusy(true);
      try {
        await completePartnerRegistration();
        tab.go(giftCheckoutUrl(prefill));
        toast({
          title: profileToasts.giftAcceptedTitle,
          description: profileToasts.giftAcceptedDescription,
          variant: 'success',
        });
        return { ok: true };
      } catch (error) {
        tab.cancel();
        console.error('Falha ao aceitar presente', error);
        return {
          ok: false,
          message: giftErrorDescription(error, giftDialogMessages.errorFallback),
        };
      } finally {
        setBusy(false);
      }
    },
    [toast],
  );

  return { completeAsPartner, acceptGift, busy };
}
