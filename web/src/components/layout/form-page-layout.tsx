import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** The frame of the admin form pages: a back link, the heading and the form on a card. */
export function FormPageLayout(props: {
  title: string;
  backTo: string;
  backLabel: string;
  children: ReactNode;
}) {
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 880, mx: 'auto' }}>
      <Button component={RouterLink} to={props.backTo} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        {props.backLabel}
      </Button>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {props.title}
      </Typography>
      <Paper sx={{ p: { xs: 2, md: 4 } }}>{props.children}</Paper>
    </Box>
  );
}
