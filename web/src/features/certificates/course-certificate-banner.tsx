import LinkedInIcon from '@mui/icons-material/LinkedIn';
import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import { certificateMessages as t, formatCertificateCode } from '@app/domain';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '@/lib/session';
import { useLiveSnapshot } from '@/lib/use-live-snapshot';
import { subscribeCourseCertificate } from './api/course-certificate';
import type { MyCertificate } from './api/my-certificates';
import { certificateLinks } from './certificate-links';

/**
 * 'Certificado disponível' on a course the member finished, live (it appears as the function
 * issues it): the code, its verification page and 'Adicionar ao LinkedIn'. Nothing otherwise,
 * nor for a revoked certificate.
 */
export function CourseCertificateBanner({ courseId }: { courseId: string }) {
  const session = useSession();
  const uid = session.status === 'ready' ? session.user.id : null;
  const certificate = useLiveSnapshot<MyCertificate | null>(
    `course-certificate:${uid ?? 'none'}:${courseId}`,
    (onData, onError) =>
      uid ? subscribeCourseCertificate(uid, courseId, onData, onError) : () => undefined,
  );
  if (certificate.status !== 'ready' || !certificate.data || certificate.data.revokedAt) {
    return null;
  }
  const { verifyPath, linkedIn } = certificateLinks(certificate.data);
  return (
    <Alert severity="success" sx={{ mb: 3 }}>
      <AlertTitle>{t.available}</AlertTitle>
      {t.code}: <strong>{formatCertificateCode(certificate.data.code)}</strong>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
        <Button
          component={RouterLink}
          to={verifyPath}
          size="small"
          variant="outlined"
          color="inherit"
        >
          {t.verifyLink}
        </Button>
        <Button
          component="a"
          href={linkedIn}
          target="_blank"
          rel="noopener noreferrer"
          size="small"
          color="inherit"
          startIcon={<LinkedInIcon />}
        >
          {t.addToLinkedIn}
        </Button>
      </Stack>
    </Alert>
  );
}
