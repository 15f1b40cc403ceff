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

export const overviewQueryOptions = () =>
  queryOptions({
    queryKey: [...BILLING, 'overview'] as const,
    queryFn: ({ signal }) => api.get<BillingOverview>('/v1/billing/overview', { signal }),
    // The page says what went wrong in its own words.
    meta: { skipErrorToast: true },
  });

/** Where the portal sends the parent back to: the page, marked so it knows to bring its data up to date. */
const FROM_PORTAL = 'portal';
export const portalReturnPath = (path: string) => `${path}?from=${FROM_PORTAL}`;

/**
 * The overview. Back from the provider's portal (`?from=portal`), it first asks the API to bring our
 * records up to date from the provider (decision 058): the portal's webhooks may still be on their way,
 * and the page must show the change the parent just made. The mark then leaves the address; if the
 * refresh fails, the page shows the records as they are.
 */
export function useBillingOverview() {
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const back = params.get('from') === FROM_PORTAL;
  const asked = useRef(false);
  const refresh = useMutation({
    mutationFn: () => api.post<BillingOverview>('/v1/billing/overview/refresh'),
    meta: { skipErrorToast: true },
    onSuccess: (data) => {
      client.setQueryData(overviewQueryOptions().queryKey, data);
      return Promise.all([
        client.invalidateQueries({ queryKey: BILLING, predicate: (q) => q.queryKey[1] !== 'overview' }),
        client.invalidateQueries({ queryKey: SUBSCRIPTION_KEY }),
      ]);
    },
    onSettled: () =>
      setParams(
        (p) => {
          p.delete('from');
          return p;
        },
        { replace: true },
      ),
  });
  useEffect(() => {
    if (!back || asked.current) return;
    asked.current = true;
    refresh.mutate();
  }, [back, refresh]);
  return useQuery({ ...overviewQueryOptions(), enabled: !back });
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
 * After a card change: the overview and receipts (a past-due charge may have gone through) and `me`;
 * the cards too unless the answer already holds them.
 */
function useRefreshBilling() {
  const client = useQueryClient();
  const cardsKey = cardsQueryOptions().queryKey;
  return ({ cardsKnown }: { cardsKnown: boolean }) =>
    Promise.all([
      client.invalidateQueries({
        queryKey: BILLING,
        predicate: (q) => !cardsKnown || q.queryKey[1] !== cardsKey[1],
      }),
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
      return refresh({ cardsKnown: true });
    },
  });
}

// ---- DELETE /v1/billing/cards/:cardId ---------------------------------------------------------

export function useRemoveCard() {
  const refresh = useRefreshBilling();
  return useMutation({
    mutationFn: (cardId: string) => api.delete<void>(`/v1/billing/cards/${encodeURIComponent(cardId)}`),
    onSuccess: () => refresh({ cardsKnown: false }),
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
