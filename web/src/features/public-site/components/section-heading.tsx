import { Stack, Typography } from '@mui/material';

type Props = {
  title: string;
  subtitle?: string;
  eyebrow?: string;
  /** 'h1' for a page's main heading; sections use 'h2'. */
  component?: 'h1' | 'h2';
};

/** The centred title block every section of the public pages opens with. */
export function SectionHeading({ title, subtitle, eyebrow, component = 'h2' }: Props) {
  return (
    <Stack spacing={1.5} sx={{ textAlign: 'center', alignItems: 'center', mb: { xs: 4, md: 6 } }}>
      {eyebrow ? (
        <Typography
          variant="overline"
          color="primary"
          sx={{ fontWeight: 700, letterSpacing: '0.12em', lineHeight: 1.4 }}
        >
          {eyebrow}
        </Typography>
      ) : null}
      <Typography
        component={component}
        variant="h3"
        sx={{ fontWeight: 800, fontSize: { xs: '1.75rem', md: '2.5rem' }, maxWidth: 760 }}
      >
        {title}
      </Typography>
      {subtitle ? (
        <Typography color="text.secondary" sx={{ maxWidth: 640, fontSize: { md: '1.1rem' } }}>
          {subtitle}
        </Typography>
      ) : null}
    </Stack>
  );
}
