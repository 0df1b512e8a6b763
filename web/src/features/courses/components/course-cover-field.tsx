import { Alert, Button, Stack, TextField } from '@mui/material';
import { courseCoverFileSchema, courseMessages } from '@app/domain';
import { useState } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { ImagePicker, ImagePreview } from '@/components/form/image-picker';
import { useObjectUrl } from '@/components/form/use-object-url';
import { courseFormMessages as t } from '../messages';

type CourseCoverFieldProps = {
  /** The 'URL da capa' field's value and its zod message. */
  url: string;
  urlError?: string;
  onUrlChange: (url: string) => void;
  /** A chosen image not uploaded yet. */
  file: File | null;
  onFileChange: (file: File | null) => void;
  disabled: boolean;
};

/**
 * The course cover: an upload ('Imagem de capa') or an address ('URL da capa'); choosing one
 * clears the other. The preview shows whichever is set; an address that does not load clears
 * the preview with the course form's message.
 */
export function CourseCoverField(props: CourseCoverFieldProps) {
  const { url, file, disabled } = props;
  const [fileError, setFileError] = useState<string | null>(null);
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const fileUrl = useObjectUrl(file);
  const typedUrl = url.trim();
  // Only an address that can be an image is tried (not half-typed text).
  const candidate = /^https?:\/\/\S+$/i.test(typedUrl) ? typedUrl : '';
  const preview = fileUrl ?? (candidate && candidate !== brokenUrl ? candidate : null);

  return (
    <Stack spacing={2}>
      <ImagePicker
        label={t.coverUploadLabel}
        chooseLabel={t.coverChoose}
        hint={t.coverHint}
        error={fileError}
        disabled={disabled}
        previewAlt={t.coverPreviewAlt}
        onFile={(chosen) => {
          const check = courseCoverFileSchema.safeParse(chosen);
          if (!check.success) {
            setFileError(check.error.issues[0]?.message ?? null);
            return;
          }
          setFileError(null);
          props.onFileChange(chosen);
          props.onUrlChange('');
        }}
        actions={
          preview ? (
            <Button
              color="inherit"
              disabled={disabled}
              onClick={() => {
                props.onFileChange(null);
                props.onUrlChange('');
              }}
            >
              {t.coverRemove}
            </Button>
          ) : null
        }
      />

      <TextField
        id="course-coverUrl"
        label={t.coverUrlLabel}
        type="url"
        value={url}
        disabled={disabled}
        error={Boolean(props.urlError)}
        helperText={props.urlError ?? t.coverUrlHint}
        onChange={(event) => {
          props.onUrlChange(event.target.value);
          if (event.target.value.trim()) props.onFileChange(null);
        }}
        fullWidth
      />

      {preview ? (
        <ImagePreview
          src={preview}
          alt={t.coverPreviewAlt}
          onLoad={() => setBrokenUrl(null)}
          onError={() => {
            if (!fileUrl) setBrokenUrl(candidate);
          }}
        />
      ) : null}
      {!fileUrl && candidate && candidate === brokenUrl ? (
        <Alert severity="warning">{courseMessages.imageLoadError}</Alert>
      ) : null}
    </Stack>
  );
}

type CourseCoverInputProps<T extends FieldValues & { coverUrl: string }> = {
  /** A course form with a 'coverUrl' field (create and edit). */
  control: Control<T>;
  file: File | null;
  onFileChange: (file: File | null) => void;
  disabled: boolean;
};

/** CourseCoverField bound to the form's 'coverUrl' field, its zod message included. */
export function CourseCoverInput<T extends FieldValues & { coverUrl: string }>({
  control,
  ...rest
}: CourseCoverInputProps<T>) {
  return (
    <Controller
      control={control}
      name={'coverUrl' as FieldPath<T>}
      render={({ field, fieldState }) => (
        <CourseCoverField
          url={field.value as string}
          urlError={fieldState.error?.message}
          onUrlChange={field.onChange}
          {...rest}
        />
      )}
    />
  );
}
