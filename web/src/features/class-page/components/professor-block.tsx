import { Avatar, Box, Link, Stack, Typography } from '@mui/material';
import type { ClassDoc } from '@/lib/content';
import { initials } from '@/lib/initials';
import { classPageMessages as t } from '../messages';

export function ProfessorBlock({ cls }: { cls: ClassDoc }) {
  if (!cls.professorName) return null;
  return (
    <Box component="section" aria-labelledby="professor-heading" sx={{ mt: 3 }}>
      <Typography id="professor-heading" variant="h5" component="h2" gutterBottom>
        {t.professor}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Avatar>{initials(cls.professorName)}</Avatar>
        <Box>
          <Typography sx={{ fontWeight: 600 }}>{cls.professorName}</Typography>
          {cls.professorDescription ? (
            <Typography color="text.secondary">{cls.professorDescription}</Typography>
          ) : null}
          {cls.professorLink ? (
            <Link href={cls.professorLink} target="_blank" rel="noopener noreferrer">
              {t.learnMore}
            </Link>
          ) : null}
        </Box>
      </Stack>
    </Box>
  );
}
