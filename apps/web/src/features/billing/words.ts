import type { Frequency, ProviderStatus, TestCardOutcome } from '@ye/contracts/billing';
import { formatMoney, PLAN } from '@ye/contracts/billing';

// How the billing pages word plans, prices, statuses and cards. Amounts and the trial length come from
// PLAN (contracts/billing.ts), so a price change is one edit there.

const PERIOD: Record<Frequency, string> = { monthly: 'month', yearly: 'year' };

/** "Membership, monthly". */
export const planName = (frequency: Frequency | null) =>
  frequency ? `Membership, ${frequency}` : 'Membership';

/** "$9.99 a month". */
export const priceWords = (amount: number, currency: string, frequency: Frequency | null) =>
  frequency ? `${formatMoney(amount, currency)} a ${PERIOD[frequency]}` : formatMoney(amount, currency);

/** What the yearly price saves against twelve monthly payments, in whole percent (33 with PLAN). */
export const yearlySavingPercent = () =>
  Math.floor((1 - PLAN.prices.yearly / (PLAN.prices.monthly * 12)) * 100);

/** What the free trial is called on the pages ("7-day free trial"). */
export const trialWords = (days: number = PLAN.trialDays) => `${days}-day free trial`;

/** The provider's status as a short label and a chip colour that keeps text readable (WCAG AA). */
export const STATUS_CHIP: Record<
  ProviderStatus,
  { label: string; color: 'primary' | 'yellow' | 'default' | 'error' }
> = {
  trialing: { label: 'Free trial', color: 'primary' },
  active: { label: 'Active', color: 'primary' },
  past_due: { label: 'Payment due', color: 'yellow' },
  unpaid: { label: 'Unpaid', color: 'error' },
  incomplete: { label: 'Payment not finished', color: 'yellow' },
  incomplete_expired: { label: 'Not started', color: 'default' },
  paused: { label: 'Paused', color: 'default' },
  canceled: { label: 'Ended', color: 'default' },
};

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** `visa` → "Visa". */
export const brandName = (brand: string) =>
  BRANDS[brand.toLowerCase()] ?? (brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : 'Card');

/** `4, 2030` → "04/30". */
export const expiryWords = (month: number, year: number) =>
  `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;

/** "Visa ending in 4242": how a card is named to screen readers and in dialogs. */
export const cardName = (card: { brand: string; last4: string }) =>
  `${brandName(card.brand)} ending in ${card.last4}`;

/** "4242 4242 4242 4242". */
export const groupedNumber = (n: string) => n.replace(/(\d{4})(?=\d)/g, '$1 ');

export const OUTCOME_WORDS: Record<TestCardOutcome, string> = {
  succeeds: 'Accepted. Every charge succeeds.',
  declines_later: 'Accepted at checkout, then every charge is declined (shows a failed payment).',
  declined: 'Refused at checkout: "Your card was declined."',
  insufficient_funds: 'Refused at checkout: "Your card has insufficient funds."',
};

/** What every family gets without a membership (decision 027). */
export const FREE_ITEMS = [
  'The first chapter of every course (the first level of a game course)',
  'The self-esteem survey',
  'Your dashboards and charts',
  'Certificates your children have already earned',
  'The library and bookmarks',
  'Discussion boards',
] as const;

/** What the membership adds. */
export const MEMBERSHIP_ITEMS = [
  'Every later chapter and level of every course',
  'Finishing courses, and earning new certificates',
  'New courses as they are published',
] as const;
