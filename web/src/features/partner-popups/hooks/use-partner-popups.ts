import type { PartnerSurveyFormValues } from '@app/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useToast } from '@/lib/use-toast';
import type { CurrentUser } from '@/lib/session';
import { clearRemindAfter, markContinued, remindLater } from '../api/partner-prompt';
import { useRead } from '@/lib/use-read';
import { partnerSurveyAnswered, savePartnerSurvey } from '../api/partner-survey';
import { expiryMessages, surveyMessages } from '../messages';
import {
  partnerPopupView,
  type PartnerPopupKind,
  type PartnerPopupView,
  type PopupDismissals,
} from './partner-popup-view';
import { usePartnerPopupClock } from './use-partner-popup-clock';

export type PartnerPopupsState = {
  view: PartnerPopupView;
  busy: boolean;
  /** Close without answering; offered again at the next hourly check. */
  dismiss: (kind: PartnerPopupKind) => void;
  submitSurvey: (values: PartnerSurveyFormValues) => Promise<boolean>;
  continueAccess: () => Promise<void>;
  remindMeLater: () => Promise<void>;
};

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The partner popups' state and actions for one signed-in partner user. */
export function usePartnerPopups(user: CurrentUser): PartnerPopupsState {
  const toast = useToast();
  const now = usePartnerPopupClock();
  // Unknown while loading or when the read fails: the survey is then not offered rather than
  // offered twice.
  const survey = useRead(partnerSurveyAnswered(user.id));
  const hasSurvey = survey.status === 'ready' ? survey.data : undefined;
  const [dismissals, setDismissals] = useState<PopupDismissals>({});
  const [busy, setBusy] = useState(false);
  const view = partnerPopupView(user, hasSurvey, now, dismissals);

  // Clear an expired remind-later time once per stored value (the write echoes back through
  // the live profile; without the guard a slow echo would trigger a second write).
  const remindAfterMs = user.partnerPrompt?.remindAfter?.toDate().getTime() ?? null;
  const clearedFor = useRef<number | null>(null);
  useEffect(() => {
    if (!view.clearRemindAfter || remindAfterMs === null || clearedFor.current === remindAfterMs)
      return;
    clearedFor.current = remindAfterMs;
    clearRemindAfter(user.id).catch((error: unknown) =>
      console.error('Falha ao limpar lembrete do parceiro', error),
    );
  }, [view.clearRemindAfter, remindAfterMs, user.id]);

  // Closed "in" the current tick: hidden until the clock's next hourly reading.
  const dismiss = useCallback(
    (kind: PartnerPopupKind) => setDismissals((d) => ({ ...d, [kind]: now.getTime() })),
    [now],
  );

  const submitSurvey = useCallback(
    async (values: PartnerSurveyFormValues) => {
      try {
        await savePartnerSurvey(user.id, values);
      } catch (error) {
        console.error('Falha ao salvar avaliação', error);
        toast({
          title: surveyMessages.errorTitle,
          description: surveyMessages.saveError(errorText(error)),
          variant: 'error',
        });
        return false;
      }
      toast({
        title: surveyMessages.successTitle,
        description: surveyMessages.successDescription,
        variant: 'success',
      });
      return true;
    },
    [user.id, toast],
  );

  const expiryChoice = useCallback(
    async (write: () => Promise<void>, title: string, description: string) => {
      setBusy(true);
      try {
        await write();
        // The stored choice hides the modal; this hides it before the write's echo arrives.
        dismiss('expiry');
        toast({ title, description, variant: 'success' });
      } catch (error) {
        console.error('Falha ao salvar escolha do parceiro', error);
        toast({
          title: expiryMessages.errorTitle,
          description: expiryMessages.errorDescription,
          variant: 'error',
        });
      } finally {
        setBusy(false);
      }
    },
    [dismiss, toast],
  );

  const continueAccess = useCallback(
    () =>
      expiryChoice(
        () => markContinued(user.id),
        expiryMessages.continueTitle,
        expiryMessages.continueDescription,
      ),
    [expiryChoice, user.id],
  );

  const remindMeLater = useCallback(
    () =>
      expiryChoice(
        () => remindLater(user.id, new Date()),
        expiryMessages.remindLaterTitle,
        expiryMessages.remindLaterDescription,
      ),
    [expiryChoice, user.id],
  );

  return { view, busy, dismiss, submitSurvey, continueAccess, remindMeLater };
}
