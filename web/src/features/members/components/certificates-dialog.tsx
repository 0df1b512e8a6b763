import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Chip, ListItem, Stack, TextField, Typography } from '@mui/material';
import {
  certificateMessages as t,
  formatCertificateCode,
  longPtBrDate,
  readCallableError,
  revokeCertificateInputSchema,
} from '@app/domain';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useRead } from '@/lib/use-read';
import { useToast } from '@/lib/use-toast';
import {
  memberCertificates,
  revokeMemberCertificate,
  type MemberCertificateRow,
} from '../api/member-certificates';
import type { MemberRow } from '../api/members-list';
import { MemberListDialog } from './member-list-dialog';

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
    <MemberListDialog
      title={t.consoleTitle(member.name)}
      read={certificates}
      loadingLabel={t.consoleLoading}
      error={t.myLoadError}
      empty={t.consoleEmpty}
      closeLabel={t.close}
      onClose={onClose}
    >
      {(rows) =>
        rows.map((certificate) => (
          <CertificateRow
            key={certificate.id}
            uid={member.id}
            certificate={certificate}
            onRevoked={certificates.retry}
          />
        ))
      }
    </MemberListDialog>
  );
}

function CertificateRow(props: {
  uid: string;
  certificate: MemberCertificateRow;
  onRevoked: () => void;
}) {
  const { certificate } = props;
  const [revoking, setRevoking] = useState(false);
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
          <RevokeForm
            uid={props.uid}
            courseId={certificate.courseId}
            onRevoked={props.onRevoked}
            onCancel={() => setRevoking(false)}
          />
        ) : (
          <Button size="small" color="error" onClick={() => setRevoking(true)} sx={{ mt: 0.5 }}>
            {t.revoke}
          </Button>
        )}
      </Box>
    </ListItem>
  );
}

/** The reason of a revocation, checked by the revokeCertificate contract. */
const revokeFormSchema = revokeCertificateInputSchema.pick({ reason: true });

/** 'Revogar': the reason, then revokeCertificate; a refusal says why in a toast. */
function RevokeForm(props: {
  uid: string;
  courseId: string;
  onRevoked: () => void;
  onCancel: () => void;
}) {
  const toast = useToast();
  const { control, handleSubmit, clearErrors, formState } = useForm<
    z.input<typeof revokeFormSchema>,
    unknown,
    z.output<typeof revokeFormSchema>
  >({
    resolver: zodResolver(revokeFormSchema),
    defaultValues: { reason: '' },
    // The message stays until the reason is edited (then it clears) or sent again.
    reValidateMode: 'onSubmit',
  });
  const busy = formState.isSubmitting;

  const confirm = handleSubmit(async ({ reason }) => {
    try {
      await revokeMemberCertificate({ uid: props.uid, courseId: props.courseId, reason });
      toast({ title: t.revokedToast, variant: 'success' });
      props.onRevoked();
    } catch (cause) {
      console.error(t.revokeError, cause);
      toast({
        title: t.revokeError,
        description: readCallableError(cause)?.message ?? t.revokeError,
        variant: 'error',
      });
    }
  });

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={(event) => void confirm(event)}
      spacing={1}
      sx={{ mt: 1 }}
    >
      <Controller
        control={control}
        name="reason"
        render={({ field, fieldState }) => (
          <TextField
            label={t.revokeReason}
            name={field.name}
            value={field.value}
            inputRef={field.ref}
            onBlur={field.onBlur}
            onChange={(event) => {
              field.onChange(event);
              clearErrors('reason');
            }}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? ' '}
            size="small"
            autoFocus
            multiline
          />
        )}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" size="small" color="error" variant="contained" disabled={busy}>
          {t.confirmRevoke}
        </Button>
        <Button size="small" disabled={busy} onClick={props.onCancel}>
          {t.cancel}
        </Button>
      </Stack>
    </Stack>
  );
}
