import { Typography } from '@mui/material';
import { quizEditorMessages as t } from '../messages';

/** The quiz screens' unknown class or course. */
export function NotFound() {
  return (
    <Typography component="h1" variant="h5" sx={{ p: 4, textAlign: 'center' }}>
      {t.notFound}
    </Typography>
  );
}
