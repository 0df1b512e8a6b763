import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { certificateFileName, certificateMessages as t } from '@app/domain';
import { useState } from 'react';
import { downloadFile } from '@/lib/download';
import { useToast } from '@/lib/use-toast';
import type { MyCertificate } from '../api/my-certificates';

const loadPdf = () => import('../api/certificate-pdf');

/**
 * 'Baixar certificado': saves the certificate's PDF as certificado-{código}.pdf. Until the
 * function has stored it (seconds after issue) the button is disabled and says so.
 */
export function DownloadCertificateButton({
  certificate,
  color,
}: {
  certificate: MyCertificate;
  color: 'primary' | 'inherit';
}) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const path = certificate.pdfPath;

  async function download(pdfPath: string) {
    setBusy(true);
    try {
      const blob = await (await loadPdf()).fetchCertificatePdf(pdfPath);
      downloadFile(certificateFileName(certificate.code), blob, 'application/pdf');
    } catch (error) {
      console.error('Falha ao baixar o certificado', error);
      toast({ title: t.downloadError, variant: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      variant="contained"
      size="small"
      color={color === 'inherit' ? 'success' : 'primary'}
      startIcon={<DownloadIcon />}
      disabled={!path || busy}
      onClick={path ? () => void download(path) : undefined}
    >
      {path ? t.download : t.preparingPdf}
    </Button>
  );
}
