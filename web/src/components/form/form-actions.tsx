import { Button, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

type FormActionsProps = {
  busy: boolean;
  /** The submit button's label, already switched to its '...ando' form while busy. */
  submitLabel: string;
  cancelTo: string;
  cancelLabel: string;
};

/** A page form's submit button and its 'Cancelar' link, side by side (stacked on phones). */
export function FormActions({ busy, submitLabel, cancelTo, cancelLabel }: FormActionsProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {submitLabel}
      </Button>
      <Button component={RouterLink} to={cancelTo} size="large" color="inherit" disabled={busy}>
        {cancelLabel}
      </Button>
    </Stack>
  );
}
