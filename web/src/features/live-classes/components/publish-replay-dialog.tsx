import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import {
  callableErrorMessage,
  liveLoopMessages,
  publishLiveReplayInputSchema,
  publishLiveReplayMessages as m,
} from '@app/domain';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextField } from '@/components/form/form-text-field';
import { useToast } from '@/lib/use-toast';
import { publishLiveReplay } from '../api/live-class-loop';
import { liveClassPageMessages as t } from '../messages';

const replayFormSchema = publishLiveReplayInputSchema.omit({ liveClassId: true });

/**
 * 'Publicar gravação' (admins, after the end): the video's link and an optional description,
 * then publishLiveReplay, which makes the replay class once and starts the follow-ups.
 */
export function PublishReplayDialog(props: {
  open: boolean;
  live: { id: string; title: string };
  onClose: () => void;
}) {
  const toast = useToast();
  const { control, handleSubmit, formState, reset } = useForm<
    z.input<typeof replayFormSchema>,
    unknown,
    z.output<typeof replayFormSchema>
  >({
    resolver: zodResolver(replayFormSchema),
    defaultValues: { videoUrl: '', description: '' },
  });
  const busy = formState.isSubmitting;
  const close = () => {
    if (busy) return;
    reset();
    props.onClose();
  };

  const submit = handleSubmit(async (values) => {
    try {
      await publishLiveReplay({ liveClassId: props.live.id, ...values });
      toast({
        title: m.published,
        description: liveLoopMessages.replayTitle(props.live.title),
        variant: 'success',
      });
      reset();
      props.onClose();
    } catch (error) {
      console.error(m.failed, error);
      toast({
        title: m.failed,
        description: callableErrorMessage(error, m.failed),
        variant: 'error',
      });
    }
  });

  return (
    <Dialog
      open={props.open}
      onClose={close}
      fullWidth
      maxWidth="sm"
      aria-labelledby="publicar-gravacao"
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="publicar-gravacao">{t.replayDialogTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t.replayHelp(liveLoopMessages.replayTitle(props.live.title))}
          </DialogContentText>
          <Stack spacing={2}>
            <FormTextField
              control={control}
              name="videoUrl"
              idPrefix="gravacao"
              label={t.replayVideoLabel}
              helperText={t.replayVideoHint}
              required
              autoFocus
            />
            <FormTextField
              control={control}
              name="description"
              idPrefix="gravacao"
              label={t.replayDescriptionLabel}
              multiline
              minRows={3}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            {t.replayCancel}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? t.replayPublishing : t.replayPublish}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
