import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Skeleton, Stack, Tab, Tabs } from '@mui/material';
import { courseMessages, moveInOrder } from '@app/domain';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageLoader } from '@/components/feedback/page-loader';
import { ReadView } from '@/components/feedback/read-view';
import { useToast } from '@/lib/use-toast';
import { paths } from '@/config/paths';
import { useWatchedPercents } from '@/lib/content';
import { useSession } from '@/lib/session';
import { saveClassOrder } from '../api/course-classes';
import { CourseClassList } from './course-class-list';
import { CourseHeader } from './course-header';
import { CourseMessagePage } from './course-message-page';
import { CourseProfessors } from './course-professors';
import { RestrictedCourse } from './restricted-course';
import { useCourseView, type CourseView } from '../hooks/use-course-view';
import { coursePageMessages as t } from '../messages';

type CoursePageProps = {
  /** Shown under the header for a found course (the app puts the certificate banner here). */
  banner?: (courseId: string) => ReactNode;
};

/** /dashboard/curso/{id}: subscribers and admins; everyone else sees 'Acesso Restrito'. */
export default function CoursePage({ banner }: CoursePageProps) {
  const { id = '' } = useParams();
  const session = useSession();
  if (session.status !== 'ready') return <PageLoader />;
  if (!session.isSubscriber && !session.isAdmin) return <RestrictedCourse />;
  return (
    <CourseContent
      courseId={id}
      uid={session.authUser.uid}
      isAdmin={session.isAdmin}
      banner={banner}
    />
  );
}

function CourseContent(props: {
  courseId: string;
  uid: string;
  isAdmin: boolean;
  banner: CoursePageProps['banner'];
}) {
  const view = useCourseView(props.courseId, props.uid);
  const toast = useToast();
  const [tab, setTab] = useState<'classes' | 'professors'>('classes');
  const [moving, setMoving] = useState(false);
  const watched = useWatchedPercents(
    view.status === 'ready' && view.data ? view.data.classes.map((cls) => cls.id) : [],
  );

  const move = async ({ course, classes }: CourseView, classId: string, step: -1 | 1) => {
    setMoving(true);
    try {
      await saveClassOrder(
        course.id,
        moveInOrder(
          classes.map((c) => c.id),
          classId,
          step,
        ),
      );
    } catch (error) {
      console.error(t.moveError, error);
      toast({ title: t.errorTitle, description: t.moveError, variant: 'error' });
    } finally {
      setMoving(false);
    }
  };

  const showCourse = (found: CourseView) => (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 1100, mx: 'auto' }}>
      <Button
        component={RouterLink}
        to={paths.dashboard.root.getHref()}
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 2 }}
      >
        {t.back}
      </Button>
      <CourseHeader view={found} isAdmin={props.isAdmin} />
      {props.banner?.(found.course.id)}
      <Tabs
        value={tab}
        onChange={(_, value: 'classes' | 'professors') => setTab(value)}
        sx={{ mb: 2 }}
      >
        <Tab
          value="classes"
          label={t.tabClasses}
          id="course-tab-classes"
          aria-controls="course-panel"
        />
        <Tab
          value="professors"
          label={t.tabProfessors}
          id="course-tab-professors"
          aria-controls="course-panel"
        />
      </Tabs>
      <Box role="tabpanel" id="course-panel" aria-labelledby={`course-tab-${tab}`}>
        {tab === 'classes' ? (
          <CourseClassList
            courseId={found.course.id}
            classes={found.classes}
            completed={found.completed}
            watched={watched}
            onMove={props.isAdmin ? (classId, step) => void move(found, classId, step) : undefined}
            moving={moving}
          />
        ) : (
          <CourseProfessors course={found.course} classes={found.classes} />
        )}
      </Box>
    </Box>
  );

  return (
    <ReadView
      read={view}
      loading={<CourseSkeleton />}
      error={<CourseMessagePage title={t.errorTitle} message={courseMessages.loadError} />}
      retry={false}
      empty={<CourseMessagePage title={courseMessages.notFound} message={t.notFoundHint} />}
    >
      {showCourse}
    </ReadView>
  );
}

function CourseSkeleton() {
  return (
    <Box
      role="progressbar"
      aria-label={t.loading}
      sx={{ p: { xs: 2, md: 4 }, maxWidth: 1100, mx: 'auto' }}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={4}>
        <Skeleton
          variant="rounded"
          sx={{ width: { xs: '100%', md: 420 }, aspectRatio: '16 / 9', height: 'auto' }}
        />
        <Stack spacing={2} sx={{ flex: 1 }}>
          <Skeleton variant="text" sx={{ fontSize: '2rem' }} />
          <Skeleton variant="text" width="30%" />
          <Skeleton variant="rounded" width={180} height={42} />
          <Skeleton variant="rounded" height={8} />
        </Stack>
      </Stack>
    </Box>
  );
}
