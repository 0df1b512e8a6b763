import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { useToast, type ToastOptions } from '@/lib/use-toast';

/**
 * For a page that cannot be shown (its document is gone, the read failed): says why in a toast,
 * once, and goes to `to`, replacing the page in the history so Back does not return to it.
 */
export function LeaveWithToast({ to, toast }: { to: string; toast: ToastOptions }) {
  const show = useToast();
  const { title, description, variant = 'error' } = toast;
  useEffect(() => {
    show({ title, description, variant });
  }, [show, title, description, variant]);
  return <Navigate to={to} replace />;
}
