import { Box, Typography } from '@mui/material';
import { useSession } from '@/lib/session';
import { shellMessages } from '../messages';

/** The /dashboard heading for each role: 'Suas Aulas', or the admin's title and subtitle. */
export function DashboardHeading() {
  const session = useSession();
  const isAdmin = session.status === 'ready' && session.isAdmin;
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom={!isAdmin}>
        {isAdmin ? shellMessages.adminHeading : shellMessages.studentHeading}
      </Typography>
      {isAdmin ? (
        <Typography color="text.secondary">{shellMessages.adminSubtitle}</Typography>
      ) : null}
    </Box>
  );
}
