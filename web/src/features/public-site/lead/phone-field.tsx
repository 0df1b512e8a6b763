import { formatPhone, PHONE_COUNTRY_PREFIX } from '@app/domain';
import { TextField, type TextFieldProps } from '@mui/material';

/** A pasted international number ("+55 11 98765-4321") loses its country code before the mask. */
function withoutCountryCode(raw: string): string {
  const international = `+${PHONE_COUNTRY_PREFIX}`;
  const compact = raw.replace(/[\s()-]/g, '');
  return compact.startsWith(international) ? compact.slice(international.length) : raw;
}

type Props = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  value: string;
  onChange: (formatted: string) => void;
};

/**
 * A Brazilian phone input that formats as the visitor types: "(DD) NNNNN-NNNN", at most 11
 * digits. The value it reports is the formatted text; the form stores the digits.
 */
export function PhoneField({ value, onChange, slotProps, ...props }: Props) {
  return (
    <TextField
      {...props}
      type="tel"
      value={value}
      onChange={(event) => onChange(formatPhone(withoutCountryCode(event.target.value)))}
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: 'tel', autoComplete: 'tel-national' },
      }}
    />
  );
}
