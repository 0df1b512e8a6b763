import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

type Props = { icon: ReactNode; title: string; text: string };

/** Icon, title and a line of text: the benefit, audience and step cards of the public pages. */
export function FeatureCard({ icon, title, text }: Props) {
  return (
    <Card
      variant="outlined"
      sx={{
        height: '100%',
        bgcolor: 'rgba(255, 255, 255, 0.03)',
        transition: 'border-color 200ms, transform 200ms',
        '&:hover': { borderColor: 'primary.main', transform: 'translateY(-2px)' },
      }}
    >
      <CardContent sx={{ p: 3 }}>
        <Box
          aria-hidden
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: 48,
            height: 48,
            borderRadius: 2,
            mb: 2,
            color: 'primary.main',
            bgcolor: 'rgba(229, 9, 20, 0.12)',
          }}
        >
          {icon}
        </Box>
        <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{text}</Typography>
      </CardContent>
    </Card>
  );
}
