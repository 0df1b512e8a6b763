import {
  Box,
  Button,
  Chip,
  CircularProgress,
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
import { useReadOnce } from '@/lib/use-read-once';
import { useToast } from '@/lib/use-toast';
import {
  fetchMemberCertificates,
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
  const [version, setVersion] = useState(0);
  const loaded = useReadOnce(`member-certificates:${member.id}:${version}`, () =>
    fetchMemberCertificates(member.id),
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t.consoleTitle(member.name)}</DialogTitle>
      <DialogContent>
        {loaded.status === 'loading' ? (
          <CircularProgress size={24} aria-label={t.consoleLoading} />
        ) : null}
        {loaded.status === 'error' ? (
          <Typography color="error" role="alert">
            {t.myLoadError}
          </Typography>
        ) : null}
        {loaded.status === 'ready' && loaded.data.length === 0 ? (
          <Typography color="text.secondary">{t.consoleEmpty}</Typography>
        ) : null}
        {loaded.status === 'ready' && loaded.data.length > 0 ? (
          <List aria-label={t.consoleTitle(member.name)}>
            {loaded.data.map((certificate) => (
              <CertificateRow
                key={certificate.id}
                uid={member.id}
                certificate={certificate}
                onRevoked={() => setVersion((n) => n + 1)}
              />
            ))}
          </List>
        ) : null}
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
