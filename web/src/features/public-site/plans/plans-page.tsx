import DescriptionIcon from '@mui/icons-material/Description';
import DevicesIcon from '@mui/icons-material/Devices';
import ForumIcon from '@mui/icons-material/Forum';
import GroupsIcon from '@mui/icons-material/Groups';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import LiveTvIcon from '@mui/icons-material/LiveTv';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PersonIcon from '@mui/icons-material/Person';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { SALES_SCROLL_OFFSET_PX } from '@app/domain';
import { Box, Container } from '@mui/material';
import type { ReactElement } from 'react';
import { CtaBanner } from '../components/cta-banner';
import { FeatureGrid } from '../components/feature-grid';
import { LeadDialog } from '../lead/lead-dialog';
import { GlowSection } from '../components/glow-section';
import { PublicPageShell } from '../components/public-page-shell';
import { SectionHeading } from '../components/section-heading';
import { plansMessages as t } from '../messages';
import { FaqSection } from './faq-section';
import { GuaranteeBanner } from './guarantee-banner';
import { PlanCard } from './plan-card';
import { PLANS_SECTION_ID } from './scroll-to-section';
import { SubscribeButton } from './subscribe-button';

// The popup's markup is part of the page; its script downloads on the first hover or press.
const loadLeadForm = () => import('../lead/lead-form');
const chooseFounderPlan = () => {
  void loadLeadForm().then(({ leadForm }) => leadForm().open());
};

const benefitIcons: Record<(typeof t.benefits)[number]['key'], ReactElement> = {
  live: <LiveTvIcon />,
  insights: <LightbulbIcon />,
  courses: <MenuBookIcon />,
  community: <ForumIcon />,
  materials: <DescriptionIcon />,
  anywhere: <DevicesIcon />,
};

const audienceIcons: Record<(typeof t.audience.profiles)[number]['key'], ReactElement> = {
  entrepreneurs: <StorefrontIcon />,
  professionals: <PersonIcon />,
  leaders: <GroupsIcon />,
  career: <RocketLaunchIcon />,
};

/** `/planos`: the sales page with the plan, the lead popup and the checkout. */
export default function PlansPage() {
  return (
    <PublicPageShell>
      <GlowSection>
        <Container maxWidth="lg" sx={{ pt: { xs: 7, md: 12 }, pb: { xs: 6, md: 10 } }}>
          <SectionHeading
            component="h1"
            eyebrow={t.hero.eyebrow}
            title={t.hero.title}
            subtitle={t.hero.subtitle}
          />
          <Box sx={{ textAlign: 'center', mb: { xs: 6, md: 8 } }}>
            <SubscribeButton />
          </Box>
          <FeatureGrid items={t.benefits} icons={benefitIcons} size={{ xs: 12, sm: 6, md: 4 }} />
        </Container>
      </GlowSection>

      <Box component="section" sx={{ bgcolor: 'rgba(255, 255, 255, 0.02)' }}>
        <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
          <SectionHeading title={t.audience.title} subtitle={t.audience.subtitle} />
          <FeatureGrid
            items={t.audience.profiles}
            icons={audienceIcons}
            size={{ xs: 12, sm: 6, md: 3 }}
            sx={{ mb: 5 }}
          />
          <Box sx={{ textAlign: 'center' }}>
            <SubscribeButton />
          </Box>
        </Container>
      </Box>
      <GuaranteeBanner />

      <Container
        component="section"
        id={PLANS_SECTION_ID}
        maxWidth="lg"
        // On the static page 'Assine agora' is the browser's anchor jump: the margin lands it
        // where scrollToSection does inside the app.
        sx={{ py: { xs: 6, md: 10 }, scrollMarginTop: `${SALES_SCROLL_OFFSET_PX}px` }}
      >
        <SectionHeading title={t.plan.sectionTitle} subtitle={t.plan.sectionSubtitle} />
        <Box sx={{ pt: 2 }}>
          <PlanCard onChoose={chooseFounderPlan} onIntent={() => void loadLeadForm()} />
        </Box>
      </Container>

      <FaqSection />

      <CtaBanner
        title={t.finalCta.title}
        text={t.finalCta.text}
        action={<SubscribeButton inverted />}
      />

      <LeadDialog planKey="fundador" />
    </PublicPageShell>
  );
}
