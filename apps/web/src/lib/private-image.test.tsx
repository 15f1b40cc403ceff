import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetRefreshStateForTests } from './api-client.ts';
import { usePrivateImage } from './private-image.ts';
import { setItem } from './storage.ts';

function Picture({ url }: { url: string | null }) {
  const src = usePrivateImage(url);
  return <span data-testid="src">{src ?? 'none'}</span>;
}

beforeEach(() => {
  localStorage.clear();
  resetRefreshStateForTests();
  setItem('accessToken', 'the-access');
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:picture-1'), revokeObjectURL: vi.fn() }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('usePrivateImage', () => {
  it('fetches a parent’s own picture with the bearer token and shows it through an object URL', async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) => new Response('png', { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { unmount } = render(<Picture url="/uploads/avatars/0b6f3c1e-2d4a-4f5b-8c7d-9e0f1a2b3c4d.png" />);
    expect(screen.getByTestId('src').textContent).toBe('none');
    await waitFor(() => expect(screen.getByTestId('src').textContent).toBe('blob:picture-1'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/uploads/avatars/0b6f3c1e-2d4a-4f5b-8c7d-9e0f1a2b3c4d.png');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer the-access');
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:picture-1');
  });

  it('uses any other picture as it is, and shows the fallback when the picture cannot be read', async () => {
    const fetchMock = vi.fn(
      async () => new Response('{"detail":"There is no such picture."}', { status: 404 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { unmount } = render(<Picture url="/v1/media/covers/calm.svg" />);
    expect(screen.getByTestId('src').textContent).toBe('/v1/media/covers/calm.svg');
    unmount();
    expect(fetchMock).not.toHaveBeenCalled();
    render(<Picture url="/uploads/avatars/0b6f3c1e-2d4a-4f5b-8c7d-9e0f1a2b3c4d.jpg" />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByTestId('src').textContent).toBe('none');
  });
});
