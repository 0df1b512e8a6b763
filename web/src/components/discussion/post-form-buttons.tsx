import { Button, Stack } from '@mui/material';

type Props = { submitLabel: string; cancelLabel: string; busy: boolean; onCancel: () => void };

/** The small submit and cancel buttons under a reply box or a post being edited. */
export function PostFormButtons({ submitLabel, cancelLabel, busy, onCancel }: Props) {
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
      <Button type="submit" variant="contained" size="small" disabled={busy}>
        {submitLabel}
      </Button>
      <Button size="small" disabled={busy} onClick={onCancel}>
        {cancelLabel}
      </Button>
    </Stack>
  );
}
