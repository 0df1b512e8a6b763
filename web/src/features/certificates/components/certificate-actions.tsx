import LinkedInIcon from '@mui/icons-material/LinkedIn';
import { Button, Stack } from '@mui/material';
import { certificateMessages as t } from '@app/domain';
import { Link as RouterLink } from 'react-router-dom';
import type { MyCertificate } from '../api/my-certificates';
import { certificateLinks } from '../api/certificate-links';
import { DownloadCertificateButton } from './download-certificate-button';

/**
 * Unless revoked, 'Baixar certificado' (its PDF); its verification page; unless revoked,
 * 'Adicionar ao LinkedIn' (a new tab).
 */
export function CertificateActions({
  certificate,
  color = 'primary',
}: {
  certificate: MyCertificate;
  color?: 'primary' | 'inherit';
}) {
  const { verifyPath, linkedIn } = certificateLinks(certificate);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ pt: 1, flexWrap: 'wrap' }}>
      {certificate.revokedAt ? null : (
        <DownloadCertificateButton certificate={certificate} color={color} />
      )}
      <Button component={RouterLink} to={verifyPath} variant="outlined" size="small" color={color}>
        {t.verifyLink}
      </Button>
      {certificate.revokedAt ? null : (
        <Button
          component="a"
          href={linkedIn}
          target="_blank"
          rel="noopener noreferrer"
          size="small"
          color={color}
          startIcon={<LinkedInIcon />}
        >
          {t.addToLinkedIn}
        </Button>
      )}
    </Stack>
  );
}
