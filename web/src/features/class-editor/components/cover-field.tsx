import { Button } from '@mui/material';
import { ImagePicker } from '@/components/form/image-picker';
import { useObjectUrl } from '@/components/form/use-object-url';
import { coverProblem } from '../api/class-values';
import { classEditorMessages as t } from '../messages';

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
  const shown = useObjectUrl(value.file) ?? value.storedUrl;
  return (
    <ImagePicker
      label={t.coverLabel}
      chooseLabel={t.coverChoose}
      hint={t.coverHint}
      error={error}
      disabled={disabled}
      previewUrl={shown}
      previewAlt={t.coverPreviewAlt}
      onFile={(file) => {
        const problem = coverProblem(file);
        onError(problem);
        if (!problem) onChange({ ...value, file });
      }}
      actions={
        shown ? (
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
        ) : null
      }
    />
  );
}
