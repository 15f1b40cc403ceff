import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BillingCards, BillingOverview, Frequency, PurchasesResponse } from '@ye/contracts/billing';
import type { SubscriptionFrequency } from '@ye/contracts/mesh';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../../lib/api-client.ts';
import { graphql } from '../../lib/mesh-client.ts';
import { loadPage } from '../../lib/navigation.ts';
import { PATHS } from '../../lib/paths.ts';
import { SUBSCRIPTION_KEY } from '../../lib/subscription.ts';

// The parent's billing (decision 027): overview, cards and receipts over REST; the checkout and the
// portal through the mesh's GraphQL mutations, as the spec's client does (section 7). Failures are
// error toasts (spec section 8) through the query client.

const BILLING = ['billing'] as const;

/** An address on this site, as the provider must send the parent back to (the API checks the origin). */
const here = (path: string) => `${window.location.origin}${path}`;

// ---- GET /v1/billing/overview -----------------------------------------------------------------

const readOverview = ({ signal }: { signal: AbortSignal }) =>
  api.get<BillingOverview>('/v1/billing/overview', { signal });

export const overviewQueryOptions = () =>
  queryOptions({
    queryKey: [...BILLING, 'overview'] as const,
    queryFn: readOverview,
    // The page says what went wrong in its own words.
    meta: { skipErrorToast: true },
  });

/** Where the portal sends the parent back to: the page, marked so it knows to bring its data up to date. */
const FROM_PORTAL = 'portal';
export const portalReturnPath = (path: string) => `${path}?from=${FROM_PORTAL}`;

/**
 * The overview. Back from the provider's portal (`?from=portal`), its first read asks the API to bring
 * our records up to date from the provider (decision 058): the portal's webhooks may still be on their
 * way, and the page must show the change the parent just made. The mark leaves the address at once;
 * if the refresh fails, the page shows the records as they are.
 */
export function useBillingOverview() {
  const refreshBilling = useRefreshBilling();
  const [params, setParams] = useSearchParams();
  const returning = useRef(params.get('from') === FROM_PORTAL);
  useEffect(() => {
    if (params.get('from') !== FROM_PORTAL) return;
    setParams(
      (p) => {
        p.delete('from');
        return p;
      },
      { replace: true },
    );
  }, [params, setParams]);
  return useQuery({
    ...overviewQueryOptions(),
    queryFn: async ({ signal }) => {
      if (!returning.current) return readOverview({ signal });
      returning.current = false;
      try {
        const fresh = await api.post<BillingOverview>('/v1/billing/overview/refresh', undefined, { signal });
        void refreshBilling({ known: 'overview' });
        return fresh;
      } catch {
        return readOverview({ signal });
      }
    },
  });
}

// ---- GET /v1/billing/cards --------------------------------------------------------------------

export const cardsQueryOptions = () =>
  queryOptions({
    queryKey: [...BILLING, 'cards'] as const,
    queryFn: ({ signal }) => api.get<BillingCards>('/v1/billing/cards', { signal }),
    meta: { skipErrorToast: true },
  });

export const useCards = () => useQuery(cardsQueryOptions());

/**
 * After a change: the billing queries and `me`, but not the one whose fresh answer is already in hand
 * (`known`: the cards after a card change, the overview after a refresh).
 */
function useRefreshBilling() {
  const client = useQueryClient();
  return ({ known }: { known: 'cards' | 'overview' | null }) =>
    Promise.all([
      client.invalidateQueries({ queryKey: BILLING, predicate: (q) => q.queryKey[1] !== known }),
      client.invalidateQueries({ queryKey: SUBSCRIPTION_KEY }),
    ]);
}

// ---- POST /v1/billing/cards/:cardId/default ---------------------------------------------------

export function useMakeDefaultCard() {
  const client = useQueryClient();
  const refresh = useRefreshBilling();
  return useMutation({
    mutationFn: (cardId: string) =>
      api.post<BillingCards>(`/v1/billing/cards/${encodeURIComponent(cardId)}/default`),
    onSuccess: (cards) => {
      client.setQueryData(cardsQueryOptions().queryKey, cards);
      return refresh({ known: 'cards' });
    },
  });
}

// ---- DELETE /v1/billing/cards/:cardId ---------------------------------------------------------

export function useRemoveCard() {
  const refresh = useRefreshBilling();
  return useMutation({
    mutationFn: (cardId: string) => api.delete<void>(`/v1/billing/cards/${encodeURIComponent(cardId)}`),
    onSuccess: () => refresh({ known: null }),
  });
}

// ---- GET /v1/billing/purchases?session_id= -------------------------------------------------------

/** How often, and for how long, the receipt page asks again while a checkout is being confirmed. */
export const PURCHASE_POLL_MS = 2_000;
export const PURCHASE_POLL_LIMIT_MS = 60_000;

export const purchasesQueryOptions = (sessionId: string | null) =>
  queryOptions({
    queryKey: [...BILLING, 'purchases', sessionId] as const,
    queryFn: ({ signal }) =>
      api.get<PurchasesResponse>('/v1/billing/purchases', {
        query: { session_id: sessionId ?? undefined },
        signal,
      }),
    meta: { skipErrorToast: true },
  });

/**
 * The receipt page's data. Back from a checkout (`session_id`), it asks again every 2 s while the
 * provider's confirmation is on its way, for up to 60 s; then `timedOut` is set and `checkAgain` starts
 * another 60 s. Once confirmed, the overview and `me` are read afresh so every page sees the membership.
 */
export function usePurchases(sessionId: string | null) {
  const client = useQueryClient();
  const [round, setRound] = useState(0);
  const [timedOut, setTimedOut] = useState(false);
  const query = useQuery({
    ...purchasesQueryOptions(sessionId),
    refetchInterval: (q) =>
      sessionId && q.state.data?.state === 'processing' && !timedOut ? PURCHASE_POLL_MS : false,
  });
  const state = query.data?.state;

  // `round` restarts the clock when the parent asks to check again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: round is the restart signal
  useEffect(() => {
    if (!sessionId || state !== 'processing') return;
    const timer = setTimeout(() => setTimedOut(true), PURCHASE_POLL_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [sessionId, state, round]);

  useEffect(() => {
    if (!sessionId || state !== 'complete') return;
    void client.invalidateQueries({ queryKey: overviewQueryOptions().queryKey });
    void client.invalidateQueries({ queryKey: SUBSCRIPTION_KEY });
  }, [client, sessionId, state]);

  const checkAgain = () => {
    setTimedOut(false);
    setRound((r) => r + 1);
    void query.refetch();
  };
  return { query, timedOut: timedOut && state === 'processing', checkAgain };
}

// ---- mesh: checkoutUrl and portalUrl ----------------------------------------------------------

const CHECKOUT_URL = `mutation CheckoutUrl($subscriptionType: SubscriptionFrequency!, $successUrl: String!, $cancelUrl: String!) {
  checkoutUrl(subscriptionType: $subscriptionType, successUrl: $successUrl, cancelUrl: $cancelUrl)
}`;
const PORTAL_URL = 'mutation PortalUrl($returnUrl: String!) { portalUrl(returnUrl: $returnUrl) }';

const TYPE: Record<Frequency, SubscriptionFrequency> = { monthly: 'MONTHLY', yearly: 'YEARLY' };

function urlOrThrow(url: string | null | undefined, what: string): string {
  if (!url) throw new Error(`The ${what} could not be opened. Please try again.`);
  return url;
}

/**
 * Opens the provider's page: the mutation answers its address and the browser goes there. The hook
 * stays `leaving` once the address is known, so buttons stay disabled while the next page loads.
 */
function useLeaveFor<V>(fetchUrl: (vars: V) => Promise<string>) {
  const [leaving, setLeaving] = useState(false);
  const mutation = useMutation({
    mutationFn: fetchUrl,
    onSuccess: (url) => {
      setLeaving(true);
      loadPage(url);
    },
  });
  return { ...mutation, leaving, busy: mutation.isPending || leaving };
}

/** "Start free trial" / "Choose monthly": the checkout comes back to /my-purchases (cancel: the site root). */
export const useStartCheckout = () =>
  useLeaveFor(async (frequency: Frequency) => {
    const data = await graphql<{ checkoutUrl: string | null }>(CHECKOUT_URL, {
      subscriptionType: TYPE[frequency],
      successUrl: here(PATHS.purchases),
      cancelUrl: here(PATHS.home),
    });
    return urlOrThrow(data?.checkoutUrl, 'checkout');
  });

/** "Manage subscription" and "Add a card": the provider's portal, which returns to `returnPath`. */
export const useOpenPortal = () =>
  useLeaveFor(async (returnPath: string) => {
    const data = await graphql<{ portalUrl: string | null }>(PORTAL_URL, { returnUrl: here(returnPath) });
    return urlOrThrow(data?.portalUrl, 'billing portal');
  });
