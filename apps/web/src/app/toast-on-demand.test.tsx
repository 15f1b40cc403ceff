import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToastHost, toast } from './toast-on-demand.tsx';

// The stand-in the build gives the app for 'react-toastify' (decision 054): nothing of the library
// until the first toast; calls made meanwhile are replayed in order, with the ids they returned.

describe('toasts on demand', () => {
  it('mounts no container until a toast is asked for, then shows it', async () => {
    const { container } = render(<ToastHost />);
    expect(container.querySelector('.Toastify')).toBeNull();
    let id: string | number = '';
    act(() => {
      // Said before the library is here: the dismiss and the error wait, in this order.
      toast.success('An older message');
      toast.dismiss();
      id = toast.error('The email/username or password is incorrect.');
    });
    expect(String(id)).toMatch(/^toast-\d+$/);
    expect(await screen.findByText('The email/username or password is incorrect.')).toBeTruthy();
    expect(screen.queryByText('An older message')).toBeNull();
    expect(toast.isActive(id)).toBe(true);
    act(() => {
      toast.dismiss(id);
    });
    await waitFor(() => expect(toast.isActive(id)).toBe(false));
  });

  it('keeps an id the caller chose', async () => {
    render(<ToastHost />);
    let id: string | number = '';
    act(() => {
      id = toast.info('Saved', { toastId: 'saved-once' });
    });
    expect(id).toBe('saved-once');
    expect(await screen.findByText('Saved')).toBeTruthy();
  });
});
