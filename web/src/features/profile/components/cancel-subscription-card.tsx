import { Button } from '@mui/material';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { useCancelSubscription } from '../hooks/use-cancel-subscription';
import { cancelSubscriptionMessages as m } from '../messages';
import { ProfileSection } from './profile-section';

/** Cancel-subscription button with its confirmation (hidden for admins). */
export function CancelSubscriptionCard() {
  const [confirming, setConfirming] = useState(false);
  const { cancel, cancelling } = useCancelSubscription();

  return (
    <ProfileSection
      title={m.sectionTitle}
      help={m.sectionDescription}
      outside={
        <ConfirmDialog
          open={confirming}
          title={m.dialogTitle}
          text={m.dialogDescription}
          confirmLabel={m.confirm}
          busyLabel={m.confirming}
          cancelLabel={m.keep}
          busy={cancelling}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void cancel().then((cancelled) => cancelled && setConfirming(false))}
        />
      }
    >
      <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
        {m.button}
      </Button>
    </ProfileSection>
  );
}
