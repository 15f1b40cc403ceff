import { describe, expect, it } from 'vitest';
import { formatMoney, isFreeChapter, isLiveStatus, ProviderStatus } from './billing.ts';

describe('the billing rules shared by the API and the web', () => {
  it('counts every status but an ended one as live', () => {
    const live = ProviderStatus.options.filter(isLiveStatus);
    expect(live).toEqual(['trialing', 'active', 'past_due', 'unpaid', 'incomplete', 'paused']);
    expect(isLiveStatus('something_new')).toBe(false);
  });

  it('writes amounts in dollars and frees the first chapter only', () => {
    expect(formatMoney(999)).toBe('$9.99');
    expect(formatMoney(7999, 'usd')).toBe('$79.99');
    expect([0, 1, 2].map(isFreeChapter)).toEqual([true, false, false]);
  });
});
