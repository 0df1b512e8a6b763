import { Box, Typography } from '@mui/material';
import { useSession } from '@/lib/session';
import { shellTexts } from './messages';

/**
 * /dashboard: the heading of spec §2 for each role. The sections below it (events, live now,
 * weekly classes, insights, courses) arrive with the content screens.
 */
export default function DashboardHomePage() {
  const session = useSession();
  const isAdmin = session.status === 'ready' && session.isAdmin;
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <Typography variant="h4" component="h1" gutterBottom={!isAdmin}>
        {isAdmin ? shellTexts.adminHeading : shellTexts.studentHeading}
      </Typography>
      {isAdmin ? <Typography color="text.secondary">{shellTexts.adminSubtitle}</Typography> : null}
    </Box>
  );
}
