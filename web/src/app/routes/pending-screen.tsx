import { Box, Typography } from '@mui/material';

/**
 * Holds a route of the spec's table whose screen belongs to a later delivery, so the route table
 * is complete and navigable today. Each use names the screen it stands for.
 */
export function PendingScreen({ title }: { title: string }) {
  return (
    <Box component="main" sx={{ p: { xs: 2, md: 4 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">
        Esta tela ainda não está disponível nesta versão da plataforma.
      </Typography>
    </Box>
  );
}
