import type { CurrentUser } from '@/lib/session';
import { ExpiryDialog } from './expiry-dialog';
import { SatisfactionSurveyDialog } from './satisfaction-survey-dialog';
import { usePartnerPopups } from '../hooks/use-partner-popups';

/** The survey and the expiry popup for one eligible partner (loaded only for them). */
export function PartnerPopupDialogs({ user }: { user: CurrentUser }) {
  const popups = usePartnerPopups(user);
  const { open, daysRemaining } = popups.view;
  return (
    <>
      <SatisfactionSurveyDialog
        open={open === 'survey'}
        onSubmit={popups.submitSurvey}
        onDismiss={() => popups.dismiss('survey')}
      />
      <ExpiryDialog
        open={open === 'expiry'}
        daysRemaining={daysRemaining ?? 0}
        busy={popups.busy}
        onContinue={() => void popups.continueAccess()}
        onRemindLater={() => void popups.remindMeLater()}
      />
    </>
  );
}
