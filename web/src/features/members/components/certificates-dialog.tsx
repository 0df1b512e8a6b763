import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  certificateMessages as t,
  formatCertificateCode,
  longPtBrDate,
  readCallableError,
  revokeCertificateInputSchema,
} from '@app/domain';
import { useState } from 'react';
import { ReadView } from '@/components/feedback/read-view';
import { useRead } from '@/lib/use-read';
import { useToast } from '@/lib/use-toast';
import {
  memberCertificates,
  revokeMemberCertificate,
  type MemberCertificateRow,
} from '../api/member-certificates';
import type { MemberRow } from '../api/members-list';

/** 'Certificados' of a member (admins): each with its code and state, and 'Revogar' with a reason. */
export function CertificatesDialog({
  member,
  onClose,
}: {
  member: MemberRow;
  onClose: () => void;
}) {
  const certificates = useRead(memberCertificates(member.id));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t.consoleTitle(member.name)}</DialogTitle>
      <DialogContent>
        <ReadView
          read={certificates}
          loadingLabel={t.consoleLoading}
          error={t.myLoadError}
          empty={t.consoleEmpty}
        >
          {(rows) => (
            <List aria-label={t.consoleTitle(member.name)}>
              {rows.map((certificate) => (
                <CertificateRow
                  key={certificate.id}
                  uid={member.id}
                  certificate={certificate}
                  onRevoked={certificates.retry}
                />
              ))}
            </List>
          )}
        </ReadView>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.close}</Button>
      </DialogActions>
    </Dialog>
  );
}

function CertificateRow(props: {
  uid: string;
  certificate: MemberCertificateRow;
  onRevoked: () => void;
}) {
  const { certificate } = props;
  const toast = useToast();
  const [revoking, setRevoking] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    const input = { uid: props.uid, courseId: certificate.courseId, reason };
    const parsed = revokeCertificateInputSchema.safeParse(input);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t.revokeError);
      return;
    }
    setBusy(true);
    try {
      await revokeMemberCertificate(parsed.data);
      toast({ title: t.revokedToast, variant: 'success' });
      props.onRevoked();
    } catch (cause) {
      console.error(t.revokeError, cause);
      toast({
        title: t.revokeError,
        description: readCallableError(cause)?.message ?? t.revokeError,
        variant: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <ListItem divider alignItems="flex-start" aria-label={certificate.courseTitle}>
      <Box sx={{ flex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600 }}>{certificate.courseTitle}</Typography>
          {certificate.revokedAt ? <Chip size="small" color="error" label={t.revoked} /> : null}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {formatCertificateCode(certificate.code)} · {t.hoursValue(certificate.hours)} ·{' '}
          {longPtBrDate(certificate.completedOn)}
        </Typography>
        {certificate.revokedAt ? (
          <Typography variant="body2" color="text.secondary">
            {certificate.revokedReason}
          </Typography>
        ) : revoking ? (
          <Stack spacing={1} sx={{ mt: 1 }}>
            <TextField
              label={t.revokeReason}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setError(null);
              }}
              error={error !== null}
              helperText={error ?? ' '}
              size="small"
              autoFocus
              multiline
            />
            <Stack direction="row" spacing={1}>
              <Button
                size="small"
                color="error"
                variant="contained"
                disabled={busy}
                onClick={() => void confirm()}
              >
                {t.confirmRevoke}
              </Button>
              <Button size="small" disabled={busy} onClick={() => setRevoking(false)}>
                {t.cancel}
              </Button>
            </Stack>
          </Stack>
        ) : (
          <Button size="small" color="error" onClick={() => setRevoking(true)} sx={{ mt: 0.5 }}>
            {t.revoke}
          </Button>
        )}
      </Box>
    </ListItem>
  );
}
