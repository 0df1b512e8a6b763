import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { useState } from 'react';
import { useToast } from '@/lib/use-toast';
import { uploadServices } from '@/lib/upload-services';
import type { LiveClassDoc } from '../api/live-classes';
import { deleteLiveClass } from '../api/save-live-class';
import { liveListMessages as t } from '../messages';

/** 'Excluir' on a live class: a confirmation, then the class and its cover go. */
export function DeleteLiveClassDialog(props: { live: LiveClassDoc | null; onClose: () => void }) {
  const { live, onClose } = props;
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const confirm = async (target: LiveClassDoc) => {
    setBusy(true);
    try {
      await deleteLiveClass(uploadServices, target.id, target.coverUrl ?? null);
      toast({ title: t.deletedTitle, description: target.title, variant: 'success' });
      onClose();
    } catch (error) {
      console.error(t.deleteError, error);
      toast({ title: t.deleteError, variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      open={live !== null}
      title={t.deleteTitle}
      text={live ? t.deleteText(live.title) : ''}
      confirmLabel={t.deleteConfirm}
      busyLabel={t.deleting}
      cancelLabel={t.cancel}
      busy={busy}
      onCancel={onClose}
      onConfirm={() => live && void confirm(live)}
    />
  );
}
