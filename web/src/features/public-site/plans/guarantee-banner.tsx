import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { Box, Container, Stack, Typography } from '@mui/material';
import { plansMessages as t } from '../messages';

/** The 7-day guarantee. */
export function GuaranteeBanner() {
  return (
    <Container maxWidth="lg" component="section" sx={{ py: { xs: 4, md: 6 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={3}
        sx={{
          alignItems: 'center',
          textAlign: { xs: 'center', sm: 'left' },
          p: { xs: 3, md: 5 },
          borderRadius: 4,
          border: 1,
          borderColor: 'rgba(245, 197, 24, 0.4)',
          bgcolor: 'rgba(245, 197, 24, 0.06)',
        }}
      >
        <Box
          aria-hidden
          sx={{
            display: 'grid',
            placeItems: 'center',
            flexShrink: 0,
            width: 88,
            height: 88,
            borderRadius: '50%',
            color: 'secondary.main',
            border: 2,
            borderColor: 'secondary.main',
          }}
        >
          <VerifiedUserIcon sx={{ fontSize: 44 }} />
        </Box>
        <Box>
          <Typography component="h2" variant="h5" sx={{ fontWeight: 800, mb: 1 }}>
            {t.guarantee.title}
          </Typography>
          <Typography color="text.secondary">{t.guarantee.text}</Typography>
        </Box>
      </Stack>
    </Container>
  );
}
