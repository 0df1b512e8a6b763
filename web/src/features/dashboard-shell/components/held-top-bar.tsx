import LogoutIcon from '@mui/icons-material/Logout';
import { Box, Button } from '@mui/material';
import { shellMessages } from '../messages';
import { BrandMark } from './brand-mark';

type Props = { onLogout: () => void };

/**
 * The frame's only chrome while the guard holds a user on the profile screen (no sidebar): the
 * logo and 'Sair', so completing the registration is never the only way out.
 */
export function HeldTopBar({ onLogout }: Props) {
  return (
    <Box
      component="header"
      data-testid="held-top-bar"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        px: { xs: 2, md: 4 },
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <BrandMark showName linked={false} />
      <Button color="inherit" startIcon={<LogoutIcon />} onClick={onLogout}>
        {shellMessages.logout}
      </Button>
    </Box>
  );
}
