import { Box, Card, CardActionArea, CardContent, Chip, Skeleton, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import SchoolIcon from '@mui/icons-material/School';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ReadView } from '@/components/feedback/read-view';
import { cardSkeletonSx } from '@/components/layout/card-grid';
import { CardGridList, CardGridSkeleton } from '@/components/layout/card-grid-list';
import { useRevealTurn } from '@/components/layout/reveal-turn';
import { CoverImage } from '@/components/media/cover-image';
import { SubscriberDialog } from '@/components/subscriber-dialog/subscriber-dialog';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useRead } from '@/lib/use-read';
import { COURSES_ROW_SIZE, latestCourses, type CourseDoc } from '../api/courses';
import { coursesRowMessages as t } from '../messages';

const ROW_SKELETONS = 4;

/**
 * Dashboard: 'Cursos'. Subscribers (and admins) get links into each course; everyone else sees
 * the 'Exclusivo' lock and the subscriber dialog. Hidden when there are no courses.
 */
export function CoursesSection() {
  const session = useSession();
  const canOpen = session.status === 'ready' && (session.isSubscriber || session.isAdmin);
  const [dialogOpen, setDialogOpen] = useState(false);
  const courses = useRead(latestCourses(COURSES_ROW_SIZE));
  const mayShow = useRevealTurn(courses.status !== 'loading');
  if (!mayShow) return null;

  const section = (content: ReactNode) => (
    <Box component="section" aria-labelledby="courses-row" sx={{ mb: 4 }}>
      <Typography id="courses-row" variant="h5" component="h2" sx={{ mb: 2 }}>
        {t.title}
      </Typography>
      {content}
      <SubscriberDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
    </Box>
  );
  // A failed read hides the section, like no courses.
  return (
    <ReadView
      read={courses}
      loading={section(
        <CardGridSkeleton
          count={ROW_SKELETONS}
          label={t.loading}
          card={<Skeleton variant="rounded" sx={cardSkeletonSx} />}
        />,
      )}
      error={null}
    >
      {(list) =>
        section(
          <CardGridList items={list}>
            {(course) =>
              canOpen ? (
                <Card variant="outlined" sx={{ height: '100%' }}>
                  <CardActionArea
                    component={RouterLink}
                    to={paths.dashboard.course.getHref(course.id)}
                    sx={{ height: '100%' }}
                  >
                    <CourseCardBody course={course} />
                  </CardActionArea>
                </Card>
              ) : (
                <Card variant="outlined" sx={{ height: '100%', position: 'relative' }}>
                  <CardActionArea
                    aria-haspopup="dialog"
                    onClick={() => setDialogOpen(true)}
                    sx={{
                      height: '100%',
                      '& .lock-label-hover': { display: 'none' },
                      '&:hover .lock-label, &:focus-visible .lock-label': { display: 'none' },
                      '&:hover .lock-label-hover, &:focus-visible .lock-label-hover': {
                        display: 'inline',
                      },
                    }}
                  >
                    <CourseCardBody
                      course={course}
                      badge={
                        <Chip
                          icon={<LockIcon />}
                          color="warning"
                          size="small"
                          label={
                            <>
                              <span className="lock-label">{t.exclusive}</span>
                              <span className="lock-label-hover">{t.becomeSubscriber}</span>
                            </>
                          }
                          sx={{ position: 'absolute', top: 8, right: 8 }}
                        />
                      }
                    />
                  </CardActionArea>
                </Card>
              )
            }
          </CardGridList>,
        )
      }
    </ReadView>
  );
}

function CourseCardBody({ course, badge }: { course: CourseDoc; badge?: ReactNode }) {
  return (
    <>
      <CoverImage
        src={course.coverUrl}
        alt={t.coverAlt(course.title)}
        placeholder={<SchoolIcon fontSize="large" />}
      />
      {badge}
      <CardContent>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {course.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {course.professorName}
        </Typography>
      </CardContent>
    </>
  );
}
