import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import type { UploadProgress } from '@/lib/uploads';
import { classEditorMessages as t } from '../messages';

export type UploadState = { progress: UploadProgress; names: Record<string, string> };

/** One bar per file being uploaded, with its percentage. */
export function UploadProgressList({ state }: { state: UploadState | null }) {
  const keys = state ? Object.keys(state.progress) : [];
  if (!state || keys.length === 0) return null;
  return (
    <Stack spacing={1.5} aria-live="polite">
      {keys.map((key) => {
        const name = state.names[key] ?? key;
        const percent = state.progress[key] ?? 0;
        return (
          <Box key={key}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }}>
              <Typography variant="body2" noWrap>
                {name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {`${percent}%`}
              </Typography>
            </Stack>
            <LinearProgress
              variant="determinate"
              value={percent}
              aria-label={t.uploadProgress(name)}
            />
          </Box>
        );
      })}
    </Stack>
  );
}
