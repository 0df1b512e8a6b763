import ImageIcon from '@mui/icons-material/Image';
import { Box, Button, FormControl, FormHelperText, FormLabel, Stack } from '@mui/material';
import { COVER_MIME_TYPES } from '@app/domain';
import { useId, useRef, type ReactNode } from 'react';
import { visuallyHidden } from './visually-hidden';

type ImagePickerProps = {
  label: string;
  chooseLabel: string;
  /** Under the field: the error when there is one, else this hint. */
  hint: string;
  error?: string | null;
  disabled?: boolean;
  /** The image to preview (a chosen file's object URL or a stored URL); none hides it. */
  previewUrl?: string | null;
  previewAlt: string;
  /** Beside 'choose': a remove button, for instance. */
  actions?: ReactNode;
  onFile: (file: File) => void;
};

/**
 * An image file field: a labelled file input (JPEG, PNG or WebP; the caller checks the file
 * again) behind a button, with an optional 16:9 preview.
 */
export function ImagePicker(props: ImagePickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <FormControl error={Boolean(props.error)} disabled={props.disabled}>
      <FormLabel htmlFor={id} sx={{ mb: 1 }}>
        {props.label}
      </FormLabel>
      <input
        id={id}
        ref={input}
        type="file"
        accept={COVER_MIME_TYPES.join(',')}
        disabled={props.disabled}
        aria-describedby={`${id}-helper`}
        style={visuallyHidden}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so choosing the same file again still fires a change.
          event.target.value = '';
          if (file) props.onFile(file);
        }}
      />
      {props.previewUrl ? <ImagePreview src={props.previewUrl} alt={props.previewAlt} /> : null}
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          startIcon={<ImageIcon />}
          disabled={props.disabled}
          onClick={() => input.current?.click()}
        >
          {props.chooseLabel}
        </Button>
        {props.actions}
      </Stack>
      <FormHelperText id={`${id}-helper`}>{props.error ?? props.hint}</FormHelperText>
    </FormControl>
  );
}

/** The 16:9 preview of an image about to be saved. */
export function ImagePreview(props: {
  src: string;
  alt: string;
  onLoad?: () => void;
  onError?: () => void;
}) {
  return (
    <Box
      component="img"
      src={props.src}
      alt={props.alt}
      onLoad={props.onLoad}
      onError={props.onError}
      sx={{
        width: '100%',
        maxWidth: 480,
        aspectRatio: '16 / 9',
        objectFit: 'cover',
        borderRadius: 1,
        mb: 1,
      }}
    />
  );
}
