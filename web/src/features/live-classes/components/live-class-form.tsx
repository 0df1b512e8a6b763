import { MenuItem, Stack } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { COLLECTIONS, liveClassCreateFormSchema, liveClassEditFormSchema } from '@app/domain';
import { Controller, useForm } from 'react-hook-form';
import type { ZodType } from 'zod';
import { FormActions } from '@/components/form/form-actions';
import { DateTimePicker } from '@/components/date-time-picker/date-time-picker';
import { FieldPair } from '@/components/form/field-pair';
import { FormTextField } from '@/components/form/form-text-field';
import { ImagePicker } from '@/components/form/image-picker';
import { useObjectUrl } from '@/components/form/use-object-url';
import { themeOptions, type ThemeOption } from '@/lib/content/themes';
import { useRead } from '@/lib/use-read';
import { liveClassFormMessages as t } from '../messages';

/** What the form holds; the schemas turn it into checked values (dates required, end > start). */
export type LiveClassFormState = {
  title: string;
  description: string;
  externalLink: string;
  /** '' = no theme. */
  mainThemeId: string;
  startsAt: Date | null;
  endsAt: Date | null;
  cover: File | null;
};

export type LiveClassFormResult = {
  title: string;
  description: string;
  externalLink: string;
  mainThemeId: string;
  /** The chosen theme's name (null without one), for the replay class. */
  mainThemeName?: string | null;
  startsAt: Date;
  endsAt: Date;
  cover: File | null;
};

type LiveClassFormProps = {
  mode: 'create' | 'edit';
  defaultValues: LiveClassFormState;
  /** Edit: the stored cover, shown until another is chosen. */
  storedCoverUrl?: string | null;
  cancelTo: string;
  /** Rejects when saving failed; the form keeps everything typed. */
  onSubmit: (values: LiveClassFormResult) => Promise<void>;
};

/** 'Agendar Aula ao Vivo' and its edit form. */
export function LiveClassForm(props: LiveClassFormProps) {
  const { mode } = props;
  const { control, handleSubmit, formState } = useForm<
    LiveClassFormState,
    unknown,
    LiveClassFormResult
  >({
    // The schemas' end-after-start refinement hides their input type; it is this form's state.
    resolver: zodResolver(
      (mode === 'create'
        ? liveClassCreateFormSchema
        : liveClassEditFormSchema) as unknown as ZodType<LiveClassFormResult, LiveClassFormState>,
    ),
    defaultValues: props.defaultValues,
  });
  const busy = formState.isSubmitting;
  const themes = useRead(themeOptions(COLLECTIONS.mainThemes));
  const options: ThemeOption[] = themes.status === 'ready' ? themes.data : [];
  const submit = handleSubmit((values) =>
    props
      .onSubmit({
        ...values,
        mainThemeName: options.find((o) => o.id === values.mainThemeId)?.name ?? null,
      })
      .catch(() => undefined),
  );
  const field = { control, idPrefix: 'live', disabled: busy } as const;

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={3}>
      <FormTextField {...field} name="title" label={t.titleLabel} />
      {mode === 'create' ? (
        <FormTextField
          {...field}
          name="description"
          label={t.descriptionLabel}
          multiline
          minRows={3}
        />
      ) : null}
      <FormTextField
        {...field}
        name="externalLink"
        label={t.linkLabel}
        type="url"
        helperText={t.linkHint}
      />
      <FormTextField
        {...field}
        name="mainThemeId"
        label={t.themeLabel}
        helperText={t.themeHint}
        select
      >
        <MenuItem value="">{t.themeNone}</MenuItem>
        {options.map((option) => (
          <MenuItem key={option.id} value={option.id}>
            {option.name}
          </MenuItem>
        ))}
        {/* A stored theme not among the options (still loading, or removed) keeps its value. */}
        {props.defaultValues.mainThemeId &&
        !options.some((o) => o.id === props.defaultValues.mainThemeId) ? (
          <MenuItem value={props.defaultValues.mainThemeId} sx={{ display: 'none' }}>
            {props.defaultValues.mainThemeId}
          </MenuItem>
        ) : null}
      </FormTextField>
      <FieldPair
        control={control}
        names={['startsAt', 'endsAt']}
        render={(name, f, fieldState) => (
          <DateTimePicker
            name={name}
            label={name === 'startsAt' ? t.startLabel : t.endLabel}
            value={f.value}
            onChange={f.onChange}
            onBlur={f.onBlur}
            error={fieldState.error?.message}
            disabled={busy}
          />
        )}
      />
      <Controller
        control={control}
        name="cover"
        render={({ field: f, fieldState }) => (
          <CoverInput
            label={
              mode === 'create'
                ? t.coverLabel
                : props.storedCoverUrl
                  ? t.coverChangeLabel
                  : t.coverAddLabel
            }
            file={f.value}
            storedUrl={props.storedCoverUrl ?? null}
            error={fieldState.error?.message}
            disabled={busy}
            onChange={f.onChange}
          />
        )}
      />
      <FormActions
        busy={busy}
        submitLabel={
          mode === 'create' ? (busy ? t.scheduling : t.schedule) : busy ? t.saving : t.save
        }
        cancelTo={props.cancelTo}
        cancelLabel={t.cancel}
      />
    </Stack>
  );
}

type CoverInputProps = {
  label: string;
  file: File | null;
  storedUrl: string | null;
  error?: string;
  disabled: boolean;
  onChange: (file: File | null) => void;
};

/** Images only (the schema checks type and size again); a preview of the chosen or stored one. */
function CoverInput({ label, file, storedUrl, error, disabled, onChange }: CoverInputProps) {
  const shown = useObjectUrl(file) ?? storedUrl;
  return (
    <ImagePicker
      label={label}
      chooseLabel={t.coverChoose}
      hint={t.coverHint}
      error={error}
      disabled={disabled}
      previewUrl={shown}
      previewAlt={t.coverPreviewAlt}
      onFile={onChange}
    />
  );
}
