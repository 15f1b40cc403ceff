import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TestAdvanceRequest,
  TestCardRequest,
  TestCheckout,
  TestPayResponse,
  TestPlanRequest,
  TestPortal,
} from '@ye/contracts/billing';
import { useState } from 'react';
import { api } from '../../lib/api-client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { loadPage } from '../../lib/navigation.ts';

// The built-in test provider's checkout and portal (decision 027). The session id in the address is the
// credential, as with Stripe's own pages, so these calls send no sign-in (`auth: false`): they work for
// whoever holds the link, signed in or not, and never start a token refresh.

const TEST_BILLING = ['billing-test'] as const;
const base = (kind: 'checkout' | 'portal', sessionId: string) =>
  `/v1/billing/test/${kind}/${encodeURIComponent(sessionId)}`;

/** A session that is not there (unknown or expired): the pages show that state instead of a toast. */
export const isGone = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * Whether an address names a test session at all: the test provider's ids are `cs_test_…` (checkout)
 * and `bps_test_…` (portal), as Stripe's prefixes (decision 027). Any other text is not asked for: the
 * page shows its "does not exist" state at once, and the browser logs no failed request.
 */
export const isSessionId = (kind: 'checkout' | 'portal', id: string) =>
  new RegExp(`^${kind === 'checkout' ? 'cs' : 'bps'}_test_[A-Za-z0-9_-]{1,200}$`).test(id);

const notASession = () => Promise.reject(new ApiError(404, 'This session does not exist.', undefined));

/** 4xx answers will not change on retry; a network fault may. */
const retryUnlessAnswered = (failures: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && failures < 2;

// ---- checkout ----------------------------------------------------------------------------------

export const testCheckoutQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: [...TEST_BILLING, 'checkout', sessionId] as const,
    queryFn: ({ signal }) =>
      isSessionId('checkout', sessionId)
        ? api.get<TestCheckout>(base('checkout', sessionId), { signal, auth: false })
        : notASession(),
    retry: retryUnlessAnswered,
    meta: { skipErrorToast: true },
  });

/** Pays (or starts the trial) and goes to the address the provider answers (our /my-purchases). */
export function usePayTestCheckout(sessionId: string) {
  const [leaving, setLeaving] = useState(false);
  const mutation = useMutation({
    mutationFn: (card: TestCardRequest) =>
      api.post<TestPayResponse>(`${base('checkout', sessionId)}/pay`, card, { auth: false }),
    onSuccess: ({ redirect_url }) => {
      setLeaving(true);
      loadPage(redirect_url);
    },
  });
  return { ...mutation, leaving, busy: mutation.isPending || leaving };
}

// ---- portal ------------------------------------------------------------------------------------

export const testPortalQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: [...TEST_BILLING, 'portal', sessionId] as const,
    queryFn: ({ signal }) =>
      isSessionId('portal', sessionId)
        ? api.get<TestPortal>(base('portal', sessionId), { signal, auth: false })
        : notASession(),
    retry: retryUnlessAnswered,
    meta: { skipErrorToast: true },
  });

export type PortalAction =
  | { kind: 'plan'; body: TestPlanRequest }
  | { kind: 'cancel' }
  | { kind: 'resume' }
  | { kind: 'add-card'; body: TestCardRequest }
  | { kind: 'default-card'; cardId: string }
  | { kind: 'remove-card'; cardId: string }
  | { kind: 'advance'; body: TestAdvanceRequest };

function send(sessionId: string, action: PortalAction): Promise<TestPortal> {
  const at = base('portal', sessionId);
  const opts = { auth: false } as const;
  switch (action.kind) {
    case 'plan':
      return api.post<TestPortal>(`${at}/plan`, action.body, opts);
    case 'cancel':
      return api.post<TestPortal>(`${at}/cancel`, undefined, opts);
    case 'resume':
      return api.post<TestPortal>(`${at}/resume`, undefined, opts);
    case 'add-card':
      return api.post<TestPortal>(`${at}/cards`, action.body, opts);
    case 'default-card':
      return api.post<TestPortal>(
        `${at}/cards/${encodeURIComponent(action.cardId)}/default`,
        undefined,
        opts,
      );
    case 'remove-card':
      return api.delete<TestPortal>(`${at}/cards/${encodeURIComponent(action.cardId)}`, opts);
    case 'advance':
      return api.post<TestPortal>(`${at}/advance`, action.body, opts);
  }
}

/**
 * Every portal change answers the whole portal afresh: it replaces the cached one (an answer without a
 * body, such as a 204, reads the portal again instead).
 */
export function useTestPortalAction(sessionId: string) {
  const client = useQueryClient();
  const { queryKey } = testPortalQueryOptions(sessionId);
  return useMutation({
    mutationFn: (action: PortalAction) => send(sessionId, action),
    onSuccess: (portal) =>
      portal ? client.setQueryData(queryKey, portal) : client.invalidateQueries({ queryKey }),
  });
}
