import { useState } from 'react';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import type { EventDoc } from '../api/events';
import { eventsPageMessages as t } from '../messages';

type DeleteEventDialogProps = {
  event: EventDoc | null;
  onClose: () => void;
  /** Rejects on failure (the page has said why); the dialog then stays open. */
  onConfirm: (event: EventDoc) => Promise<void>;
};

/** The confirmation before an event is deleted. */
export function DeleteEventDialog({ event, onClose, onConfirm }: DeleteEventDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <ConfirmDialog
      open={event !== null}
      title={t.deleteConfirmTitle}
      text={event ? t.deleteConfirmText(event.title) : ''}
      confirmLabel={t.deleteConfirm}
      busyLabel={t.deleting}
      cancelLabel={t.cancel}
      busy={busy}
      onCancel={onClose}
      onConfirm={() => {
        if (!event) return;
        setBusy(true);
        onConfirm(event)
          .catch(() => undefined)
          .finally(() => setBusy(false));
      }}
    />
  );
}
