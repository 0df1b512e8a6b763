import { quizMessages } from '@app/domain';
import { Button } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { ReadView } from '@/components/feedback/read-view';
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

/**
 * 'Concluir Aula' ⇄ 'Aula concluída', stored as profiles/{uid}/completions/{classId}. When the
 * class's quiz says 'Concluir só com aprovação' (`gated`), only passing it completes the class:
 * the button shows the state and does nothing.
 */
export function CompletionButton({ cls, gated = false }: { cls: ClassDoc; gated?: boolean }) {
  const user = useCurrentUser();
  const completion = useQueuedWrite(null, COMPLETION_TOASTS);
  const completed = useRead(liveCompleted(user.id, cls.id));

  const toggle = (isCompleted: boolean) =>
    completion.run(
      () =>
        isCompleted
          ? unmarkCompleted(user.id, cls.id)
          : markCompleted(user.id, cls.id, cls.courseId),
      { saved: { title: isCompleted ? t.statusUpdatedToast : t.completedToast } },
    );

  // Not completed until read as completed (a failed read leaves it to be marked); disabled while
  // reading.
  const button = (isCompleted: boolean, reading = false) => (
    <Button
      variant={isCompleted ? 'contained' : 'outlined'}
      color={isCompleted ? 'success' : 'primary'}
      startIcon={isCompleted ? <CheckCircleIcon /> : <RadioButtonUncheckedIcon />}
      disabled={completion.busy || reading || gated}
      onClick={() => void toggle(isCompleted)}
    >
      {isCompleted ? t.completed : gated ? quizMessages.completeByPassing : t.complete}
    </Button>
  );
  return (
    <ReadView read={completed} loading={button(false, true)} error={button(false)} retry={false}>
      {(isCompleted) => button(isCompleted)}
    </ReadView>
  );
}
