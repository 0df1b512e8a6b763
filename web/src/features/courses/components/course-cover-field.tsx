import ImageIcon from '@mui/icons-material/Image';
import {
  Alert,
  Box,
  Button,
  FormControl,
  FormHelperText,
  FormLabel,
  Stack,
  TextField,
} from '@mui/material';
import { COVER_MIME_TYPES, courseCoverFileSchema, courseMessages } from '@app/domain';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { visuallyHidden } from '@/components/form/visually-hidden';
import { courseFormTexts as t } from '../messages';

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
 * the preview with the spec's message.
 */
export function CourseCoverField(props: CourseCoverFieldProps) {
  const { url, file, disabled } = props;
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const fileUrl = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (fileUrl) URL.revokeObjectURL(fileUrl);
    },
    [fileUrl],
  );
  const typedUrl = url.trim();
  // Only an address that can be an image is tried (not half-typed text).
  const candidate = /^https?:\/\/\S+$/i.test(typedUrl) ? typedUrl : '';
  const preview = fileUrl ?? (candidate && candidate !== brokenUrl ? candidate : null);

  return (
    <Stack spacing={2}>
      <FormControl error={Boolean(fileError)} disabled={disabled}>
        <FormLabel htmlFor={inputId} sx={{ mb: 1 }}>
          {t.coverUploadLabel}
        </FormLabel>
        <input
          id={inputId}
          ref={input}
          type="file"
          accept={COVER_MIME_TYPES.join(',')}
          disabled={disabled}
          aria-describedby={`${inputId}-helper`}
          style={visuallyHidden}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            event.target.value = '';
            if (!chosen) return;
            const check = courseCoverFileSchema.safeParse(chosen);
            if (!check.success) {
              setFileError(check.error.issues[0]?.message ?? null);
              return;
            }
            setFileError(null);
            props.onFileChange(chosen);
            props.onUrlChange('');
          }}
        />
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            startIcon={<ImageIcon />}
            disabled={disabled}
            onClick={() => input.current?.click()}
          >
            {t.coverChoose}
          </Button>
          {preview ? (
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
          ) : null}
        </Stack>
        <FormHelperText id={`${inputId}-helper`}>{fileError ?? t.coverHint}</FormHelperText>
      </FormControl>

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
        <Box
          component="img"
          src={preview}
          alt={t.coverPreviewAlt}
          onLoad={() => setBrokenUrl(null)}
          onError={() => {
            if (!fileUrl) setBrokenUrl(candidate);
          }}
          sx={{
            width: '100%',
            maxWidth: 480,
            aspectRatio: '16 / 9',
            objectFit: 'cover',
            borderRadius: 1,
          }}
        />
      ) : null}
      {!fileUrl && candidate && candidate === brokenUrl ? (
        <Alert severity="warning">{courseMessages.imageLoadError}</Alert>
      ) : null}
    </Stack>
  );
}
