import { zodResolver } from '@hookform/resolvers/zod';
import { Divider, Stack } from '@mui/material';
import { courseCreateFormSchema, type CourseCreateFormValues } from '@app/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormActions } from '@/components/form/form-actions';
import { FormTextField } from '@/components/form/form-text-field';
import { ProfessorFields } from '@/components/form/professor-fields';
import type { CoverChoice } from '../api/save-course';
import { courseFormMessages as t } from '../messages';
import { CourseCoverInput } from './course-cover-field';
import { CourseHoursField } from './course-hours-field';

const EMPTY: CourseCreateFormValues = {
  title: '',
  description: '',
  coverUrl: '',
  professorName: '',
  professorDescription: '',
  professorLink: '',
  hours: '',
};

type CourseFormProps = {
  cancelTo: string;
  /** Rejects or resolves; the form keeps what was typed either way. */
  onSubmit: (values: CourseCreateFormValues, cover: CoverChoice) => Promise<void>;
};

/** 'Criar Curso': title, description, cover (upload or URL) and the professor. */
export function CourseForm({ cancelTo, onSubmit }: CourseFormProps) {
  const { control, handleSubmit, formState } = useForm<CourseCreateFormValues>({
    resolver: zodResolver(courseCreateFormSchema),
    defaultValues: EMPTY,
  });
  const [file, setFile] = useState<File | null>(null);
  const busy = formState.isSubmitting;

  const submit = handleSubmit(async (values) => {
    const cover: CoverChoice = file
      ? { kind: 'file', file }
      : values.coverUrl
        ? { kind: 'url', url: values.coverUrl }
        : null;
    await onSubmit(values, cover).catch(() => undefined);
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={3}>
      <FormTextField
        control={control}
        idPrefix="course"
        name="title"
        label={t.titleLabel}
        disabled={busy}
      />
      <FormTextField
        control={control}
        idPrefix="course"
        name="description"
        label={t.descriptionLabel}
        multiline
        minRows={4}
        disabled={busy}
      />
      <CourseCoverInput control={control} file={file} onFileChange={setFile} disabled={busy} />
      <Divider />
      <ProfessorFields
        control={control}
        idPrefix="course"
        disabled={busy}
        labels={{
          name: t.professorNameLabel,
          description: t.professorBioLabel,
          link: t.professorLinkLabel,
        }}
      />
      <CourseHoursField control={control} disabled={busy} />
      <FormActions
        busy={busy}
        submitLabel={busy ? t.creating : t.create}
        cancelTo={cancelTo}
        cancelLabel={t.cancel}
      />
    </Stack>
  );
}
