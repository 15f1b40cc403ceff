import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImpersonationBanner, timeLeft } from './impersonation-banner.tsx';

afterEach(() => vi.useRealTimers());

describe('ImpersonationBanner', () => {
  it('says whom, why and how long is left, and ends by itself once', () => {
    vi.useFakeTimers({ now: new Date('2027-03-01T10:00:00Z') });
    const onExpire = vi.fn();
    const onStop = vi.fn();
    render(
      <ImpersonationBanner
        email="pat@family.test"
        reason="Support ticket 42"
        endsAt="2027-03-01T10:02:30Z"
        onStop={onStop}
        onExpire={onExpire}
      />,
    );
    const banner = screen.getByTestId('impersonation-banner');
    expect(banner.textContent).toContain('Impersonating pat@family.test');
    expect(banner.textContent).toContain('Support ticket 42');
    expect(screen.getByTestId('impersonation-time-left').textContent).toBe('2 min left');
    act(() => vi.advanceTimersByTime(91_000));
    expect(screen.getByTestId('impersonation-time-left').textContent).toBe('less than a minute left');
    expect(onExpire).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(60_000));
    expect(onExpire).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(5_000));
    expect(onExpire).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(onStop).toHaveBeenCalledTimes(1);
  });

  it('shows no countdown without an end', () => {
    render(<ImpersonationBanner email="pat@family.test" onStop={() => {}} />);
    expect(screen.queryByTestId('impersonation-time-left')).toBeNull();
    expect(timeLeft(30 * 60_000)).toBe('30 min left');
  });
});
