import { Chip, FormControl, FormHelperText, FormLabel, Skeleton, Stack } from '@mui/material';
import type { ThemeOption } from '@/lib/content';
import { profileFormMessages as m } from '../messages';

type InterestsPickerProps = {
  themes: ThemeOption[];
  loading: boolean;
  value: string[];
  onChange: (ids: string[]) => void;
  disabled?: boolean;
};

/** Interest themes as toggle chips (theme ids are stored, names shown, sorted by name). */
export function InterestsPicker({
  themes,
  loading,
  value,
  onChange,
  disabled,
}: InterestsPickerProps) {
  const toggle = (id: string) =>
    onChange(value.includes(id) ? value.filter((v) => v !== id) : [...value, id]);

  return (
    <FormControl component="fieldset" disabled={disabled}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {m.interestsLabel}
      </FormLabel>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {loading
          ? Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} variant="rounded" width={96} height={32} />
            ))
          : themes.map((theme) => {
              const selected = value.includes(theme.id);
              return (
                <Chip
                  key={theme.id}
                  label={theme.name}
                  clickable
                  disabled={disabled}
                  color={selected ? 'primary' : 'default'}
                  variant={selected ? 'filled' : 'outlined'}
                  aria-pressed={selected}
                  onClick={() => toggle(theme.id)}
                />
              );
            })}
      </Stack>
      {!loading && themes.length === 0 ? <FormHelperText>{m.interestsEmpty}</FormHelperText> : null}
    </FormControl>
  );
}
