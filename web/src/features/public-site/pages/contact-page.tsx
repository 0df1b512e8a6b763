import EmailIcon from '@mui/icons-material/Email';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { Button, Card, CardContent, Container, Grid, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { commerce, supportEmailHref, supportWhatsAppHref } from '@/config/commerce';
import { PublicPageShell } from '../components/public-page-shell';
import { SectionHeading } from '../components/section-heading';
import { contactMessages as t } from '../messages';

/** Phone digits 5511900000000 shown as +55 (11) 90000-0000. */
function formatWhatsApp(digits: string): string {
  const local = digits.slice(2);
  const area = local.slice(0, 2);
  const number = local.slice(2);
  const split = number.length - 4;
  return `+${digits.slice(0, 2)} (${area}) ${number.slice(0, split)}-${number.slice(split)}`;
}

function ContactCard(props: { icon: ReactNode; title: string; text: string; action: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ height: '100%', bgcolor: 'rgba(255, 255, 255, 0.03)' }}>
      <CardContent
        sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }}
      >
        {props.icon}
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {props.title}
        </Typography>
        <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
          {props.text}
        </Typography>
        {props.action}
      </CardContent>
    </Card>
  );
}

/** `/contato`: the support e-mail and WhatsApp. */
export default function ContactPage() {
  return (
    <PublicPageShell>
      <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
        <SectionHeading component="h1" title={t.title} subtitle={t.subtitle} />
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <ContactCard
              icon={<EmailIcon color="primary" fontSize="large" />}
              title={t.emailTitle}
              text={t.emailText}
              action={
                <Button
                  href={supportEmailHref()}
                  variant="outlined"
                  sx={{ overflowWrap: 'anywhere', textAlign: 'center' }}
                >
                  {commerce.supportEmail}
                </Button>
              }
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <ContactCard
              icon={<WhatsAppIcon color="success" fontSize="large" />}
              title={t.whatsappTitle}
              text={`${t.whatsappText} ${formatWhatsApp(commerce.supportWhatsApp)}`}
              action={
                <Button
                  href={supportWhatsAppHref(t.whatsappGreeting)}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="contained"
                  color="success"
                >
                  {t.whatsappAction}
                </Button>
              }
            />
          </Grid>
        </Grid>
      </Container>
    </PublicPageShell>
  );
}
