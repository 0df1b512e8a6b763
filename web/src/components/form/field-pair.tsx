import { Stack } from '@mui/material';
import type { ReactElement } from 'react';
import {
  Controller,
  type Control,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';

/**
 * Two fields of a form side by side (one above the other on a phone), each bound to its
 * react-hook-form field: a start and an end ('Início'/'Término' of a live class, of an event).
 */
export function FieldPair<
  T extends FieldValues,
  N extends FieldPath<T>,
  TContext = unknown,
  TOut extends FieldValues = T,
>({
  control,
  names,
  render,
}: {
  control: Control<T, TContext, TOut>;
  names: readonly [N, N];
  render: (
    name: N,
    field: ControllerRenderProps<T, N>,
    fieldState: ControllerFieldState,
  ) => ReactElement;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {names.map((name) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field, fieldState }) => render(name, field, fieldState)}
        />
      ))}
    </Stack>
  );
}
