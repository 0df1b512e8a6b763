import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Button, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PublicPageShell } from '../components/public-page-shell';
import { SectionHeading } from '../components/section-heading';
import { aboutMessages as t } from '../messages';

/** `/sobre`. */
export default function AboutPage() {
  return (
    <PublicPageShell>
      <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
        <SectionHeading component="h1" title={t.title} />
        <Stack spacing={2.5} sx={{ mb: 5 }}>
          {t.paragraphs.map((paragraph) => (
            <Typography key={paragraph} color="text.secondary" sx={{ fontSize: '1.1rem' }}>
              {paragraph}
            </Typography>
          ))}
        </Stack>
        <Button
          component={RouterLink}
          to={paths.plans.getHref()}
          variant="contained"
          size="large"
          endIcon={<ArrowForwardIcon />}
        >
          {t.cta}
        </Button>
      </Container>
    </PublicPageShell>
  );
}
