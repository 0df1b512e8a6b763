import type { Attachment } from '@app/domain';
import { getAttachmentUrl } from './api/attachment-url';

export type DownloadFeedback = {
  preparing: () => void;
  started: () => void;
  /** `mobile`: the file opened in a new tab because the device cannot save a blob download. */
  openedInNewTab: (mobile: boolean) => void;
  failed: () => void;
};

/** iOS (iPadOS reports itself as a Mac with touch) and other phones open files in a tab. */
export function isMobileDevice(userAgent: string, maxTouchPoints: number): boolean {
  if (/iPad|iPhone|iPod/.test(userAgent)) return true;
  if (/Macintosh/.test(userAgent) && maxTouchPoints > 1) return true;
  return /Android|Mobile/.test(userAgent);
}

/**
 * Downloads a support material through a time-limited signed address. The tab for mobile is
 * opened on the click itself (popup blockers allow only that) and pointed at the address once
 * it arrives. If the file cannot be fetched as a blob (e.g. the bucket has no CORS for this
 * origin), the signed address opens in a new tab instead.
 */
export async function downloadAttachment(
  classId: string,
  attachment: Attachment,
  feedback: DownloadFeedback,
): Promise<void> {
  const mobile = isMobileDevice(navigator.userAgent, navigator.maxTouchPoints);
  const tab = mobile ? window.open('', '_blank') : null;
  feedback.preparing();
  let url: string;
  try {
    url = await getAttachmentUrl({ classId, attachmentId: attachment.id });
  } catch (error) {
    console.error('Falha ao assinar o material', error);
    tab?.close();
    feedback.failed();
    return;
  }
  if (mobile) {
    if (tab) tab.location.href = url;
    else window.open(url, '_blank', 'noopener');
    feedback.openedInNewTab(true);
    return;
  }
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const blob = await response.blob();
    const objectUrl = URL.createObjectURL(blob);
    const anchor = document.createElement('a');
    anchor.href = objectUrl;
    anchor.download = attachment.name;
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
    feedback.started();
  } catch (error) {
    console.error('Falha ao baixar o material; abrindo em nova aba', error);
    window.open(url, '_blank', 'noopener');
    feedback.openedInNewTab(false);
  }
}
