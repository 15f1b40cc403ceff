import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProviderStatus } from '@ye/contracts/billing';
import type { Me, MeSubscription } from '@ye/contracts/mesh';
import { formatDate } from './format.ts';
import { graphql } from './mesh-client.ts';
import { getItem } from './storage.ts';
import { useSession } from './use-session.tsx';

/**
 * The family's subscription as client state (spec section 3: SubscriptionStatus,
 * subscriptionStatusDescription, trialEndAt), read with the spec's second Me query. Shared because the
 * billing pages and the catalogue both show it, and features never import each other (decision 027).
 */

export const ME_SUBSCRIPTION_QUERY =
  'query MeSubscription { me { subscriptionStatus hasActiveStripeSubscription stripe { subscriptions { id status trialEndAt createdAt } } } }';

/** The provider's words, or `none` before any subscription (the same word as GET /v1/subscription/status). */
export type SubscriptionStatus = 'none' | ProviderStatus;

export interface SubscriptionState {
  status: SubscriptionStatus | null;
  hasAccess: boolean;
  /** The newest subscription's trial end (spec section 4), ISO. */
  trialEndAt: string | null;
  description: string;
}

/** Every query of the family's subscription starts here (billing changes invalidate it). */
export const SUBSCRIPTION_KEY = ['subscription'] as const;

/** The newest subscription by `createdAt` (spec section 4); null for none. */
export function newestSubscription(subs: readonly MeSubscription[]): MeSubscription | null {
  let newest: MeSubscription | null = null;
  let newestAt = Number.NEGATIVE_INFINITY;
  for (const s of subs) {
    const at = s.createdAt ? Date.parse(s.createdAt) : Number.NaN;
    const key = Number.isNaN(at) ? Number.NEGATIVE_INFINITY : at;
    if (newest === null || key > newestAt) {
      newest = s;
      newestAt = key;
    }
  }
  return newest;
}

/** The subscription's state in plain words for a parent. */
export function subscriptionStatusDescription(
  status: SubscriptionStatus | string | null | undefined,
  trialEndAt: string | null | undefined,
): string {
  switch (status) {
    case 'trialing': {
      const until = formatDate(trialEndAt);
      return until
        ? `Your free trial runs until ${until}. Every chapter of every course is open.`
        : 'Your free trial is on. Every chapter of every course is open.';
    }
    case 'active':
      return 'Your membership is active. Every chapter of every course is open.';
    case 'past_due':
      return 'Your last payment did not go through. Update your card to keep the membership.';
    case 'unpaid':
      return 'The membership has stopped because payments did not go through. Update your card to start it again.';
    case 'incomplete':
      return 'Your first payment is not finished yet.';
    case 'incomplete_expired':
      return 'The checkout was not finished, so no membership started.';
    case 'paused':
      return 'Your membership is paused.';
    case 'canceled':
      return 'Your membership has ended. Your children keep their progress and certificates.';
    default:
      return 'You have no membership yet. The first chapter of every course is free.';
  }
}

type MeSubscriptionData = Pick<Me, 'subscriptionStatus' | 'hasActiveStripeSubscription' | 'stripe'>;

export function toSubscriptionState(me: MeSubscriptionData | null): SubscriptionState {
  const status = (me?.subscriptionStatus ?? null) as SubscriptionStatus | null;
  const trialEndAt = newestSubscription(me?.stripe?.subscriptions ?? [])?.trialEndAt ?? null;
  return {
    status,
    hasAccess: me?.hasActiveStripeSubscription ?? false,
    trialEndAt,
    description: subscriptionStatusDescription(status, trialEndAt),
  };
}

export const subscriptionQueryOptions = () =>
  queryOptions({
    queryKey: [...SUBSCRIPTION_KEY, 'me'] as const,
    queryFn: async () =>
      toSubscriptionState((await graphql<{ me: MeSubscriptionData | null }>(ME_SUBSCRIPTION_QUERY)).me),
    staleTime: 60_000,
    // Pages that show it have their own words for a failure; a toast here would repeat them.
    meta: { skipErrorToast: true },
  });

/**
 * The signed-in parent's subscription; never asked for other roles (a child sees no billing), nor
 * without a mesh session: the mesh client signs out when it cannot authenticate, and a page that only
 * shows the state must not end a session whose mesh sign-in failed (lib/session.ts meshLogin).
 */
export function useSubscription() {
  const { isAuthenticated, role } = useSession();
  const isParent = role === 'parent' || role === 'auth';
  const hasMesh = Boolean(getItem('meshAccessToken'));
  return useQuery({ ...subscriptionQueryOptions(), enabled: isAuthenticated && isParent && hasMesh });
}
