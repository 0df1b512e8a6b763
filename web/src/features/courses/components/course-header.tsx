import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/EditOutlined';
import PlayIcon from '@mui/icons-material/PlayArrow';
import SchoolIcon from '@mui/icons-material/School';
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { courseMessages, certificateMessages } from '@app/domain';
import { Link as RouterLink } from 'react-router-dom';
import { CoverImage } from '@/components/media/cover-image';
import { paths } from '@/config/paths';
import type { CourseView } from '../hooks/use-course-view';
import { coursePageMessages as t } from '../messages';

/** Cover, title, class count, the main button, progress, description and the admin links. */
export function CourseHeader({ view, isAdmin }: { view: CourseView; isAdmin: boolean }) {
  const { course, classes, progress } = view;
  const target = classes.find((c) => c.id === progress.targetId) ?? null;
  const label =
    progress.action === 'start' ? courseMessages.startButton : courseMessages.continueButton;
  const from = paths.dashboard.course.getHref(course.id);

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 3fr)' },
        gap: { xs: 2, md: 4 },
        mb: 4,
      }}
    >
      <CoverImage
        src={course.coverUrl}
        alt={`Capa do curso ${course.title}`}
        placeholder={<SchoolIcon sx={{ fontSize: 64 }} />}
        rounded
      />
      <Stack spacing={2}>
        <Typography variant="h4" component="h1">
          {course.title}
        </Typography>
        <Typography color="text.secondary">{t.classCount(classes.length)}</Typography>
        {course.hours ? (
          <Typography sx={{ fontWeight: 600 }}>
            {certificateMessages.coursePromise(course.hours)}
          </Typography>
        ) : null}
        <Box>
          {target ? (
            <Button
              variant="contained"
              size="large"
              startIcon={<PlayIcon />}
              component={RouterLink}
              to={paths.dashboard.classPage.getHref(target.slug)}
              state={{ from }}
            >
              {label}
            </Button>
          ) : (
            <Button variant="contained" size="large" startIcon={<PlayIcon />} disabled>
              {label}
            </Button>
          )}
        </Box>
        <Box>
          <LinearProgress
            variant="determinate"
            value={progress.percent}
            aria-label={t.progressLabel}
            sx={{ height: 8, borderRadius: 4, mb: 0.5 }}
          />
          <Typography variant="body2" color="text.secondary">
            {t.progressValue(progress.percent)}
          </Typography>
        </Box>
        {course.description ? (
          <Typography sx={{ whiteSpace: 'pre-line' }}>{course.description}</Typography>
        ) : null}
        {isAdmin ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              startIcon={<AddIcon />}
              component={RouterLink}
              to={paths.dashboard.createCourseClass.getHref(course.id)}
            >
              {t.addClasses}
            </Button>
            <Button
              variant="outlined"
              startIcon={<EditIcon />}
              component={RouterLink}
              to={paths.dashboard.editCourse.getHref(course.id)}
            >
              {t.editCover}
            </Button>
          </Stack>
        ) : null}
      </Stack>
    </Box>
  );
}
