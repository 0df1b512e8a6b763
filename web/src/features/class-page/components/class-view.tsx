import type { ClassDoc } from '@/lib/content';
import { liveQuizGate, recordActiveDay, recordRecentView } from '@/lib/content';
import { useRead } from '@/lib/use-read';
import { useCurrentUser, useSession } from '@/lib/session';
import { Box, Button, Divider, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { backTarget } from '../back-target';
import { classPageMessages as t } from '../messages';
import { ClassNavigation } from './class-navigation';
import { ClassRating } from './class-rating';
import { ClassVideo } from './class-video';
import { CommentsSection } from './comments-section';
import { CompletionButton } from './completion-button';
import { ProfessorBlock } from './professor-block';
import { ReferencedClassButton } from './referenced-class-button';
import { SupportMaterials } from './support-materials';

/** Where the user came from, as links into the class page pass it (`state.from`). */
function previousPath(state: unknown): string | null {
  if (state && typeof state === 'object' && 'from' in state && typeof state.from === 'string') {
    return state.from;
  }
  return null;
}

export type ClassViewProps = {
  cls: ClassDoc;
  /** Shown under the video (the app puts the class's quiz here). */
  quiz?: (cls: ClassDoc) => ReactNode;
};

export function ClassView({ cls, quiz }: ClassViewProps) {
  const user = useCurrentUser();
  const session = useSession();
  const isAdmin = session.status === 'ready' && session.isAdmin;
  const location = useLocation();
  const navigate = useNavigate();
  const back = backTarget(previousPath(location.state), cls.courseId);
  const gate = useRead(liveQuizGate(cls.id));
  const completionGated = gate.status === 'ready' && gate.data;

  // The 'Continue de onde parou' card reads these; a failed write must not disturb the page.
  useEffect(() => {
    recordRecentView(user.id, cls).catch((error: unknown) =>
      console.error('Falha ao registrar a aula vista', error),
    );
    recordActiveDay(user.id, user.lastActiveOn).catch((error: unknown) =>
      console.error('Falha ao registrar o dia de estudo', error),
    );
    // Once per class opened, not on every live update of it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user.id, cls.id]);

  const heading =
    cls.type === 'SEMANAL' && cls.classNumber
      ? t.weeklyHeading(cls.classNumber, cls.title)
      : cls.title;

  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 1100, mx: 'auto' }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 2, gap: 1 }}>
        {back.kind === 'history' ? (
          <Button startIcon={<ArrowBackIcon />} onClick={() => void navigate(-1)}>
            {t.back}
          </Button>
        ) : (
          <Button startIcon={<ArrowBackIcon />} component={RouterLink} to={back.href}>
            {t.back}
          </Button>
        )}
        {isAdmin && cls.type !== 'CURSO' ? (
          <Button
            variant="outlined"
            startIcon={<EditIcon />}
            component={RouterLink}
            to={paths.dashboard.editClass.getHref(cls.slug)}
          >
            {t.editClass}
          </Button>
        ) : null}
      </Stack>

      <Typography variant="h4" component="h1" gutterBottom>
        {heading}
      </Typography>
      {cls.type === 'INSIGHT' && cls.referencedClassId ? (
        <ReferencedClassButton classId={cls.referencedClassId} />
      ) : null}

      <ClassVideo cls={cls} completionGated={completionGated} />

      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ my: 2, gap: 1, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <ClassNavigation cls={cls} />
        <CompletionButton cls={cls} gated={completionGated} />
      </Stack>
      {quiz?.(cls)}

      <ClassRating cls={cls} />
      <Divider sx={{ my: 3 }} />

      <Typography variant="h5" component="h2" gutterBottom>
        {t.description}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line' }}>{cls.description}</Typography>

      <ProfessorBlock cls={cls} />
      <SupportMaterials cls={cls} />
      <Divider sx={{ my: 3 }} />
      <CommentsSection cls={cls} />
    </Box>
  );
}
