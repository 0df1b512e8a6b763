import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Container, Typography } from '@mui/material';
import { SectionHeading } from '../components/section-heading';
import { plansMessages as t } from '../messages';

/**
 * The FAQ's six items (plan, guarantee, cancellation, access, refund, community) as
 * `<details>`/`<summary>`: the browser opens and closes them, by mouse, Enter or Space, and tells
 * screen readers whether each is open, with or without JavaScript.
 */
export function FaqSection() {
  return (
    <Container maxWidth="md" component="section" sx={{ py: { xs: 6, md: 10 } }}>
      <SectionHeading title={t.faq.title} />
      {t.faq.items.map((item) => (
        <Box
          key={item.key}
          component="details"
          sx={{
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            bgcolor: 'rgba(255, 255, 255, 0.03)',
            '&:not(:last-of-type)': { mb: 1.5 },
            '&[open] .faq-expand': { transform: 'rotate(180deg)' },
          }}
        >
          <Box
            component="summary"
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 2,
              px: 2,
              minHeight: 48,
              py: 1.5,
              cursor: 'pointer',
              listStyle: 'none',
              borderRadius: 2,
              '&::-webkit-details-marker': { display: 'none' },
              '&:focus-visible': {
                outline: '2px solid',
                outlineColor: 'text.primary',
                outlineOffset: 2,
              },
            }}
          >
            <Typography component="h3" sx={{ fontWeight: 600, flexGrow: 1 }}>
              {item.question}
            </Typography>
            <ExpandMoreIcon
              className="faq-expand"
              aria-hidden
              sx={{ color: 'text.secondary', transition: 'transform 150ms' }}
            />
          </Box>
          <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
            {item.answer}
          </Typography>
        </Box>
      ))}
    </Container>
  );
}
