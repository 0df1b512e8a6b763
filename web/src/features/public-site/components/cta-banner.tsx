import { Box, Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';

type Props = { title: string; text: string; action: ReactNode };

/** The closing "subscribe now" band of the landing and sales pages. */
export function CtaBanner({ title, text, action }: Props) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
      <Box
        sx={{
          borderRadius: 4,
          px: { xs: 3, md: 8 },
          py: { xs: 5, md: 8 },
          textAlign: 'center',
          background: 'linear-gradient(135deg, #e50914 0%, #8b0610 100%)',
        }}
      >
        <Typography
          component="h2"
          variant="h3"
          sx={{ fontWeight: 800, fontSize: { xs: '1.75rem', md: '2.5rem' }, mb: 2 }}
        >
          {title}
        </Typography>
        <Typography sx={{ mb: 4, opacity: 0.9, maxWidth: 560, mx: 'auto' }}>{text}</Typography>
        {action}
      </Box>
    </Container>
  );
}
