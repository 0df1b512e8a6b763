import LoginIcon from '@mui/icons-material/Login';
import LockClockIcon from '@mui/icons-material/LockClockOutlined';
import { Button, type ButtonProps } from '@mui/material';
import {
  callableErrorMessage,
  joinLiveClassMessages,
  liveJoinOpensAt,
  liveLoopMessages as t,
  type DateLike,
} from '@app/domain';
import { useState } from 'react';
import { useToast } from '@/lib/use-toast';
import { joinLiveClass } from '../api/live-class-loop';
import { useJoinWindow } from '../hooks/use-join-window';

/** Live classes are instants: the opening time in the viewer's own time zone. */
const timeOf = (date: Date) =>
  date.toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' });

type JoinLiveButtonProps = {
  live: { id: string; title: string; startsAt: DateLike; endsAt: DateLike };
  size?: ButtonProps['size'];
};

/**
 * 'Entrar na aula', always shown: disabled with 'Abre às {HH:mm}' before the window (15 minutes
 * before the start), enabled inside it, disabled with 'Encerrada' after the end. The click opens
 * a blank tab at once (a tab opened later, after the callable answers, would be a popup the
 * browser blocks) and points it at the room when joinLiveClass gives the link; on a failure the
 * tab closes and a toast says why.
 */
export function JoinLiveButton({ live, size = 'medium' }: JoinLiveButtonProps) {
  const window_ = useJoinWindow(live);
  const toast = useToast();
  const [joining, setJoining] = useState(false);

  if (window_ === 'before') {
    return (
      <Button variant="outlined" size={size} disabled startIcon={<LockClockIcon />}>
        {t.opensAt(timeOf(liveJoinOpensAt(live)))}
      </Button>
    );
  }
  if (window_ === 'ended') {
    return (
      <Button variant="outlined" size={size} disabled>
        {t.ended}
      </Button>
    );
  }

  const join = async () => {
    const tab = window.open('', '_blank');
    setJoining(true);
    try {
      const { url } = await joinLiveClass(live.id);
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else {
        // No tab (blocked anyway): the room opens here.
        window.location.assign(url);
      }
    } catch (error) {
      tab?.close();
      toast({
        title: t.join,
        description: callableErrorMessage(error, joinLiveClassMessages.failed),
        variant: 'error',
      });
    } finally {
      setJoining(false);
    }
  };

  return (
    <Button
      variant="contained"
      color="error"
      size={size}
      startIcon={<LoginIcon />}
      disabled={joining}
      aria-label={`${t.join}: ${live.title}`}
      onClick={() => void join()}
    >
      {t.join}
    </Button>
  );
}
