import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Container,
  Typography,
} from '@mui/material';
import { SectionHeading } from '../components/section-heading';
import { plansMessages as t } from '../messages';

/** FAQ accordion with its six items (plan, guarantee, cancellation, access, refund, community). */
export function FaqSection() {
  return (
    <Container maxWidth="md" component="section" sx={{ py: { xs: 6, md: 10 } }}>
      <SectionHeading title={t.faq.title} />
      {t.faq.items.map((item) => (
        <Accordion
          key={item.key}
          disableGutters
          variant="outlined"
          sx={{
            bgcolor: 'rgba(255, 255, 255, 0.03)',
            '&:not(:last-of-type)': { mb: 1.5 },
            borderRadius: 2,
            '&::before': { display: 'none' },
          }}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            aria-controls={`faq-${item.key}-content`}
            id={`faq-${item.key}-header`}
          >
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              {item.question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography color="text.secondary">{item.answer}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Container>
  );
}
