import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
} from '@mui/material';
import {
  callableErrorMessage,
  PLAN_KEYS,
  SAO_PAULO_TIME_ZONE,
  updateMembershipInputSchema,
} from '@app/domain';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormCheckbox } from '@/components/form/form-checkbox';
import { FormTextField } from '@/components/form/form-text-field';
import { useToast } from '@/lib/use-toast';
import { saveMembership } from '../api/member-history';
import type { MemberRow } from '../api/members-list';
import { memberAccessMessages as t, membersPageMessages } from '../messages';

/** Prefix of the dialog's input ids. */
const ID = 'manage-access';

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

/** The dialog's fields as the updateMembership contract reads them ('' = no plan, no end date). */
const manageAccessFormSchema = z.object({
  plan: z
    .string()
    .transform((plan) => PLAN_KEYS.find((key) => key === plan) ?? null)
    .pipe(updateMembershipInputSchema.shape.plan),
  accessUntil: z
    .string()
    .transform((day) => day || null)
    .pipe(updateMembershipInputSchema.shape.accessUntil),
  reactivate: updateMembershipInputSchema.shape.reactivate,
});

type ManageAccessDialogProps = { member: MemberRow; onClose: () => void };

/** 'Gerenciar acesso': plan, last day of access, reactivation; saved by updateMembership. */
export function ManageAccessDialog({ member, onClose }: ManageAccessDialogProps) {
  const toast = useToast();
  const { control, handleSubmit, formState } = useForm<
    z.input<typeof manageAccessFormSchema>,
    unknown,
    z.output<typeof manageAccessFormSchema>
  >({
    resolver: zodResolver(manageAccessFormSchema),
    defaultValues: {
      plan: member.plan,
      accessUntil: lastDayOf(member.validUntil),
      reactivate: false,
    },
  });
  const busy = formState.isSubmitting;

  const save = handleSubmit(async (values) => {
    try {
      const result = await saveMembership({ uid: member.id, ...values });
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
    }
  });

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t.title(member.name)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <FormTextField
            control={control}
            idPrefix={ID}
            name="plan"
            select
            label={t.planLabel}
            disabled={busy}
          >
            <MenuItem value="">{membersPageMessages.noPlan}</MenuItem>
            {PLAN_KEYS.map((key) => (
              <MenuItem key={key} value={key}>
                {membersPageMessages.planLabels[key] ?? key}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField
            control={control}
            idPrefix={ID}
            name="accessUntil"
            type="date"
            label={t.untilLabel}
            helperText={t.untilHint}
            disabled={busy}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          {member.cancelled ? (
            <FormCheckbox
              control={control}
              name="reactivate"
              label={t.reactivate}
              disabled={busy}
            />
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} color="inherit">
          {t.cancel}
        </Button>
        <Button variant="contained" onClick={(event) => void save(event)} disabled={busy}>
          {busy ? t.saving : t.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
