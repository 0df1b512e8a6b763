import { FormControl, FormHelperText, InputLabel, OutlinedInput } from '@mui/material';
import { useId, type ChangeEvent } from 'react';

type TextBoxProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the box (a counter, or the error when `error` is set). */
  helperText?: string;
  error?: boolean;
  placeholder?: string;
  minRows?: number;
  maxLength?: number;
  autoFocus?: boolean;
  id?: string;
};

/**
 * A multi-line text box (comments, replies) drawn like MUI's outlined TextField, with the same
 * label, helper text and aria-describedby wiring, built from the parts TextField itself uses. Why
 * not TextField: it imports its Select variant and the filled and standard inputs whatever the
 * props (~7 KiB gzip), which the class page would download only to show a comment box.
 */
export function TextBox({
  label,
  value,
  onChange,
  helperText,
  error = false,
  placeholder,
  minRows = 2,
  maxLength,
  autoFocus,
  id,
}: TextBoxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const labelId = `${inputId}-label`;
  const helperId = helperText === undefined ? undefined : `${inputId}-helper-text`;
  return (
    <FormControl fullWidth error={error}>
      <InputLabel htmlFor={inputId} id={labelId}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={inputId}
        label={label}
        value={value}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value)}
        placeholder={placeholder}
        multiline
        minRows={minRows}
        autoFocus={autoFocus}
        inputProps={{ maxLength }}
        aria-describedby={helperId}
      />
      {helperText !== undefined && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
