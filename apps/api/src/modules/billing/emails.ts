import { formatMoney, PLAN } from '@ye/contracts/billing';
import { formatDay } from '../../dates.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import type { ProviderInvoice } from '../../payments/provider.ts';
import type { SubscriptionRow } from './queries.ts';

// The billing emails (decision 027). Dates are UTC, amounts come from the provider's own figures, and
// every link is on APP_URL. Each is sent once per key (billing_notices); sync.ts decides when.

const plan = (s: SubscriptionRow) => `${PLAN.productName}, ${s.frequency}`;
const price = (s: SubscriptionRow) =>
  `${formatMoney(s.amount, s.currency)} a ${s.frequency === 'yearly' ? 'year' : 'month'}`;

/** The action link goes in the text as well: the `link` field is only what the log shows without SMTP. */
function withLink(mail: MailMessage & { link: { label: string; url: string } }): MailMessage {
  return { ...mail, text: `${mail.text}\n\n${mail.link.label}: ${mail.link.url}\n` };
}

interface To {
  email: string;
  firstName: string;
}

export function welcomeMail(to: To, sub: SubscriptionRow, appUrl: string): MailMessage {
  const first =
    sub.status === 'trialing' && sub.trialEnd
      ? `Your free trial runs until ${formatDay(sub.trialEnd)}. Then your card is charged ${price(sub)}, unless you cancel before.`
      : `Your card is charged ${price(sub)}${sub.currentPeriodEnd ? `; the next charge is on ${formatDay(sub.currentPeriodEnd)}` : ''}.`;
  return withLink({
    to: to.email,
    subject: 'Welcome to the Youth Enrichments membership',
    text: [
      `Hello ${to.firstName},`,
      '',
      `Thank you for joining: ${plan(sub)}. Every chapter of every course is now open to your children.`,
      first,
      '',
      'You can change your plan or cancel at any time from My account, Subscriptions.',
    ].join('\n'),
    link: { label: 'My subscription', url: `${appUrl}/my-account/subscriptions` },
  });
}

export function receiptMail(
  to: To,
  sub: SubscriptionRow | null,
  inv: ProviderInvoice,
  appUrl: string,
): MailMessage {
  const period =
    inv.periodStart && inv.periodEnd
      ? ` for ${formatDay(inv.periodStart)} to ${formatDay(inv.periodEnd)}`
      : '';
  const next =
    sub && !sub.cancelAtPeriodEnd && sub.currentPeriodEnd
      ? `Your next charge is on ${formatDay(sub.currentPeriodEnd)}.`
      : '';
  return withLink({
    to: to.email,
    subject: `Your receipt: ${formatMoney(inv.amountPaid, inv.currency)}`,
    text: [
      `Hello ${to.firstName},`,
      '',
      `We received ${formatMoney(inv.amountPaid, inv.currency)} on ${formatDay(inv.paidAt ?? inv.createdAt)}${period}.`,
      ...(inv.number ? [`Receipt number: ${inv.number}.`] : []),
      ...(next ? [next] : []),
    ].join('\n'),
    link: inv.hostedUrl
      ? { label: 'See the invoice', url: inv.hostedUrl }
      : { label: 'My purchases', url: `${appUrl}/my-purchases` },
  });
}

export function trialEndingMail(
  to: To,
  sub: SubscriptionRow,
  card: string | null,
  appUrl: string,
): MailMessage {
  const end = sub.trialEnd ? formatDay(sub.trialEnd) : 'soon';
  return withLink({
    to: to.email,
    subject: 'Your free trial ends in 3 days',
    text: [
      `Hello ${to.firstName},`,
      '',
      `Your free trial ends on ${end}. Then ${formatMoney(sub.amount, sub.currency)} is charged${card ? ` to your card ${card}` : ''}, and the membership continues ${sub.frequency}.`,
      'Nothing to do if you want to carry on. To stop, cancel before that day from My account, Subscriptions.',
    ].join('\n'),
    link: { label: 'My subscription', url: `${appUrl}/my-account/subscriptions` },
  });
}

export function paymentFailedMail(
  to: To,
  error: string,
  accessUntil: Date | null,
  appUrl: string,
): MailMessage {
  return withLink({
    to: to.email,
    subject: 'Your payment did not go through',
    text: [
      `Hello ${to.firstName},`,
      '',
      `We could not take this month’s payment for your membership. The card said: “${error}”`,
      accessUntil
        ? `Your children keep their access until ${formatDay(accessUntil)} while you update your card. Nothing they have done is lost.`
        : 'Nothing your children have done is lost.',
    ].join('\n'),
    link: { label: 'Update your card', url: `${appUrl}/my-account/cards` },
  });
}

export function cancelledMail(to: To, sub: SubscriptionRow, appUrl: string): MailMessage {
  const ended = sub.status === 'canceled';
  const until = sub.cancelAt ?? sub.currentPeriodEnd;
  return withLink({
    to: to.email,
    subject: ended ? 'Your membership has ended' : 'Your membership is cancelled',
    text: [
      `Hello ${to.firstName},`,
      '',
      ended
        ? 'Your membership has ended. The first chapter of every course stays open.'
        : `Your membership is cancelled and nothing more will be charged. Your children keep full access until ${until ? formatDay(until) : 'the end of the period you paid for'}.`,
      'Your children’s progress, certificates and journals are kept. You can join again at any time.',
    ].join('\n'),
    link: { label: 'My subscription', url: `${appUrl}/my-account/subscriptions` },
  });
}
