import { Card, CardContent, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

/**
 * One section of the profile page: a card named by its heading, with a line of help under it.
 * `outside` is rendered in the card but outside its content (the section's dialogs).
 */
export function ProfileSection({
  title,
  help,
  children,
  outside,
}: {
  title: string;
  help: string;
  children: ReactNode;
  outside?: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {help}
        </Typography>
        {children}
      </CardContent>
      {outside}
    </Card>
  );
}
