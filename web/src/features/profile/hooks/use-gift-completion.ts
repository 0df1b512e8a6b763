import { WELCOME_TOAST_MS } from '@app/domain';
import { FirebaseError } from 'firebase/app';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFunctions } from 'reactfire';
import { useToast } from '@/components/feedback/use-toast';
import { paths } from '@/config/paths';
import { buildCheckoutUrl, reserveCheckoutTab, type CheckoutPrefill } from '@/lib/checkout';
import { completePartnerRegistration } from '../api/complete-partner-registration';
import { giftDialogMessages, profileToasts } from '../messages';

/** The plan a gifted user subscribes to: the single plan of the sales page (spec §1, §9). */
const GIFT_PLAN = 'fundador' as const;

function errorDescription(error: unknown): string {
  // Callable errors carry the function's pt-BR message (HttpsError); anything else is generic.
  return error instanceof FirebaseError && error.code.startsWith('functions/')
    ? error.message
    : profileToasts.tryAgain;
}

/**
 * The two ends of the partner-gift journey (spec §4):
 * - a temporary PARTNER user completes registration: 30-day access starts, welcome toast, and
 *   the dashboard opens (the guard no longer holds them on the profile);
 * - a temporary NON-partner user accepts the gift dialog: firstAccess turns false and the
 *   checkout opens in a new tab with their name, e-mail and phone.
 */
export function useGiftCompletion() {
  const functions = useFunctions();
  const toast = useToast();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const completeAsPartner = useCallback(
    async (name: string): Promise<boolean> => {
      setBusy(true);
      try {
        const result = await completePartnerRegistration(functions);
        if (result.outcome === 'completed') {
          toast({
            title: profileToasts.partnerWelcomeTitle(name),
            description: profileToasts.partnerWelcomeDescription,
            variant: 'success',
            durationMs: WELCOME_TOAST_MS,
          });
        }
        await navigate(paths.dashboard.root.getHref());
        return true;
      } catch (error) {
        console.error('Falha ao completar cadastro de parceiro', error);
        toast({
          title: profileToasts.genericErrorTitle,
          description: errorDescription(error),
          variant: 'error',
        });
        return false;
      } finally {
        setBusy(false);
      }
    },
    [functions, toast, navigate],
  );

  /** Must run inside the click: the checkout tab is reserved before the first await. */
  const acceptGift = useCallback(
    async (prefill: CheckoutPrefill): Promise<boolean> => {
      const tab = reserveCheckoutTab(giftDialogMessages.checkoutWaiting);
      setBusy(true);
      try {
        await completePartnerRegistration(functions);
        tab.go(buildCheckoutUrl(GIFT_PLAN, prefill));
        toast({
          title: profileToasts.giftAcceptedTitle,
          description: profileToasts.giftAcceptedDescription,
          variant: 'success',
        });
        return true;
      } catch (error) {
        tab.cancel();
        console.error('Falha ao aceitar presente', error);
        toast({
          title: profileToasts.genericErrorTitle,
          description: errorDescription(error),
          variant: 'error',
        });
        return false;
      } finally {
        setBusy(false);
      }
    },
    [functions, toast],
  );

  return { completeAsPartner, acceptGift, busy };
}
