import CalendarIcon from '@mui/icons-material/CalendarMonthOutlined';
import {
  Button,
  FormControl,
  InputAdornment,
  InputLabel,
  MenuItem,
  Popover,
  Select,
  Stack,
  TextField,
} from '@mui/material';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import {
  minuteOnGrid,
  pickDay,
  pickHour,
  pickMinute,
  PICKER_HOURS,
  PICKER_MINUTES,
} from '@app/domain';
import { useId, useRef, useState } from 'react';
import { formatDateTime } from '@/lib/dates';
import { dateTimePickerMessages as t } from './messages';
import { PickersLocalization } from './pickers-localization';

type DateTimePickerProps = {
  label: string;
  value: Date | null;
  onChange: (value: Date | null) => void;
  onBlur?: () => void;
  error?: string;
  disabled?: boolean;
  name?: string;
};

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A date and time in the viewer's zone: a field ('Selecione a data e hora') that opens a pt-BR
 * calendar (weeks from Sunday) with 'Hora' (00–23) and 'Minuto' (steps of 5) selects. The first
 * day picked starts at 12:00; a later day keeps the time. Enter, Space or ↓ open it; Esc closes.
 */
export function DateTimePicker(props: DateTimePickerProps) {
  const { value } = props;
  const id = useId();
  const anchor = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    props.onBlur?.();
  };

  return (
    <>
      <TextField
        ref={anchor}
        id={`${id}-field`}
        name={props.name}
        label={props.label}
        placeholder={t.placeholder}
        value={value ? formatDateTime(value) : ''}
        error={Boolean(props.error)}
        helperText={props.error}
        disabled={props.disabled}
        fullWidth
        onClick={() => !props.disabled && setOpen(true)}
        onKeyDown={(event) => {
          if (['Enter', ' ', 'ArrowDown'].includes(event.key)) {
            event.preventDefault();
            setOpen(true);
          }
        }}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: {
            readOnly: true,
            // A read-only field that opens a dialog: a combobox, which may say whether it is open.
            role: 'combobox',
            'aria-haspopup': 'dialog',
            'aria-expanded': open,
            style: { cursor: 'pointer' },
          },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <CalendarIcon color="action" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Popover
        open={open}
        anchorEl={anchor.current}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': props.label } }}
      >
        <Stack sx={{ p: 2 }} spacing={2}>
          <PickersLocalization>
            <DateCalendar
              value={value}
              onChange={(day: Date | null) => {
                if (day) props.onChange(pickDay(value, day));
              }}
              autoFocus
            />
          </PickersLocalization>
          <Stack direction="row" spacing={2}>
            <FormControl fullWidth size="small" disabled={!value}>
              <InputLabel id={`${id}-hour`}>{t.hour}</InputLabel>
              <Select
                labelId={`${id}-hour`}
                label={t.hour}
                value={value ? value.getHours() : ''}
                onChange={(event) => props.onChange(pickHour(value, Number(event.target.value)))}
              >
                {PICKER_HOURS.map((hour) => (
                  <MenuItem key={hour} value={hour}>
                    {pad(hour)}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
            <FormControl fullWidth size="small" disabled={!value}>
              <InputLabel id={`${id}-minute`}>{t.minute}</InputLabel>
              <Select
                labelId={`${id}-minute`}
                label={t.minute}
                value={value ? minuteOnGrid(value) : ''}
                onChange={(event) => props.onChange(pickMinute(value, Number(event.target.value)))}
              >
                {PICKER_MINUTES.map((minute) => (
                  <MenuItem key={minute} value={minute}>
                    {pad(minute)}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
          </Stack>
          <Button variant="contained" onClick={close}>
            {t.done}
          </Button>
        </Stack>
      </Popover>
    </>
  );
}
