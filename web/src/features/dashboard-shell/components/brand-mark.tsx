import { Box, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { shellTexts } from '../messages';

/** Sidebar header: the logo, with the platform name when the sidebar is expanded. */
export function BrandMark({ showName }: { showName: boolean }) {
  return (
    <Box
      component={RouterLink}
      to={paths.dashboard.root.getHref()}
      aria-label={shellTexts.platformName}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.25,
        color: 'inherit',
        textDecoration: 'none',
        minWidth: 0,
      }}
    >
      <Box
        component="img"
        src="/favicon.svg"
        alt=""
        sx={{ width: 32, height: 32, flexShrink: 0 }}
      />
      {showName ? (
        <Typography variant="subtitle1" noWrap sx={{ fontWeight: 800 }}>
          {shellTexts.platformName}
        </Typography>
      ) : null}
    </Box>
  );
}
