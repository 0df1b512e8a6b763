import { zodResolver } from '@hookform/resolvers/zod';
import { Divider, Stack } from '@mui/material';
import { courseClassFormSchema, type CourseClassFormValues } from '@app/domain';
import { useForm } from 'react-hook-form';
import { FormActions } from '@/components/form/form-actions';
import { FormTextField } from '@/components/form/form-text-field';
import { courseFormMessages as t } from '../messages';

type CourseClassFormProps = {
  /** The course's professor, suggested for its classes. */
  professorName: string;
  cancelTo: string;
  /** Rejects or resolves; the form keeps what was typed either way. */
  onSubmit: (values: CourseClassFormValues) => Promise<void>;
};

/** 'Adicionar Aula': a course class needs a name, a video and a professor; the rest is optional. */
export function CourseClassForm({ professorName, cancelTo, onSubmit }: CourseClassFormProps) {
  const { control, handleSubmit, formState } = useForm<CourseClassFormValues>({
    resolver: zodResolver(courseClassFormSchema),
    defaultValues: {
      title: '',
      videoUrl: '',
      professorName,
      description: '',
      duration: '',
      professorDescription: '',
      professorLink: '',
    },
  });
  const busy = formState.isSubmitting;
  const submit = handleSubmit((values) => onSubmit(values).catch(() => undefined));
  const field = { control, idPrefix: 'course-class', disabled: busy } as const;

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={3}>
      <FormTextField {...field} name="title" label={t.classTitleLabel} />
      <FormTextField
        {...field}
        name="videoUrl"
        label={t.classVideoLabel}
        type="url"
        helperText={t.classVideoHint}
      />
      <FormTextField {...field} name="professorName" label={t.classProfessorLabel} />
      <FormTextField
        {...field}
        name="description"
        label={t.classDescriptionLabel}
        multiline
        minRows={3}
      />
      <FormTextField
        {...field}
        name="duration"
        label={t.classDurationLabel}
        placeholder={t.classDurationPlaceholder}
      />
      <Divider />
      <FormTextField
        {...field}
        name="professorDescription"
        label={t.classProfessorDescriptionLabel}
        multiline
        minRows={2}
      />
      <FormTextField {...field} name="professorLink" label={t.classProfessorLinkLabel} type="url" />
      <FormActions
        busy={busy}
        submitLabel={busy ? t.addingClass : t.addClass}
        cancelTo={cancelTo}
        cancelLabel={t.cancel}
      />
    </Stack>
  );
}
