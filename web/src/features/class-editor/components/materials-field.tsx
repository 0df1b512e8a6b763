import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteIcon from '@mui/icons-material/Delete';
import DescriptionIcon from '@mui/icons-material/Description';
import {
  Button,
  FormControl,
  FormHelperText,
  FormLabel,
  IconButton,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import { ATTACHMENT_MIME_TYPES, formatFileSize, type Attachment } from '@app/domain';
import { useId, useRef } from 'react';
import { attachmentProblem } from '../api/class-values';
import { classEditorMessages as t } from '../messages';
import { visuallyHidden } from '@/components/form/visually-hidden';

/** The picker offers these; the MIME check runs again on each chosen file. */
const ACCEPT = ['.pdf', '.doc', '.docx', '.xls', '.xlsx', '.zip', ...ATTACHMENT_MIME_TYPES].join(
  ',',
);

export type NewMaterial = { key: string; file: File };

type MaterialsFieldProps = {
  /** Stored materials still on the class (edit). */
  stored: Attachment[];
  added: NewMaterial[];
  error: string | null;
  disabled: boolean;
  onRemoveStored: (id: string) => void;
  onAdd: (files: File[]) => void;
  onRemoveAdded: (key: string) => void;
  onError: (message: string | null) => void;
};

/**
 * 'Material de Apoio': several files (PDF, DOC/DOCX, XLS/XLSX, ZIP, up to 10 MB each), listed
 * with a remove button before saving. A file that fails the checks is left out, with its message.
 */
export function MaterialsField(props: MaterialsFieldProps) {
  const { stored, added, error, disabled } = props;
  const inputId = useId();
  const helperId = `${inputId}-helper`;
  const input = useRef<HTMLInputElement>(null);
  const empty = stored.length === 0 && added.length === 0;

  const rows = [
    ...stored.map((a) => ({
      key: a.id,
      name: a.name,
      size: a.size,
      remove: () => props.onRemoveStored(a.id),
    })),
    ...added.map((m) => ({
      key: m.key,
      name: m.file.name,
      size: m.file.size,
      remove: () => props.onRemoveAdded(m.key),
    })),
  ];

  return (
    <FormControl error={Boolean(error)} disabled={disabled}>
      <FormLabel htmlFor={inputId} sx={{ mb: 1 }}>
        {t.materialsLabel}
      </FormLabel>
      <input
        id={inputId}
        ref={input}
        type="file"
        multiple
        accept={ACCEPT}
        disabled={disabled}
        aria-describedby={helperId}
        style={visuallyHidden}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length === 0) return;
          const problems = files.map((file) => attachmentProblem(file));
          props.onError(problems.find((p) => p !== null) ?? null);
          const accepted = files.filter((_, i) => problems[i] === null);
          if (accepted.length > 0) props.onAdd(accepted);
        }}
      />
      {empty ? (
        <Typography variant="body2" color="text.secondary">
          {t.materialsEmpty}
        </Typography>
      ) : (
        <List dense aria-label={t.materialsLabel}>
          {rows.map((row) => (
            <ListItem
              key={row.key}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t.removeFile(row.name)}
                  disabled={disabled}
                  onClick={row.remove}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemIcon>
                <DescriptionIcon />
              </ListItemIcon>
              <ListItemText primary={row.name} secondary={formatFileSize(row.size)} />
            </ListItem>
          ))}
        </List>
      )}
      <Button
        variant="outlined"
        startIcon={<AttachFileIcon />}
        disabled={disabled}
        onClick={() => input.current?.click()}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t.materialsChoose}
      </Button>
      <FormHelperText id={helperId}>{error ?? t.materialsHint}</FormHelperText>
    </FormControl>
  );
}
