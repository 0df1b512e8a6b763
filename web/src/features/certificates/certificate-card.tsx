import LinkedInIcon from '@mui/icons-material/LinkedIn';
import { Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { certificateMessages as t, formatCertificateCode, longPtBrDate } from '@app/domain';
import { Link as RouterLink } from 'react-router-dom';
import type { MyCertificate } from './api/my-certificates';
import { certificateLinks } from './certificate-links';

/** One certificate: course, hours, day, code, its verification page and LinkedIn. */
export function CertificateCard({ certificate }: { certificate: MyCertificate }) {
  const code = formatCertificateCode(certificate.code);
  const { verifyPath, linkedIn } = certificateLinks(certificate);
  const revoked = certificate.revokedAt != null;
  return (
    <Paper component="li" variant="outlined" aria-label={certificate.courseTitle} sx={{ p: 3 }}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2">
            {certificate.courseTitle}
          </Typography>
          {revoked ? <Chip size="small" color="error" label={t.revoked} /> : null}
        </Stack>
        <Typography color="text.secondary">
          {t.hoursValue(certificate.hours)} · {t.completedOn}{' '}
          {longPtBrDate(certificate.completedOn)}
        </Typography>
        <Typography variant="body2">
          {t.code}: <strong>{code}</strong>
        </Typography>
        <Stack direction="row" spacing={1} sx={{ pt: 1, flexWrap: 'wrap' }} useFlexGap>
          <Button component={RouterLink} to={verifyPath} variant="outlined" size="small">
            {t.verifyLink}
          </Button>
          {revoked ? null : (
            <Button
              component="a"
              href={linkedIn}
              target="_blank"
              rel="noopener noreferrer"
              size="small"
              startIcon={<LinkedInIcon />}
            >
              {t.addToLinkedIn}
            </Button>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
