import { Avatar, Link, Stack, Typography } from '@mui/material';
import type { ClassDoc, CourseDoc } from '@/lib/content';
import { initials } from '@/lib/initials';
import { coursePageMessages as t } from '../messages';

type Professor = { name: string; description: string | null; link: string | null };

/** The course's professor, then anyone else who teaches one of its classes. */
function professorsOf(course: CourseDoc, classes: ClassDoc[]): Professor[] {
  const list: Professor[] = [
    {
      name: course.professorName,
      description: course.professorDescription || null,
      link: course.professorLink ?? null,
    },
  ];
  for (const cls of classes) {
    if (list.some((p) => p.name.trim().toLowerCase() === cls.professorName.trim().toLowerCase())) {
      continue;
    }
    list.push({
      name: cls.professorName,
      description: cls.professorDescription ?? null,
      link: cls.professorLink ?? null,
    });
  }
  return list;
}

/** The 'Professores' tab. */
export function CourseProfessors({ course, classes }: { course: CourseDoc; classes: ClassDoc[] }) {
  return (
    <Stack spacing={3}>
      {professorsOf(course, classes).map((professor) => (
        <Stack key={professor.name} direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Avatar>{initials(professor.name)}</Avatar>
          <div>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {professor.name}
            </Typography>
            {professor.description ? (
              <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
                {professor.description}
              </Typography>
            ) : null}
            {professor.link ? (
              <Link href={professor.link} target="_blank" rel="noopener noreferrer">
                {t.professorMore}
              </Link>
            ) : null}
          </div>
        </Stack>
      ))}
    </Stack>
  );
}
