import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageLoader } from '@/components/feedback/page-loader';
import { useToast } from '@/lib/use-toast';
import { paths } from '@/config/paths';
import {
  clearLeavingDashboard,
  mustCompleteRegistration,
  useLeavingDashboard,
  useSession,
} from '@/lib/session';
import { useAccessEnforcement } from '../hooks/use-access-enforcement';
import { useFirstLogin } from '../hooks/use-first-login';

type DeniedToast = { title: string; description: string };

type Props = {
  children: ReactNode;
  /** Whether the page on screen is admin-only (the app reads it from the route table). */
  adminOnly?: boolean;
  /** What a non-admin sent away from that page is told, where the page has a message. */
  deniedToast?: DeniedToast;
};

/**
 * Everything under /dashboard passes here (docs/product.md, "Papéis e acesso"):
 * signed out -> /login?redirectTo=<here>; no access -> /acesso-expirado (signed out);
 * temporary student with incomplete registration -> /dashboard/perfil (replace);
 * non-admin on an admin page -> /dashboard; first login -> welcome and /dashboard/perfil.
 */
export function DashboardGuard({ children, adminOnly = false, deniedToast }: Props) {
  const session = useSession();
  const location = useLocation();
  const leaving = useAccessEnforcement(session);
  const leavingOnPurpose = useLeavingDashboard();
  useFirstLogin(session, leaving);
  // Unmounting means a navigation out of the dashboard has landed.
  useEffect(() => clearLeavingDashboard, []);

  if (session.status === 'loading' || leaving) return <PageLoader />;
  if (session.status === 'signed-out' && leavingOnPurpose) return <PageLoader />;
  if (session.status === 'signed-out') {
    const here = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.login.getHref(here)} replace />;
  }
  const profilePath = paths.dashboard.profile.getHref();
  if (mustCompleteRegistration(session) && location.pathname !== profilePath) {
    return <Navigate to={profilePath} replace />;
  }
  if (!session.isAdmin && adminOnly) return <AdminOnlyRedirect toast={deniedToast} />;
  return children;
}

/** Back to /dashboard, with the 'Acesso negado' toast where the page has one. */
function AdminOnlyRedirect({ toast }: { toast: DeniedToast | undefined }) {
  const showToast = useToast();
  const shown = useRef(false);
  useEffect(() => {
    if (!toast || shown.current) return;
    shown.current = true;
    showToast({ ...toast, variant: 'error' });
  }, [toast, showToast]);
  return <Navigate to={paths.dashboard.root.getHref()} replace />;
}
