import { describe, expect, it, vi } from 'vitest';

vi.mock('react-toastify', () => ({
  toast: { error: vi.fn(), clearWaitingQueue: vi.fn(), dismiss: vi.fn() },
}));

import { toast } from 'react-toastify';
import { ApiError } from './api-error.ts';
import { errorMessage, toastError } from './error-toast.ts';

describe('errors to toast (spec section 8)', () => {
  it("uses the server's detail, else the message, else 'Internal Server Error'", () => {
    expect(errorMessage(new ApiError(400, 'Bad thing.', { detail: 'Bad thing.' }))).toBe('Bad thing.');
    expect(errorMessage(new ApiError(500, undefined, '<html>'))).toBe('Request failed with status 500');
    expect(errorMessage(new Error('Failed to fetch'))).toBe('Failed to fetch');
    expect(errorMessage({ detail: 'Plain detail' })).toBe('Plain detail');
    expect(errorMessage(new Error(''))).toBe('Internal Server Error');
    expect(errorMessage(undefined)).toBe('Internal Server Error');
    expect(errorMessage(null)).toBe('Internal Server Error');
  });

  it('drops what waits and closes what shows, then shows the newest error', () => {
    toastError(new ApiError(409, 'Already exists.', {}));
    expect(toast.error).toHaveBeenCalledWith('Already exists.');
    const shown = vi.mocked(toast.error).mock.invocationCallOrder[0] ?? 0;
    expect(vi.mocked(toast.clearWaitingQueue).mock.invocationCallOrder[0]).toBeLessThan(shown);
    expect(vi.mocked(toast.dismiss).mock.invocationCallOrder[0]).toBeLessThan(shown);
  });
});
