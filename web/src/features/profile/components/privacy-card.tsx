import DownloadIcon from '@mui/icons-material/Download';
import { Button, Stack } from '@mui/material';
import { callableErrorMessage, privacyMessages as m, saoPauloToday } from '@app/domain';
import { useState } from 'react';
import { downloadFile } from '@/lib/download';
import { useToast } from '@/lib/use-toast';
import { exportMyData } from '../api/privacy';
import { DeleteAccountDialog } from './delete-account-dialog';
import { ProfileSection } from './profile-section';

/**
 * 'Privacidade e dados': 'Baixar meus dados' (one JSON file, meus-dados-{data}.json) and
 * 'Excluir minha conta' (a dialog that asks for the password and EXCLUIR).
 */
export function PrivacyCard() {
  const toast = useToast();
  const [exporting, setExporting] = useState(false);
  const [deleting, setDeleting] = useState(false);

  async function download() {
    setExporting(true);
    try {
      const result = await exportMyData();
      downloadFile(
        `meus-dados-${saoPauloToday(new Date(result.exportedAt))}.json`,
        `${JSON.stringify(result, null, 2)}\n`,
        'application/json;charset=utf-8',
      );
      toast({ title: m.exported, variant: 'success' });
    } catch (error) {
      console.error('Falha ao exportar os dados', error);
      toast({ title: callableErrorMessage(error, m.exportError), variant: 'error' });
    } finally {
      setExporting(false);
    }
  }

  return (
    <ProfileSection
      title={m.sectionTitle}
      help={m.sectionHelp}
      outside={<DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={exporting}
          onClick={() => void download()}
        >
          {exporting ? m.exporting : m.exportButton}
        </Button>
        <Button variant="outlined" color="error" onClick={() => setDeleting(true)}>
          {m.deleteButton}
        </Button>
      </Stack>
    </ProfileSection>
  );
}
