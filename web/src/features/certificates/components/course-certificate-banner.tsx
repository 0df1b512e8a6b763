import { Alert, AlertTitle } from '@mui/material';
import { certificateMessages as t, formatCertificateCode } from '@app/domain';
import { ReadView } from '@/components/feedback/read-view';
import { useSession } from '@/lib/session';
import { useRead } from '@/lib/use-read';
import { liveCourseCertificate } from '../api/course-certificate';
import { CertificateActions } from './certificate-actions';

/**
 * 'Certificado disponível' on a course the member finished, live (it appears as the function
 * issues it): the code, its verification page and 'Adicionar ao LinkedIn'. Nothing otherwise,
 * nor for a revoked certificate.
 */
export function CourseCertificateBanner({ courseId }: { courseId: string }) {
  const session = useSession();
  const uid = session.status === 'ready' ? session.user.id : null;
  const certificate = useRead(uid ? liveCourseCertificate(uid, courseId) : null);
  // A revoked certificate shows nothing, like none.
  return (
    <ReadView
      read={certificate}
      loading={null}
      error={null}
      isEmpty={(issued) => Boolean(issued.revokedAt)}
    >
      {(issued) => (
        <Alert severity="success" sx={{ mb: 3 }}>
          <AlertTitle>{t.available}</AlertTitle>
          {t.code}: <strong>{formatCertificateCode(issued.code)}</strong>
          <CertificateActions certificate={issued} color="inherit" />
        </Alert>
      )}
    </ReadView>
  );
}
