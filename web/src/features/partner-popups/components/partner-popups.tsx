import { lazy, Suspense } from 'react';
import { partnerTimeline } from '@app/domain';
import { useSession } from '@/lib/session';

// Only temporary partners ever see these popups: their forms, validation and the survey's stars
// load for them, not in every member's first load of the dashboard.
const PartnerPopupDialogs = lazy(() =>
  import('./partner-popup-dialogs').then((module) => ({ default: module.PartnerPopupDialogs })),
);

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
  return (
    <Suspense fallback={null}>
      <PartnerPopupDialogs key={session.user.id} user={session.user} />
    </Suspense>
  );
}
