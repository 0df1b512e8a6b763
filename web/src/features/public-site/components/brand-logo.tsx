import SchoolIcon from '@mui/icons-material/School';
import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { brand } from '../messages';
import { brandRed } from '@/lib/theme';

/** The product's name with its mark; links home. */
export function BrandLogo() {
  return (
    <Link
      component={RouterLink}
      to={paths.home.getHref()}
      underline="none"
      color="inherit"
      aria-label={brand.name}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, minWidth: 0 }}
    >
      <Box
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: 36,
          height: 36,
          borderRadius: 2,
          bgcolor: brandRed,
          color: '#fff',
          flexShrink: 0,
        }}
      >
        <SchoolIcon fontSize="small" />
      </Box>
      <Typography
        component="span"
        variant="h6"
        noWrap
        sx={{
          fontWeight: 800,
          letterSpacing: '-0.02em',
          fontSize: { xs: '1.05rem', sm: '1.2rem' },
        }}
      >
        {brand.name}
      </Typography>
    </Link>
  );
}
