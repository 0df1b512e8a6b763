import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import { Box, Container, Paper, Skeleton, Stack, Typography } from '@mui/material';
import {
  certificateMessages as t,
  formatCertificateCode,
  longPtBrDate,
  normalizeCertificateCode,
} from '@app/domain';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { ReadView } from '@/components/feedback/read-view';
import { useRead } from '@/lib/use-read';
import { PublicPageShell } from '../components/public-page-shell';
import { certificateByCode } from './api/certificate-by-code';

const revokedDate = (date: Date) =>
  new Intl.DateTimeFormat('pt-BR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'America/Sao_Paulo',
  }).format(date);

/**
 * `/certificado/{código}`, for anyone, signed in or not: whether the certificate with this code is
 * valid, revoked or unknown, with the holder's name, the course, the hours and the completion day.
 * A typed code may be in lower case and without dashes; one that cannot be a code reads nothing.
 */
export default function VerifyCertificatePage() {
  const typed = useParams().code ?? '';
  const code = normalizeCertificateCode(typed);
  const read = useRead(certificateByCode(code));

  return (
    <PublicPageShell>
      <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
        <Typography variant="overline" component="p" color="text.secondary">
          {t.verifyTitle}
        </Typography>
        <ReadView
          read={read}
          loading={
            <Box role="progressbar" aria-label={t.checking}>
              <Skeleton variant="text" width="60%" height={56} />
              <Skeleton variant="rounded" height={180} />
            </Box>
          }
          error={t.loadError}
          empty={
            <Verdict icon={<HelpOutlineIcon color="warning" fontSize="large" />} title={t.notFound}>
              <Typography color="text.secondary">{t.notFoundDescription}</Typography>
            </Verdict>
          }
        >
          {(certificate) => (
            <Verdict
              icon={
                certificate.revokedAt ? (
                  <CancelOutlinedIcon color="error" fontSize="large" />
                ) : (
                  <VerifiedOutlinedIcon color="success" fontSize="large" />
                )
              }
              title={certificate.revokedAt ? t.revoked : t.valid}
            >
              {certificate.revokedAt ? (
                <Typography color="error">
                  {t.revokedOn(revokedDate(certificate.revokedAt))}
                </Typography>
              ) : null}
              <Paper variant="outlined" sx={{ p: 3 }}>
                <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
                  <Fact term={t.holder} value={certificate.name} />
                  <Fact term={t.course} value={certificate.courseTitle} />
                  <Fact term={t.hours} value={t.hoursValue(certificate.hours)} />
                  <Fact term={t.completedOn} value={longPtBrDate(certificate.completedOn)} />
                  {certificate.quizScore != null ? (
                    <Fact term={t.quizLabel} value={t.quizPassed(certificate.quizScore)} />
                  ) : null}
                  <Fact term={t.code} value={formatCertificateCode(code ?? '')} />
                </Box>
              </Paper>
            </Verdict>
          )}
        </ReadView>
      </Container>
    </PublicPageShell>
  );
}

function Verdict({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        {icon}
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
      </Stack>
      {children}
    </Stack>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {value}
      </Typography>
    </Box>
  );
}
