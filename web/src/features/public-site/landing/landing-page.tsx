import AutoGraphIcon from '@mui/icons-material/TrendingUp';
import BoltIcon from '@mui/icons-material/Bolt';
import DevicesIcon from '@mui/icons-material/Devices';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import LiveTvIcon from '@mui/icons-material/LiveTv';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import { CtaBanner } from '../components/cta-banner';
import { FeatureGrid } from '../components/feature-grid';
import { GlowSection } from '../components/glow-section';
import { PlansLinkButton } from '../components/plans-link-button';
import { PublicPageShell } from '../components/public-page-shell';
import { SectionHeading } from '../components/section-heading';
import { landingMessages as t } from '../messages';
import { TopicTiles } from './topic-tiles';

const contentIcons: Record<(typeof t.content.items)[number]['key'], ReactElement> = {
  live: <LiveTvIcon />,
  insights: <LightbulbIcon />,
  courses: <MenuBookIcon />,
};

const benefitIcons: Record<(typeof t.benefits.items)[number]['key'], ReactElement> = {
  practical: <BoltIcon />,
  results: <AutoGraphIcon />,
  flexibility: <DevicesIcon />,
};

const CONTENT_SECTION_ID = 'conteudo';

/** `/`: the public landing page. */
export default function LandingPage() {
  return (
    <PublicPageShell>
      <GlowSection>
        <Container maxWidth="md" sx={{ py: { xs: 8, md: 14 }, textAlign: 'center' }}>
          <Typography
            variant="overline"
            color="secondary"
            sx={{ fontWeight: 700, letterSpacing: '0.12em' }}
          >
            {t.hero.eyebrow}
          </Typography>
          <Typography
            component="h1"
            variant="h2"
            sx={{
              fontWeight: 800,
              letterSpacing: '-0.03em',
              fontSize: { xs: '2.1rem', sm: '2.75rem', md: '3.75rem' },
              lineHeight: 1.1,
              my: 2,
            }}
          >
            {t.hero.title}
          </Typography>
          <Typography
            color="text.secondary"
            sx={{ fontSize: { xs: '1rem', md: '1.2rem' }, maxWidth: 680, mx: 'auto', mb: 4 }}
          >
            {t.hero.subtitle}
          </Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ justifyContent: 'center' }}
          >
            <PlansLinkButton sx={{ px: 4, py: 1.5 }}>{t.hero.cta}</PlansLinkButton>
            <Button
              href={`#${CONTENT_SECTION_ID}`}
              variant="outlined"
              color="inherit"
              size="large"
              sx={{ px: 4, py: 1.5 }}
            >
              {t.hero.secondary}
            </Button>
          </Stack>
        </Container>
      </GlowSection>

      <Container
        component="section"
        id={CONTENT_SECTION_ID}
        maxWidth="lg"
        sx={{ py: { xs: 6, md: 10 }, scrollMarginTop: 80 }}
      >
        <SectionHeading title={t.content.title} subtitle={t.content.subtitle} />
        <FeatureGrid
          items={t.content.items}
          icons={contentIcons}
          size={{ xs: 12, md: 4 }}
          sx={{ mb: { xs: 6, md: 8 } }}
        />
        <Typography
          component="h3"
          variant="h5"
          sx={{ fontWeight: 700, textAlign: 'center', mb: 3 }}
        >
          {t.content.topicsTitle}
        </Typography>
        <TopicTiles />
      </Container>

      <Box component="section" sx={{ bgcolor: 'rgba(255, 255, 255, 0.02)' }}>
        <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
          <SectionHeading title={t.benefits.title} />
          <FeatureGrid items={t.benefits.items} icons={benefitIcons} size={{ xs: 12, md: 4 }} />
        </Container>
      </Box>

      <CtaBanner
        title={t.finalCta.title}
        text={t.finalCta.text}
        action={
          <PlansLinkButton
            sx={{
              bgcolor: '#fff',
              color: '#141414',
              px: 4,
              py: 1.5,
              '&:hover': { bgcolor: '#f1f1f1' },
            }}
          >
            {t.finalCta.cta}
          </PlansLinkButton>
        }
      />
    </PublicPageShell>
  );
}
