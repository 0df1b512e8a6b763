import { Button } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { useQueuedWrite, type QueuedWriteToasts } from '@/components/feedback/use-queued-write';
import { markCompleted, unmarkCompleted, type ClassDoc } from '@/lib/content';
import { useCurrentUser } from '@/lib/session';
import { useRead } from '@/lib/use-read';
import { liveCompleted } from '../api/completion';
import { classPageMessages as t } from '../messages';

const COMPLETION_TOASTS: QueuedWriteToasts = {
  saved: { title: t.completedToast },
  failed: { title: t.errorTitle, description: t.statusError },
  logAs: 'Falha ao atualizar a conclusão',
};

/** 'Concluir Aula' ⇄ 'Aula concluída', stored as profiles/{uid}/completions/{classId}. */
export function CompletionButton({ cls }: { cls: ClassDoc }) {
  const user = useCurrentUser();
  const completion = useQueuedWrite(null, COMPLETION_TOASTS);
  const completed = useRead(liveCompleted(user.id, cls.id));
  const isCompleted = completed.status === 'ready' && completed.data;

  const toggle = () =>
    completion.run(
      () =>
        isCompleted
          ? unmarkCompleted(user.id, cls.id)
          : markCompleted(user.id, cls.id, cls.courseId),
      { saved: { title: isCompleted ? t.statusUpdatedToast : t.completedToast } },
    );

  return (
    <Button
      variant={isCompleted ? 'contained' : 'outlined'}
      color={isCompleted ? 'success' : 'primary'}
      startIcon={isCompleted ? <CheckCircleIcon /> : <RadioButtonUncheckedIcon />}
      disabled={completion.busy || completed.status === 'loading'}
      onClick={() => void toggle()}
    >
      {isCompleted ? t.completed : t.complete}
    </Button>
  );
}
