import ImageIcon from '@mui/icons-material/Image';
import { Box, Button, FormControl, FormHelperText, FormLabel, Stack } from '@mui/material';
import { COVER_MIME_TYPES } from '@app/domain';
import { useEffect, useId, useMemo, useRef } from 'react';
import { coverProblem } from '../class-values';
import { classEditorTexts as t } from '../messages';
import { visuallyHidden } from '@/components/form/visually-hidden';

export type CoverValue = {
  /** A newly chosen image, not uploaded yet. */
  file: File | null;
  /** The stored cover's URL (edit), null once removed. */
  storedUrl: string | null;
};

type CoverFieldProps = {
  value: CoverValue;
  error: string | null;
  disabled: boolean;
  onChange: (value: CoverValue) => void;
  onError: (message: string | null) => void;
};

/** 'Imagem de capa': JPEG, PNG or WebP up to 5 MB, checked on selection, with a preview. */
export function CoverField({ value, error, disabled, onChange, onError }: CoverFieldProps) {
  const inputId = useId();
  const helperId = `${inputId}-helper`;
  const input = useRef<HTMLInputElement>(null);
  const previewUrl = useMemo(
    () => (value.file ? URL.createObjectURL(value.file) : null),
    [value.file],
  );
  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );
  const shown = previewUrl ?? value.storedUrl;

  return (
    <FormControl error={Boolean(error)} disabled={disabled}>
      <FormLabel htmlFor={inputId} sx={{ mb: 1 }}>
        {t.coverLabel}
      </FormLabel>
      <input
        id={inputId}
        ref={input}
        type="file"
        accept={COVER_MIME_TYPES.join(',')}
        disabled={disabled}
        aria-describedby={helperId}
        style={visuallyHidden}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so choosing the same file again still fires a change.
          event.target.value = '';
          if (!file) return;
          const problem = coverProblem(file);
          onError(problem);
          if (!problem) onChange({ ...value, file });
        }}
      />
      {shown ? (
        <Box
          component="img"
          src={shown}
          alt={t.coverPreviewAlt}
          sx={{
            width: '100%',
            maxWidth: 480,
            aspectRatio: '16 / 9',
            objectFit: 'cover',
            borderRadius: 1,
            mb: 1,
          }}
        />
      ) : null}
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          startIcon={<ImageIcon />}
          disabled={disabled}
          onClick={() => input.current?.click()}
        >
          {t.coverChoose}
        </Button>
        {shown ? (
          <Button
            color="inherit"
            disabled={disabled}
            onClick={() => {
              onError(null);
              onChange({ file: null, storedUrl: null });
            }}
          >
            {t.coverRemove}
          </Button>
        ) : null}
      </Stack>
      <FormHelperText id={helperId}>{error ?? t.coverHint}</FormHelperText>
    </FormControl>
  );
}
