import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { callableErrorMessage, PLAN_KEYS, SAO_PAULO_TIME_ZONE } from '@app/domain';
import { useState } from 'react';
import { useToast } from '@/lib/use-toast';
import { saveMembership } from '../api/member-history';
import type { MemberRow } from '../api/members-list';
import { memberAccessMessages as t, membersPageMessages } from '../messages';

/** The São Paulo calendar day access ends on, as 'YYYY-MM-DD' ('' for no end). */
function lastDayOf(validUntil: Date | null): string {
  if (!validUntil) return '';
  // validUntil is the instant after the last day ends; one millisecond earlier is that day.
  const lastMoment = new Date(validUntil.getTime() - 1);
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: SAO_PAULO_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(lastMoment);
}

type ManageAccessDialogProps = { member: MemberRow; onClose: () => void };

/** 'Gerenciar acesso': plan, last day of access, reactivation; saved by updateMembership. */
export function ManageAccessDialog({ member, onClose }: ManageAccessDialogProps) {
  const toast = useToast();
  const [plan, setPlan] = useState(member.plan);
  const [until, setUntil] = useState(lastDayOf(member.validUntil));
  const [reactivate, setReactivate] = useState(false);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setBusy(true);
    try {
      const result = await saveMembership({
        uid: member.id,
        plan: plan === 'fundador' || plan === 'mensal' ? plan : null,
        accessUntil: until || null,
        reactivate,
      });
      toast(
        result.changed
          ? { title: t.savedTitle, description: member.name, variant: 'success' }
          : { title: t.unchangedTitle, description: t.unchangedDescription },
      );
      onClose();
    } catch (error) {
      toast({
        title: t.errorTitle,
        description: callableErrorMessage(error, t.unknownError),
        variant: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t.title(member.name)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <TextField
            select
            label={t.planLabel}
            value={plan}
            onChange={(event) => setPlan(event.target.value)}
            disabled={busy}
          >
            <MenuItem value="">{membersPageMessages.noPlan}</MenuItem>
            {PLAN_KEYS.map((key) => (
              <MenuItem key={key} value={key}>
                {membersPageMessages.planLabels[key] ?? key}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="date"
            label={t.untilLabel}
            value={until}
            onChange={(event) => setUntil(event.target.value)}
            helperText={t.untilHint}
            disabled={busy}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          {member.cancelled ? (
            <FormControlLabel
              control={
                <Checkbox
                  checked={reactivate}
                  onChange={(event) => setReactivate(event.target.checked)}
                  disabled={busy}
                />
              }
              label={t.reactivate}
            />
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} color="inherit">
          {t.cancel}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy}>
          {busy ? t.saving : t.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
