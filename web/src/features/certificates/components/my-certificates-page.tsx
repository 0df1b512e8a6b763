import { Box, Skeleton, Stack, Typography } from '@mui/material';
import { certificateMessages as t } from '@app/domain';
import { useCurrentUser } from '@/lib/session';
import { ReadView } from '@/components/feedback/read-view';
import { useRead } from '@/lib/use-read';
import { liveMyCertificates } from '../api/my-certificates';
import { CertificateCard } from './certificate-card';

/** /dashboard/certificados ('Meus certificados'): every certificate of the member, newest first. */
export default function MyCertificatesPage() {
  const user = useCurrentUser();
  const certificates = useRead(liveMyCertificates(user.id));
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {t.myTitle}
      </Typography>
      <ReadView
        read={certificates}
        loading={
          <Box role="progressbar" aria-label={t.myTitle}>
            <Skeleton variant="rounded" height={140} />
          </Box>
        }
        error={t.myLoadError}
        empty={t.myEmpty}
      >
        {(list) => (
          <Stack
            component="ul"
            spacing={2}
            aria-label={t.myTitle}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {list.map((certificate) => (
              <CertificateCard key={certificate.id} certificate={certificate} />
            ))}
          </Stack>
        )}
      </ReadView>
    </Box>
  );
}
