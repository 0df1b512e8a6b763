import { partnerTimeline } from '@app/domain';
import { useSession, type CurrentUser } from '@/lib/session';
import { ExpiryDialog } from './components/expiry-dialog';
import { SatisfactionSurveyDialog } from './components/satisfaction-survey-dialog';
import { usePartnerPopups } from './hooks/use-partner-popups';

/**
 * The partner-gift popups (docs/product.md, "Parceiros e presente"), mounted once by the dashboard
 * layout. Renders nothing (and reads nothing) unless the signed-in user is a temporary partner with
 * a completed registration and no plan; only then is partnerSurveys/{uid} listened to.
 */
export function PartnerPopups() {
  const session = useSession();
  if (session.status !== 'ready') return null;
  // partnerTimeline's eligibility does not depend on the date, so any "now" answers it.
  if (!partnerTimeline(session.user, new Date())) return null;
  return <PartnerPopupsFor key={session.user.id} user={session.user} />;
}

function PartnerPopupsFor({ user }: { user: CurrentUser }) {
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
