import { Container, Stack, Typography } from '@mui/material';
import { legal } from '@/config/legal';
import { formatLongDate } from '@/lib/dates';
import { PublicPageShell } from '../components/public-page-shell';
import { legalMessages } from '../messages';

type LegalSection = { readonly heading: string; readonly paragraphs: readonly string[] };

type Props = {
  title: string;
  sections: readonly LegalSection[];
  /** Last revision; defaults to VITE_LEGAL_UPDATED_AT. Null: no date line at all. */
  updatedAt?: Date | null;
};

/** Terms and privacy notice (legal/*.md): a titled document of numbered sections. */
export function LegalDocument({ title, sections, updatedAt = legal.updatedAt }: Props) {
  return (
    <PublicPageShell>
      <Container component="article" maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
        <Typography
          component="h1"
          variant="h3"
          sx={{ fontWeight: 800, fontSize: { xs: '2rem', md: '2.75rem' } }}
        >
          {title}
        </Typography>
        {updatedAt ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {legalMessages.updated(formatLongDate(updatedAt))}
          </Typography>
        ) : null}
        <Stack spacing={4} sx={{ mt: 5 }}>
          {sections.map((section) => (
            <section key={section.heading}>
              <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
                {section.heading}
              </Typography>
              {section.paragraphs.map((paragraph) => (
                <Typography key={paragraph} color="text.secondary" sx={{ mb: 1.5 }}>
                  {paragraph}
                </Typography>
              ))}
            </section>
          ))}
        </Stack>
      </Container>
    </PublicPageShell>
  );
}
