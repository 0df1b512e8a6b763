import { Box, Container, Divider, Grid, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { brand, footerMessages as t } from '../messages';
import { BrandLogo } from './brand-logo';

const columns = [
  {
    title: t.quickLinks,
    links: [
      { label: t.home, to: paths.home.getHref() },
      { label: t.plans, to: paths.plans.getHref() },
      { label: t.about, to: paths.about.getHref() },
      { label: t.contact, to: paths.contact.getHref() },
    ],
  },
  {
    title: t.account,
    links: [
      { label: t.login, to: paths.login.getHref() },
      { label: t.subscribe, to: paths.plans.getHref() },
      { label: t.dashboard, to: paths.dashboard.root.getHref() },
    ],
  },
  {
    title: t.legal,
    links: [
      { label: t.terms, to: paths.terms.getHref() },
      { label: t.privacy, to: paths.privacy.getHref() },
    ],
  },
] as const;

/** Footer of the public pages: Links Rápidos, Conta, Legal. */
export function SiteFooter() {
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', bgcolor: '#0f0f0f', mt: 'auto' }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 7 } }}>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <BrandLogo />
            <Typography color="text.secondary" sx={{ mt: 2, maxWidth: 320 }}>
              {brand.tagline}
            </Typography>
          </Grid>
          {columns.map((column) => (
            <Grid key={column.title} size={{ xs: 6, sm: 4, md: 'grow' }}>
              <Typography component="h2" variant="subtitle2" sx={{ fontWeight: 700, mb: 1.5 }}>
                {column.title}
              </Typography>
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {column.links.map((link) => (
                  <li key={link.label}>
                    <Link
                      component={RouterLink}
                      to={link.to}
                      color="text.secondary"
                      underline="hover"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </Stack>
            </Grid>
          ))}
        </Grid>
        <Divider sx={{ my: 4 }} />
        {/* A static page's HTML is built once: its inline script puts the visitor's year in this
            line (web/build/prerender-public-pages.ts). */}
        <Typography variant="body2" color="text.secondary" data-current-year="">
          {t.rights(new Date().getFullYear())}
        </Typography>
      </Container>
    </Box>
  );
}
