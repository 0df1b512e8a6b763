import LockIcon from '@mui/icons-material/LockOutlined';
import { Box, Button, Paper, Typography } from '@mui/material';
import { courseMessages } from '@app/domain';
import { useState } from 'react';
import { SubscriberDialog } from '@/components/subscriber-dialog/subscriber-dialog';
import { coursePageMessages as t } from '../messages';

/** What a member without a subscription sees on a course page: the lock and the plans. */
export function RestrictedCourse() {
  const [open, setOpen] = useState(false);
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, display: 'grid', placeItems: 'center' }}>
      <Paper sx={{ p: { xs: 3, md: 5 }, maxWidth: 560, textAlign: 'center' }}>
        <LockIcon color="warning" sx={{ fontSize: 48, mb: 1 }} />
        <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
          {courseMessages.restrictedTitle}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t.restrictedDescription}
        </Typography>
        <Button variant="contained" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {t.restrictedButton}
        </Button>
      </Paper>
      <SubscriberDialog open={open} onClose={() => setOpen(false)} />
    </Box>
  );
}
