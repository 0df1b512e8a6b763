import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ForumIcon from '@mui/icons-material/Forum';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { commerce, supportEmailHref } from '@/config/commerce';
import { paths } from '@/config/paths';
import { FeatureCard } from '../components/feature-card';
import { FocusPageShell } from '../components/focus-page-shell';
import { thankYouMessages as t } from '../messages';

const stepIcons: Record<(typeof t.steps)[number]['key'], ReactElement> = {
  email: <MarkEmailReadIcon />,
  content: <PlayCircleIcon />,
  community: <ForumIcon />,
};

/** `/obrigado`: after the purchase. */
export default function ThankYouPage() {
  return (
    <FocusPageShell>
      <Stack spacing={4} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <CheckCircleIcon color="success" sx={{ fontSize: 72 }} aria-hidden />
        <Box>
          <Typography
            component="h1"
            variant="h3"
            sx={{ fontWeight: 800, fontSize: { xs: '2rem', md: '2.75rem' }, mb: 1.5 }}
          >
            {t.title}
          </Typography>
          <Typography color="text.secondary" sx={{ fontSize: { md: '1.1rem' } }}>
            {t.subtitle}
          </Typography>
        </Box>
        <Stack
          component="ol"
          spacing={2}
          sx={{ listStyle: 'none', p: 0, m: 0, width: '100%', textAlign: 'left' }}
        >
          {t.steps.map((step, index) => (
            <li key={step.key}>
              <FeatureCard
                icon={stepIcons[step.key]}
                title={`${index + 1}. ${step.title}`}
                text={step.text}
              />
            </li>
          ))}
        </Stack>
        <Button
          component={RouterLink}
          to={paths.dashboard.root.getHref()}
          variant="contained"
          size="large"
          sx={{ px: 5, py: 1.5 }}
        >
          {t.dashboard}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t.help} <Link href={supportEmailHref()}>{commerce.supportEmail}</Link>
        </Typography>
      </Stack>
    </FocusPageShell>
  );
}
