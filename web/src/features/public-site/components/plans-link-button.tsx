import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Button, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

/** The call to see the plans (a plain link to /planos): the landing page's and /sobre's. */
export function PlansLinkButton({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Button
      component={RouterLink}
      to={paths.plans.getHref()}
      variant="contained"
      size="large"
      endIcon={<ArrowForwardIcon />}
      sx={sx}
    >
      {children}
    </Button>
  );
}
