import { certificateMessages } from '@app/domain';
import type { Control } from 'react-hook-form';
import { FormTextField } from '@/components/form/form-text-field';

type HoursForm = { hours: string };

/** 'Carga horária (horas)': optional whole hours; a course with them issues certificates. */
export function CourseHoursField<T extends HoursForm>({
  control,
  disabled,
}: {
  control: Control<T>;
  disabled: boolean;
}) {
  return (
    <FormTextField
      control={control as unknown as Control<HoursForm>}
      idPrefix="course"
      name="hours"
      label={certificateMessages.hoursLabel}
      helperText={certificateMessages.hoursHelp}
      disabled={disabled}
      slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
    />
  );
}
