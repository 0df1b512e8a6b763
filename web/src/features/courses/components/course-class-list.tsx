import ArrowDownIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpIcon from '@mui/icons-material/ArrowUpward';
import CheckIcon from '@mui/icons-material/CheckCircle';
import PlayIcon from '@mui/icons-material/PlayCircleOutlined';
import {
  Box,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { WatchedProgress } from '@/components/feedback/watched-progress';
import { paths } from '@/config/paths';
import type { ClassDoc } from '@/lib/content';
import { coursePageMessages as t } from '../messages';

type CourseClassListProps = {
  courseId: string;
  classes: ClassDoc[];
  completed: ReadonlySet<string>;
  /** 0–100 per class: how far into its video the member got. */
  watched?: ReadonlyMap<string, number>;
  /** Admins: move a class one place up (-1) or down (+1); absent for everyone else. */
  onMove?: (classId: string, step: -1 | 1) => void;
  moving: boolean;
};

/** The 'Aulas' tab: the classes in course order, with duration and a check on completed ones. */
export function CourseClassList({
  courseId,
  classes,
  completed,
  watched,
  onMove,
  moving,
}: CourseClassListProps) {
  if (classes.length === 0) {
    return <Typography color="text.secondary">{t.noClasses}</Typography>;
  }
  const from = paths.dashboard.course.getHref(courseId);
  return (
    <List aria-label={t.tabClasses}>
      {classes.map((cls, index) => {
        const done = completed.has(cls.id);
        const percent = done ? 0 : (watched?.get(cls.id) ?? 0);
        return (
          <ListItem
            key={cls.id}
            disablePadding
            divider
            secondaryAction={
              onMove ? (
                <Stack direction="row">
                  <IconButton
                    aria-label={t.moveUp(cls.title)}
                    disabled={moving || index === 0}
                    onClick={() => onMove(cls.id, -1)}
                  >
                    <ArrowUpIcon />
                  </IconButton>
                  <IconButton
                    aria-label={t.moveDown(cls.title)}
                    disabled={moving || index === classes.length - 1}
                    onClick={() => onMove(cls.id, 1)}
                  >
                    <ArrowDownIcon />
                  </IconButton>
                </Stack>
              ) : undefined
            }
            sx={onMove ? { pr: 12 } : undefined}
          >
            <ListItemButton
              component={RouterLink}
              to={paths.dashboard.classPage.getHref(cls.slug)}
              state={{ from }}
            >
              <ListItemIcon>
                {done ? (
                  <CheckIcon color="success" titleAccess={t.completed} />
                ) : (
                  <PlayIcon color="action" />
                )}
              </ListItemIcon>
              <ListItemText
                primary={`${index + 1}. ${cls.title}`}
                secondary={cls.duration ?? undefined}
              />
              {percent > 0 ? (
                <Box sx={{ width: 96, ml: 2, flexShrink: 0 }}>
                  <WatchedProgress percent={percent} />
                </Box>
              ) : null}
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
