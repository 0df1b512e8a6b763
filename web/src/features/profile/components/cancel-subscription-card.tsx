import {
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useState } from 'react';
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
      <Dialog
        open={confirming}
        onClose={() => (cancelling ? undefined : setConfirming(false))}
        aria-labelledby="cancel-subscription-title"
      >
        <DialogTitle id="cancel-subscription-title">{m.dialogTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{m.dialogDescription}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={cancelling}>
            {m.keep}
          </Button>
          <Button
            color="error"
            variant="contained"
            disabled={cancelling}
            onClick={async () => {
              if (await cancel()) setConfirming(false);
            }}
          >
            {cancelling ? m.confirming : m.confirm}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
