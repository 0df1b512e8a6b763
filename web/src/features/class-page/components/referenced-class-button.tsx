import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { ReadView } from '@/components/feedback/read-view';
import { paths } from '@/config/paths';
import { useRead } from '@/lib/use-read';
import { liveClassById } from '../api/class-queries';
import { classPageMessages as t } from '../messages';

/** An insight's link to the weekly class it refers to; hidden while loading or if it is gone. */
export function ReferencedClassButton({ classId }: { classId: string }) {
  const referenced = useRead(liveClassById(classId));
  return (
    <ReadView read={referenced} loading={null} error={null}>
      {(cls) => (
        <Button
          variant="outlined"
          size="small"
          component={RouterLink}
          to={paths.dashboard.classPage.getHref(cls.slug)}
          sx={{ mb: 2 }}
        >
          {t.referencedClass(cls.classNumber)}
        </Button>
      )}
    </ReadView>
  );
}
