import { Button } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { useState } from 'react';
import { useToast } from '@/lib/use-toast';
import { markCompleted, subscribeCompleted, unmarkCompleted, type ClassDoc } from '@/lib/content';
import { useCurrentUser } from '@/lib/session';
import { useLiveSnapshot } from '@/lib/use-live-snapshot';
import { classPageMessages as t } from '../messages';

/** 'Concluir Aula' ⇄ 'Aula concluída', stored as profiles/{uid}/completions/{classId}. */
export function CompletionButton({ cls }: { cls: ClassDoc }) {
  const user = useCurrentUser();
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  const completed = useLiveSnapshot<boolean>(`completed:${user.id}:${cls.id}`, (onData, onError) =>
    subscribeCompleted(user.id, cls.id, onData, onError),
  );
  const isCompleted = completed.status === 'ready' && completed.data;

  const toggle = async () => {
    setSaving(true);
    try {
      if (isCompleted) {
        await unmarkCompleted(user.id, cls.id);
        toast({ title: t.statusUpdatedToast, variant: 'success' });
      } else {
        await markCompleted(user.id, cls.id, cls.courseId);
        toast({ title: t.completedToast, variant: 'success' });
      }
    } catch (error) {
      console.error('Falha ao atualizar a conclusão', error);
      toast({ title: t.errorTitle, description: t.statusError, variant: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Button
      variant={isCompleted ? 'contained' : 'outlined'}
      color={isCompleted ? 'success' : 'primary'}
      startIcon={isCompleted ? <CheckCircleIcon /> : <RadioButtonUncheckedIcon />}
      disabled={saving || completed.status === 'loading'}
      onClick={() => void toggle()}
    >
      {isCompleted ? t.completed : t.complete}
    </Button>
  );
}
