import { Container, Stack, Typography } from '@mui/material';
import { PlansLinkButton } from '../components/plans-link-button';
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
        <PlansLinkButton>{t.cta}</PlansLinkButton>
      </Container>
    </PublicPageShell>
  );
}
