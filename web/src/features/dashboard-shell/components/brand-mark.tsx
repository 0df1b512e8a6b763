import { Box, Typography, type SxProps, type Theme } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { shellMessages } from '../messages';

type Props = {
  showName: boolean;
  /** Link to the dashboard home (the sidebar); off where the guard would only bounce back. */
  linked?: boolean;
};

const markSx: SxProps<Theme> = {
  display: 'flex',
  alignItems: 'center',
  gap: 1.25,
  color: 'inherit',
  textDecoration: 'none',
  minWidth: 0,
};

/** Sidebar header: the logo, with the platform name when the sidebar is expanded. */
export function BrandMark({ showName, linked = true }: Props) {
  const content = (
    <>
      <Box
        component="img"
        src="/favicon.svg"
        alt=""
        sx={{ width: 32, height: 32, flexShrink: 0 }}
      />
      {showName ? (
        <Typography variant="subtitle1" noWrap sx={{ fontWeight: 800 }}>
          {shellMessages.platformName}
        </Typography>
      ) : null}
    </>
  );
  return linked ? (
    <Box
      component={RouterLink}
      to={paths.dashboard.root.getHref()}
      aria-label={shellMessages.platformName}
      sx={markSx}
    >
      {content}
    </Box>
  ) : (
    <Box sx={markSx}>{content}</Box>
  );
}
