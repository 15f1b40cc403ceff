import type { Frequency, ProviderStatus } from '@ye/contracts/billing';

// The payment provider as billing sees it (decision 027): Stripe when STRIPE_SECRET_KEY is set, or the
// built-in test provider. Both speak Stripe's shapes underneath (stripe-shapes.ts turns them into
// these), so the webhook handler, the job and the pages are one code path for both.

export interface ProviderSubscription {
  id: string;
  customerId: string;
  status: ProviderStatus;
  frequency: Frequency | null;
  priceId: string;
  amount: number;
  currency: string;
  createdAt: Date;
  trialStart: Date | null;
  trialEnd: Date | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  cancelAt: Date | null;
  canceledAt: Date | null;
  endedAt: Date | null;
  defaultPaymentMethodId: string | null;
  latestInvoiceId: string | null;
}

export type InvoiceStatus = 'draft' | 'open' | 'paid' | 'uncollectible' | 'void';

export interface ProviderInvoice {
  id: string;
  customerId: string;
  subscriptionId: string | null;
  status: InvoiceStatus;
  number: string | null;
  amountDue: number;
  amountPaid: number;
  currency: string;
  createdAt: Date;
  paidAt: Date | null;
  periodStart: Date | null;
  periodEnd: Date | null;
  hostedUrl: string | null;
  /** The provider's words for the last failed attempt, meant for the customer. */
  paymentError: string | null;
}

export interface ProviderCard {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type ProviderErrorKind = 'not_found' | 'invalid' | 'card' | 'unavailable';

/**
 * What went wrong at the provider, in four kinds the service turns into HTTP: `card` keeps the
 * provider's message (it is written for customers), the others get our own words.
 */
export class ProviderError extends Error {
  readonly kind: ProviderErrorKind;
  constructor(kind: ProviderErrorKind, message: string) {
    super(message);
    this.name = 'ProviderError';
    this.kind = kind;
  }
}

export interface CheckoutSessionState {
  id: string;
  customerId: string;
  status: 'open' | 'complete' | 'expired';
  subscriptionId: string | null;
}

/** A checkout for the membership: no trial when `trialDays` is null (the family had one). */
export interface CheckoutRequest {
  customerId: string;
  userId: string;
  frequency: Frequency;
  trialDays: number | null;
  successUrl: string;
  cancelUrl: string;
}

export interface BillingProvider {
  readonly name: 'stripe' | 'test';
  /** No real money moves (the test provider): every billing page says so. */
  readonly testMode: boolean;
  createCustomer(p: { userId: string; email: string; name: string }): Promise<{ customerId: string }>;
  createCheckoutSession(p: CheckoutRequest): Promise<{ id: string; url: string }>;
  getCheckoutSession(id: string): Promise<CheckoutSessionState | null>;
  createPortalSession(p: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  /** Every subscription of the customer, whatever its status, newest first. */
  listSubscriptions(customerId: string): Promise<ProviderSubscription[]>;
  /** Ends a subscription at once (a second checkout's twin, or a deleted account). */
  cancelSubscriptionNow(subscriptionId: string): Promise<void>;
  getInvoice(invoiceId: string): Promise<ProviderInvoice | null>;
  listInvoices(customerId: string, limit: number): Promise<ProviderInvoice[]>;
  /** Tries an open invoice again (after a card change); a decline is a `card` error. */
  payInvoice(invoiceId: string): Promise<ProviderInvoice>;
  listCards(customerId: string): Promise<{ cards: ProviderCard[]; customerDefaultId: string | null }>;
  setDefaultCard(p: { customerId: string; cardId: string; subscriptionIds: string[] }): Promise<void>;
  detachCard(p: { customerId: string; cardId: string }): Promise<void>;
}
