import { Chip, Paper, Stack, Typography } from '@mui/material';
import { certificateMessages as t, formatCertificateCode, longPtBrDate } from '@app/domain';
import type { MyCertificate } from '../api/my-certificates';
import { CertificateActions } from './certificate-actions';

/** One certificate: course, hours, day, code, its verification page and LinkedIn. */
export function CertificateCard({ certificate }: { certificate: MyCertificate }) {
  const code = formatCertificateCode(certificate.code);
  return (
    <Paper component="li" variant="outlined" aria-label={certificate.courseTitle} sx={{ p: 3 }}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2">
            {certificate.courseTitle}
          </Typography>
          {certificate.revokedAt ? <Chip size="small" color="error" label={t.revoked} /> : null}
        </Stack>
        <Typography color="text.secondary">
          {t.hoursValue(certificate.hours)} · {t.completedOn}{' '}
          {longPtBrDate(certificate.completedOn)}
        </Typography>
        <Typography variant="body2">
          {t.code}: <strong>{code}</strong>
        </Typography>
        <CertificateActions certificate={certificate} />
      </Stack>
    </Paper>
  );
}
