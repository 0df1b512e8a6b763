import { formatFileSize, type Attachment } from '@app/domain';
import {
  Box,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { useToast } from '@/lib/use-toast';
import type { ClassDoc } from '@/lib/content';
import { downloadAttachment } from '../download-attachment';

import { classPageMessages as t } from '../messages';
import { visuallyHidden } from '@/components/form/visually-hidden';

/** 'Material de Apoio': each file by name and size; a click downloads it. */
export function SupportMaterials({ cls }: { cls: ClassDoc }) {
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  if (cls.attachments.length === 0) return null;

  const download = async (attachment: Attachment) => {
    setBusy(attachment.id);
    try {
      await downloadAttachment(cls.id, attachment, {
        preparing: () => toast({ title: t.preparingDownload }),
        started: () => toast({ title: t.downloadStarted, variant: 'success' }),
        openedInNewTab: (mobile) =>
          toast({
            title: t.openedInNewTab,
            ...(mobile ? { description: t.iosHint } : {}),
            variant: 'info',
          }),
        failed: () =>
          toast({ title: t.errorTitle, description: t.downloadError, variant: 'error' }),
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box component="section" aria-labelledby="materials-heading" sx={{ mt: 3 }}>
      <Typography id="materials-heading" variant="h5" component="h2" gutterBottom>
        {t.materials}
      </Typography>
      <List dense disablePadding>
        {cls.attachments.map((attachment) => (
          <ListItem key={attachment.id} disablePadding sx={{ mb: 1 }}>
            <ListItemButton
              disabled={busy === attachment.id}
              onClick={() => void download(attachment)}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
            >
              <ListItemIcon>
                <DownloadIcon />
              </ListItemIcon>
              {/* 'Baixar' is heard, not shown: the name then starts with what is on screen. */}
              <ListItemText
                primary={
                  <>
                    <span style={visuallyHidden}>{`${t.downloadPrefix} `}</span>
                    {attachment.name}
                  </>
                }
                secondary={formatFileSize(attachment.size)}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
