import {
  Box,
  Button,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Popover,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { visuallyHidden } from '@/components/form/visually-hidden';
import { formatRelativeDate } from '@/lib/dates';
import { notificationMessages as t } from '../messages';
import type { PanelEntry } from '../notification-list';

type Props = {
  anchor: HTMLElement | null;
  status: 'loading' | 'error' | 'ready';
  entries: PanelEntry[];
  /** Entries newer than this stay marked new while the panel is open (they were unread). */
  newerThan: Date | null;
  onMarkAllRead: () => void;
  onClose: () => void;
};

const isNew = (entry: PanelEntry, newerThan: Date | null) =>
  newerThan === null || entry.createdAt > newerThan;

/** The bell's panel: the newest 20, each a link with its time; new ones marked. */
export function NotificationsPanel({
  anchor,
  status,
  entries,
  newerThan,
  onMarkAllRead,
  onClose,
}: Props) {
  const headingId = useId();
  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': headingId,
          sx: { width: 360, maxWidth: 'calc(100vw - 32px)', maxHeight: 480 },
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          px: 2,
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t.title}
        </Typography>
        <Button size="small" onClick={onMarkAllRead} disabled={entries.length === 0}>
          {t.markAllRead}
        </Button>
      </Box>
      {status === 'error' ? (
        <Typography role="alert" color="error" sx={{ p: 2 }}>
          {t.loadError}
        </Typography>
      ) : entries.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {status === 'ready' ? t.empty : null}
        </Typography>
      ) : (
        <List dense disablePadding aria-labelledby={headingId}>
          {entries.map((entry) => {
            const fresh = isNew(entry, newerThan);
            return (
              <ListItem key={entry.id} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={entry.href}
                  onClick={onClose}
                  sx={{
                    alignItems: 'flex-start',
                    borderLeft: 3,
                    borderColor: fresh ? 'primary.main' : 'transparent',
                    bgcolor: fresh ? 'action.hover' : undefined,
                  }}
                >
                  <ListItemText
                    primary={entry.text}
                    secondary={
                      <>
                        {formatRelativeDate(entry.createdAt)}
                        {fresh ? <span style={visuallyHidden}>{` · ${t.unread}`}</span> : null}
                      </>
                    }
                    slotProps={{
                      primary: { sx: { fontWeight: fresh ? 600 : 400, overflowWrap: 'anywhere' } },
                    }}
                  />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
    </Popover>
  );
}
