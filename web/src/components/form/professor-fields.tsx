import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField } from './form-text-field';

/** A form that names a professor: these three fields, whatever else it holds. */
type WithProfessor = FieldValues & {
  professorName: string;
  professorDescription: string;
  professorLink: string;
};

/**
 * The professor's name, description and link, as a class and a course ask for them (each form
 * brings its own labels).
 */
export function ProfessorFields<
  T extends WithProfessor,
  TContext = unknown,
  TOut extends FieldValues = T,
>({
  control,
  idPrefix,
  disabled,
  labels,
}: {
  control: Control<T, TContext, TOut>;
  idPrefix: string;
  disabled: boolean;
  labels: { name: string; description: string; link: string };
}) {
  const field = { control, idPrefix, disabled };
  return (
    <>
      <FormTextField {...field} name={'professorName' as FieldPath<T>} label={labels.name} />
      <FormTextField
        {...field}
        name={'professorDescription' as FieldPath<T>}
        label={labels.description}
        multiline
        minRows={3}
      />
      <FormTextField
        {...field}
        name={'professorLink' as FieldPath<T>}
        label={labels.link}
        type="url"
      />
    </>
  );
}
