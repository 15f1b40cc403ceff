import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CertificateVerification } from '@ye/contracts/learning';
import { api } from '../../lib/api-client';

/** 'YE-XXXX-XXXX-XXXX', the certificate number printed on every certificate. */
export const SERIAL_PATTERN = /^YE-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/;

/**
 * What a person typed, as a serial: trimmed, upper-cased, spaces and other dashes turned into '-',
 * and the dashes added when only the 14 characters were typed ('ye abcd efgh jkmn' → 'YE-ABCD-EFGH-JKMN').
 */
export function normalizeSerial(input: string): string {
  const upper = input
    .trim()
    .toUpperCase()
    .replace(/[\s\u2010-\u2015_]+/g, '-');
  const compact = upper.replace(/-/g, '');
  if (/^YE[A-Z0-9]{12}$/.test(compact))
    return `YE-${compact.slice(2, 6)}-${compact.slice(6, 10)}-${compact.slice(10, 14)}`;
  return upper;
}

export const isSerial = (value: string) => SERIAL_PATTERN.test(value);

/** GET /v1/course/certificates/verify/:serial (public: no token, no child's full name). */
export const verifyCertificateQueryOptions = (serial: string) =>
  queryOptions({
    queryKey: ['verify', 'certificate', serial] as const,
    queryFn: ({ signal }) =>
      api.get<CertificateVerification>(`/v1/course/certificates/verify/${encodeURIComponent(serial)}`, {
        signal,
        auth: false,
      }),
    enabled: isSerial(serial),
    // "Not found" is an answer the page explains, not an error toast.
    meta: { skipErrorToast: true },
    retry: false,
  });

export const useVerifyCertificate = (serial: string) => useQuery(verifyCertificateQueryOptions(serial));
