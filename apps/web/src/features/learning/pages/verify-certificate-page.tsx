import Container from '@mui/material/Container';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-error.ts';
import { verifyPath } from '../../../lib/paths.ts';
import { CheckAnother } from '../components/verify/check-another.tsx';
import { FoundCertificate } from '../components/verify/found-certificate.tsx';
import { CheckFailed, Checking, NotFound } from '../components/verify/lookup-states.tsx';
import { isSerial, normalizeSerial, useVerifyCertificate } from '../verify-api.ts';

/** /verify/:serial (public): anyone holding a certificate can check that we issued it. */
export default function VerifyCertificatePage() {
  const { serial: raw = '' } = useParams();
  const serial = normalizeSerial(decodeURIComponent(raw));
  const navigate = useNavigate();
  const lookup = useVerifyCertificate(serial);

  // One address per certificate: '/verify/ye-abcd-…' becomes '/verify/YE-ABCD-…'.
  useEffect(() => {
    if (isSerial(serial) && serial !== raw) navigate(verifyPath(serial), { replace: true });
  }, [serial, raw, navigate]);

  const notFound =
    !isSerial(serial) ||
    (lookup.isError && lookup.error instanceof ApiError && [400, 404].includes(lookup.error.status));

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      {isSerial(serial) && lookup.isPending ? (
        <Checking serial={serial} />
      ) : lookup.isSuccess ? (
        <FoundCertificate certificate={lookup.data} />
      ) : notFound ? (
        <NotFound serial={serial} />
      ) : (
        <CheckFailed onRetry={() => lookup.refetch()} />
      )}

      <CheckAnother key={serial} initial={serial} />
    </Container>
  );
}
