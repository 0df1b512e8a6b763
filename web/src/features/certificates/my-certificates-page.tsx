import { Box, Skeleton, Stack, Typography } from '@mui/material';
import { certificateMessages as t } from '@app/domain';
import { useCurrentUser } from '@/lib/session';
import { useLiveSnapshot } from '@/lib/use-live-snapshot';
import { subscribeMyCertificates, type MyCertificate } from './api/my-certificates';
import { CertificateCard } from './certificate-card';

/** /dashboard/certificados ('Meus certificados'): every certificate of the member, newest first. */
export default function MyCertificatesPage() {
  const user = useCurrentUser();
  const certificates = useLiveSnapshot<MyCertificate[]>(
    `certificates:${user.id}`,
    (onData, onError) => subscribeMyCertificates(user.id, onData, onError),
  );
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {t.myTitle}
      </Typography>
      {certificates.status === 'loading' ? (
        <Box role="progressbar" aria-label={t.myTitle}>
          <Skeleton variant="rounded" height={140} />
        </Box>
      ) : certificates.status === 'error' ? (
        <Typography role="alert" color="error">
          {t.myLoadError}
        </Typography>
      ) : certificates.data.length === 0 ? (
        <Typography color="text.secondary">{t.myEmpty}</Typography>
      ) : (
        <Stack
          component="ul"
          spacing={2}
          aria-label={t.myTitle}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {certificates.data.map((certificate) => (
            <CertificateCard key={certificate.id} certificate={certificate} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
