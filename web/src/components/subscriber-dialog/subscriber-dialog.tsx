import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LockIcon from '@mui/icons-material/Lock';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
} from '@mui/material';
import type { PlanKey } from '@app/domain';
import { useState } from 'react';
import { buildCheckoutUrl, reserveCheckoutTab } from '@/lib/checkout';
import { useSession } from '@/lib/session';
import { subscriberDialogMessages as m } from './messages';

type SubscriberDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The plan offered; the sales page's single plan unless a screen says otherwise. */
  planKey?: PlanKey;
};

/** Digits only: the checkout's prefilled phone takes no formatting. */
const digitsOnly = (phone: string | null | undefined) => (phone ?? '').replace(/\D/g, '');

/**
 * Shown when a non-subscriber opens subscriber-only content: the benefits, the checkout
 * in a new tab prefilled with the profile's name, e-mail and phone, or 'Entendi' to close.
 */
export function SubscriberDialog({ open, onClose, planKey = 'fundador' }: SubscriberDialogProps) {
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const user = session.status === 'ready' ? session.user : null;

  const subscribe = () => {
    // The tab is opened inside the click (popup blockers); it is pointed at the checkout next.
    const tab = reserveCheckoutTab(m.redirecting);
    setBusy(true);
    try {
      tab.go(
        buildCheckoutUrl(planKey, {
          name: user?.name,
          email: user?.email,
          phone: digitsOnly(user?.phone),
        }),
      );
      // Stays 'Redirecionando...' while the dialog fades out; reset when it opens again.
      onClose();
    } catch (error) {
      tab.cancel();
      setBusy(false);
      console.error('Falha ao abrir o checkout', error);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      slotProps={{ transition: { onEnter: () => setBusy(false) } }}
      aria-labelledby="subscriber-dialog-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle
        id="subscriber-dialog-title"
        sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
      >
        <LockIcon color="secondary" aria-hidden />
        {m.title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{m.description}</DialogContentText>
        <List dense>
          {m.benefits.map((benefit) => (
            <ListItem key={benefit} disableGutters>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <CheckCircleIcon color="success" fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={benefit} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        <Button onClick={onClose} disabled={busy}>
          {m.dismiss}
        </Button>
        <Button variant="contained" onClick={subscribe} disabled={busy}>
          {busy ? m.redirecting : m.subscribe}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
