import EmailIcon from '@mui/icons-material/Email';
import HomeIcon from '@mui/icons-material/Home';
import LockClockIcon from '@mui/icons-material/LockClock';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { supportEmailHref, supportWhatsAppHref } from '@/config/commerce';
import { paths } from '@/config/paths';
import { FocusPageShell } from '../components/focus-page-shell';
import { accessExpiredMessages as t } from '../messages';

/** `/acesso-expirado`: where an expired or cancelled student lands after sign-out. */
export default function AccessExpiredPage() {
  return (
    <FocusPageShell maxWidth="sm">
      <Card variant="outlined" sx={{ bgcolor: 'rgba(255, 255, 255, 0.03)' }}>
        <CardContent sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
          <LockClockIcon color="primary" sx={{ fontSize: 64, mb: 2 }} aria-hidden />
          <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 2 }}>
            {t.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 4 }}>
            {t.text}
          </Typography>
          <Stack spacing={1.5}>
            <Button
              href={supportEmailHref(t.emailSubject)}
              variant="contained"
              size="large"
              startIcon={<EmailIcon />}
            >
              {t.emailSupport}
            </Button>
            <Button
              href={supportWhatsAppHref(t.whatsappText)}
              target="_blank"
              rel="noopener noreferrer"
              variant="contained"
              color="success"
              size="large"
              startIcon={<WhatsAppIcon />}
            >
              {t.whatsappSupport}
            </Button>
            <Button
              component={RouterLink}
              to={paths.home.getHref()}
              variant="outlined"
              color="inherit"
              size="large"
              startIcon={<HomeIcon />}
            >
              {t.backHome}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </FocusPageShell>
  );
}
