import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mui/material';
import { courseEditFormSchema, courseHoursValue, type CourseEditFormValues } from '@app/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormActions } from '@/components/form/form-actions';
import { FormTextField } from '@/components/form/form-text-field';
import type { CourseDoc } from '@/lib/content';
import type { CoverChoice } from '../api/save-course';
import { courseFormMessages as t } from '../messages';
import { CourseCoverInput } from './course-cover-field';
import { CourseHoursField } from './course-hours-field';

type CourseEditFormProps = {
  course: CourseDoc;
  cancelTo: string;
  /** `cover` undefined: keep the stored cover. */
  onSubmit: (
    change: { title: string; hours: number | null },
    cover: CoverChoice | undefined,
  ) => Promise<void>;
};

/**
 * 'Editar Curso': the title, the cover (upload or URL) and the training hours, starting from
 * the stored ones.
 */
export function CourseEditForm({ course, cancelTo, onSubmit }: CourseEditFormProps) {
  const storedUrl = course.coverUrl ?? '';
  const { control, handleSubmit, formState } = useForm<CourseEditFormValues>({
    resolver: zodResolver(courseEditFormSchema),
    defaultValues: {
      title: course.title,
      coverUrl: storedUrl,
      hours: course.hours ? String(course.hours) : '',
    },
  });
  const [file, setFile] = useState<File | null>(null);
  const busy = formState.isSubmitting;

  const submit = handleSubmit(async (values) => {
    const cover: CoverChoice | undefined = file
      ? { kind: 'file', file }
      : values.coverUrl === storedUrl
        ? undefined
        : values.coverUrl
          ? { kind: 'url', url: values.coverUrl }
          : null;
    await onSubmit({ title: values.title, hours: courseHoursValue(values.hours) }, cover).catch(
      () => undefined,
    );
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
      <CourseCoverInput control={control} file={file} onFileChange={setFile} disabled={busy} />
      <CourseHoursField control={control} disabled={busy} />
      <FormActions
        busy={busy}
        submitLabel={busy ? t.saving : t.save}
        cancelTo={cancelTo}
        cancelLabel={t.cancel}
      />
    </Stack>
  );
}
