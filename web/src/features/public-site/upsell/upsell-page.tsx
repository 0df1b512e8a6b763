import LiveTvIcon from '@mui/icons-material/LiveTv';
import SavingsIcon from '@mui/icons-material/Savings';
import StarIcon from '@mui/icons-material/Star';
import { Alert, AlertTitle, Box, Link, Stack } from '@mui/material';
import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { FeatureGrid } from '../components/feature-grid';
import { FocusPageShell } from '../components/focus-page-shell';
import { SectionHeading } from '../components/section-heading';
import { upsellMessages as t } from '../messages';
import { CheckoutWidget } from './checkout-widget';

const benefitIcons: Record<(typeof t.benefits)[number]['key'], ReactElement> = {
  discount: <SavingsIcon />,
  library: <LiveTvIcon />,
  founder: <StarIcon />,
};

/** `/upsell`: the founders' offer shown right after a purchase. */
export default function UpsellPage() {
  return (
    <FocusPageShell maxWidth="lg">
      <SectionHeading component="h1" eyebrow={t.eyebrow} title={t.title} subtitle={t.subtitle} />
      <Stack spacing={{ xs: 4, md: 6 }}>
        <Alert
          severity="warning"
          variant="filled"
          sx={{ alignSelf: 'center', width: '100%', maxWidth: 760 }}
        >
          <AlertTitle sx={{ fontWeight: 700 }}>{t.warningTitle}</AlertTitle>
          {t.warningText}
        </Alert>
        <FeatureGrid items={t.benefits} icons={benefitIcons} size={{ xs: 12, md: 4 }} />
        <Box sx={{ alignSelf: 'center', width: '100%', maxWidth: 760 }}>
          <CheckoutWidget />
        </Box>
        <Box sx={{ textAlign: 'center' }}>
          <Link component={RouterLink} to={paths.thankYou.getHref()} color="text.secondary">
            {t.decline}
          </Link>
        </Box>
      </Stack>
    </FocusPageShell>
  );
}
