import { Button, Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { useCancelSubscription } from '../hooks/use-cancel-subscription';
import { cancelSubscriptionMessages as m } from '../messages';

/** Cancel-subscription button with its confirmation (hidden for admins). */
export function CancelSubscriptionCard() {
  const [confirming, setConfirming] = useState(false);
  const { cancel, cancelling } = useCancelSubscription();

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {m.sectionTitle}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {m.sectionDescription}
        </Typography>
        <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
          {m.button}
        </Button>
      </CardContent>
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
    </Card>
  );
}
