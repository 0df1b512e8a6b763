import { Button, Stack } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { ClassDoc } from '@/lib/content';
import { fetchNeighbours, type Neighbours } from '../api/class-queries';
import { classPageTexts as t } from '../messages';

/** 'Anterior' / 'Próxima': disabled while looking the neighbours up and at either end. */
export function ClassNavigation({ cls }: { cls: ClassDoc }) {
  const [state, setState] = useState<{ classId: string; neighbours: Neighbours } | null>(null);

  useEffect(() => {
    let current = true;
    fetchNeighbours(cls)
      .then((neighbours) => {
        if (current) setState({ classId: cls.id, neighbours });
      })
      .catch((error: unknown) => {
        console.error('Falha ao buscar aulas vizinhas', error);
        if (current) setState({ classId: cls.id, neighbours: { previous: null, next: null } });
      });
    return () => {
      current = false;
    };
    // Neighbours depend on the class's place in the sequence, not on its other fields.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cls.id, cls.type, cls.classNumber, cls.courseId]);

  const neighbours = state?.classId === cls.id ? state.neighbours : null;
  const link = (target: ClassDoc | null | undefined, label: string, back: boolean) =>
    target ? (
      <Button
        variant="outlined"
        component={RouterLink}
        to={paths.dashboard.classPage.getHref(target.slug)}
        startIcon={back ? <ChevronLeftIcon /> : undefined}
        endIcon={back ? undefined : <ChevronRightIcon />}
      >
        {label}
      </Button>
    ) : (
      <Button
        variant="outlined"
        disabled
        startIcon={back ? <ChevronLeftIcon /> : undefined}
        endIcon={back ? undefined : <ChevronRightIcon />}
      >
        {label}
      </Button>
    );
  return (
    <Stack direction="row" spacing={1}>
      {link(neighbours?.previous, t.previous, true)}
      {link(neighbours?.next, t.next, false)}
    </Stack>
  );
}
