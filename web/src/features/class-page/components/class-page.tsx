import { classMessages } from '@app/domain';
import { Box, Skeleton, Stack, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { PageLoader } from '@/components/feedback/page-loader';
import { ReadView } from '@/components/feedback/read-view';
import { useSession } from '@/lib/session';
import { useRead } from '@/lib/use-read';
import { liveClassBySlug } from '../api/class-queries';
import { ClassView, type ClassViewProps } from './class-view';

type ClassPageProps = Pick<ClassViewProps, 'quiz'>;

/**
 * /dashboard/aula/{slug}: the class, its video, materials, rating and comments; the app composes
 * the class's quiz under the video (`quiz`).
 */
export default function ClassPage({ quiz }: ClassPageProps) {
  const { slug = '' } = useParams();
  const session = useSession();
  if (session.status !== 'ready') return <PageLoader />;
  return (
    <ClassBySlug slug={slug} canReadCourses={session.isSubscriber || session.isAdmin} quiz={quiz} />
  );
}

function ClassBySlug({
  slug,
  canReadCourses,
  quiz,
}: { slug: string; canReadCourses: boolean } & ClassPageProps) {
  const cls = useRead(liveClassBySlug(slug, canReadCourses));
  return (
    <ReadView
      read={cls}
      loading={<ClassPageSkeleton />}
      error={<ClassNotFound />}
      retry={false}
      empty={<ClassNotFound />}
    >
      {(found) => <ClassView key={found.id} cls={found} quiz={quiz} />}
    </ReadView>
  );
}

function ClassNotFound() {
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {classMessages.notFoundTitle}
      </Typography>
      <Typography color="text.secondary">{classMessages.notFoundDescription}</Typography>
    </Box>
  );
}

function ClassPageSkeleton() {
  return (
    <Stack spacing={2} sx={{ p: { xs: 2, md: 4 } }} aria-busy="true">
      <Skeleton variant="text" width="60%" height={48} />
      <Skeleton
        variant="rectangular"
        sx={{ width: '100%', aspectRatio: '16 / 9', height: 'auto' }}
      />
      <Skeleton variant="text" width="90%" />
      <Skeleton variant="text" width="80%" />
    </Stack>
  );
}
