import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { eventFormSchema, type EventFormValues } from '@app/domain';
import { format, isValid } from 'date-fns';
import { Controller, useForm } from 'react-hook-form';
import { PickersLocalization } from '@/components/date-time-picker/pickers-localization';
import { FieldPair } from '@/components/form/field-pair';
import { FormTextField } from '@/components/form/form-text-field';
import type { EventDoc } from '../api/events';
import { eventsPageMessages as t } from '../messages';

const EMPTY: EventFormValues = {
  title: '',
  date: '',
  startTime: '',
  endTime: '',
  professor: '',
  place: '',
  description: '',
};

function valuesOf(event: EventDoc | null): EventFormValues {
  if (!event) return EMPTY;
  return {
    title: event.title,
    date: event.date,
    startTime: event.startTime,
    endTime: event.endTime ?? '',
    professor: event.professor ?? '',
    place: event.place ?? '',
    description: event.description ?? '',
  };
}

// The pickers work with Date; the form keeps the stored strings (a calendar day and HH:MM).
const dayToDate = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return day ? new Date(y!, m! - 1, d!) : null;
};
const timeToDate = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return time ? new Date(2000, 0, 1, h!, m!) : null;
};
const dateToDay = (date: Date | null) => (date && isValid(date) ? format(date, 'yyyy-MM-dd') : '');
const dateToTime = (date: Date | null) => (date && isValid(date) ? format(date, 'HH:mm') : '');

type EventFormDialogProps = {
  open: boolean;
  /** null: a new event. */
  event: EventDoc | null;
  onClose: () => void;
  /** Rejects when the save failed (the dialog stays open with what was typed). */
  onSubmit: (values: EventFormValues) => Promise<void>;
};

/** 'Novo Evento' / 'Editar Evento': title, date and start time required; end after start. */
export function EventFormDialog({ open, event, onClose, onSubmit }: EventFormDialogProps) {
  const { control, handleSubmit, formState } = useForm<EventFormValues>({
    resolver: zodResolver(eventFormSchema),
    defaultValues: valuesOf(event),
  });
  const busy = formState.isSubmitting;
  const submit = handleSubmit((values) => onSubmit(values).catch(() => undefined));
  const field = { control, idPrefix: 'event', disabled: busy } as const;

  return (
    <PickersLocalization>
      <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="sm">
        <form noValidate onSubmit={submit}>
          <DialogTitle>{event ? t.formEditTitle : t.formCreateTitle}</DialogTitle>
          <DialogContent>
            <Stack spacing={2.5} sx={{ pt: 1 }}>
              <FormTextField {...field} name="title" label={t.titleLabel} required />
              <Controller
                control={control}
                name="date"
                render={({ field: f, fieldState }) => (
                  <DatePicker
                    label={t.dateLabel}
                    value={dayToDate(f.value)}
                    onChange={(date) => f.onChange(dateToDay(date))}
                    disabled={busy}
                    slotProps={{
                      textField: {
                        required: true,
                        error: Boolean(fieldState.error),
                        helperText: fieldState.error?.message,
                        onBlur: f.onBlur,
                      },
                    }}
                  />
                )}
              />
              <FieldPair
                control={control}
                names={['startTime', 'endTime']}
                render={(name, f, fieldState) => (
                  <TimePicker
                    label={name === 'startTime' ? t.startLabel : t.endLabel}
                    ampm={false}
                    value={timeToDate(f.value)}
                    onChange={(date) => f.onChange(dateToTime(date))}
                    disabled={busy}
                    sx={{ flex: 1 }}
                    slotProps={{
                      textField: {
                        required: name === 'startTime',
                        error: Boolean(fieldState.error),
                        helperText: fieldState.error?.message,
                        onBlur: f.onBlur,
                      },
                    }}
                  />
                )}
              />
              <FormTextField {...field} name="professor" label={t.professorLabel} />
              <FormTextField {...field} name="place" label={t.placeLabel} />
              <FormTextField
                {...field}
                name="description"
                label={t.descriptionLabel}
                multiline
                minRows={3}
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={busy} color="inherit">
              {t.cancel}
            </Button>
            <Button type="submit" variant="contained" disabled={busy}>
              {busy ? t.saving : t.save}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </PickersLocalization>
  );
}
