import { Button, Stack } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Link as RouterLink } from 'react-router-dom';
import { ReadView } from '@/components/feedback/read-view';
import { paths } from '@/config/paths';
import type { ClassDoc } from '@/lib/content';
import { useRead } from '@/lib/use-read';
import { classNeighbours, type Neighbours } from '../api/class-queries';
import { classPageMessages as t } from '../messages';

const NO_NEIGHBOURS: Neighbours = { previous: null, next: null };

/** 'Anterior' / 'Próxima': disabled while looking the neighbours up and at either end. */
export function ClassNavigation({ cls }: { cls: ClassDoc }) {
  const read = useRead(classNeighbours(cls));
  const link = (target: ClassDoc | null, label: string, back: boolean) =>
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
  const navigation = (neighbours: Neighbours) => (
    <Stack direction="row" spacing={1}>
      {link(neighbours.previous, t.previous, true)}
      {link(neighbours.next, t.next, false)}
    </Stack>
  );
  // While reading, and if the read fails, both buttons are disabled.
  return (
    <ReadView
      read={read}
      loading={navigation(NO_NEIGHBOURS)}
      error={navigation(NO_NEIGHBOURS)}
      retry={false}
    >
      {navigation}
    </ReadView>
  );
}
