import NotificationsOutlinedIcon from '@mui/icons-material/NotificationsOutlined';
import { Badge, IconButton } from '@mui/material';
import { useState } from 'react';
import { Hint } from '@/components/feedback/hint';
import { useSession } from '@/lib/session';
import { NotificationsPanel } from './notifications-panel';
import { notificationMessages as t } from '../messages';
import { useNotifications } from '../hooks/use-notifications';

/**
 * 'Notificações' in the dashboard's top bar: the unread count, live, and the panel. Opening it
 * marks everything read (the badge clears), while the entries that were unread stay marked new
 * until it closes; 'Marcar todas como lidas' does the same from inside.
 */
export function NotificationBell() {
  const session = useSession();
  const notifications = useNotifications();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [newerThan, setNewerThan] = useState<Date | null>(null);
  const readAt = session.status === 'ready' ? session.user.notificationsReadAt : null;

  const markRead = () => {
    notifications.markRead().catch((error: unknown) => {
      console.error('Falha ao marcar as notificações como lidas', error);
    });
  };

  return (
    <>
      {/*
        The count is in the button's name; the badge sits beside the button, not inside it, so
        the number it shows is not text of the button that its name leaves out.
      */}
      <Badge
        badgeContent={notifications.unread}
        color="error"
        max={20}
        overlap="circular"
        slotProps={{ badge: { 'aria-hidden': true } }}
      >
        <Hint title={t.bell}>
          <IconButton
            aria-label={t.unreadCount(notifications.unread)}
            aria-haspopup="dialog"
            aria-expanded={anchor !== null}
            onClick={(event) => {
              setAnchor(event.currentTarget);
              setNewerThan(readAt);
              if (notifications.unread > 0) markRead();
            }}
          >
            <NotificationsOutlinedIcon />
          </IconButton>
        </Hint>
      </Badge>
      <NotificationsPanel
        anchor={anchor}
        status={notifications.status}
        entries={notifications.entries}
        newerThan={newerThan}
        onMarkAllRead={() => {
          setNewerThan(new Date());
          markRead();
        }}
        onClose={() => setAnchor(null)}
      />
    </>
  );
}
