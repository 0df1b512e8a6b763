import { Checkbox, FormControlLabel } from '@mui/material';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';

type FormCheckboxProps<T extends FieldValues, TContext, TOut extends FieldValues> = {
  control: Control<T, TContext, TOut>;
  /** A boolean field of the form. */
  name: FieldPathByValue<T, boolean>;
  label: string;
  disabled?: boolean;
};

/** A labelled checkbox bound to a boolean react-hook-form field. */
export function FormCheckbox<
  T extends FieldValues,
  TContext = unknown,
  TOut extends FieldValues = T,
>({ control, name, label, disabled }: FormCheckboxProps<T, TContext, TOut>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          control={
            <Checkbox
              checked={Boolean(field.value)}
              onChange={(_, checked) => field.onChange(checked)}
              disabled={disabled}
            />
          }
        />
      )}
    />
  );
}
