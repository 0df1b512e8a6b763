import { TextField, type TextFieldProps } from '@mui/material';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormTextFieldProps<
  T extends FieldValues,
  TContext = unknown,
  TOut extends FieldValues = T,
> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  /** The form's control (a form whose schema transforms its values works too). */
  control: Control<T, TContext, TOut>;
  name: FieldPath<T>;
  /** Prefix of the input's id, unique per form on the page. */
  idPrefix: string;
};

/** A text field or select bound to a react-hook-form field; its zod message shows under it. */
export function FormTextField<
  T extends FieldValues,
  TContext = unknown,
  TOut extends FieldValues = T,
>({ control, name, idPrefix, helperText, ...rest }: FormTextFieldProps<T, TContext, TOut>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...rest}
          id={`${idPrefix}-${name}`}
          name={field.name}
          value={field.value as unknown}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
