import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { APP_IMAGE_FORMAT_ERROR, IMAGE_SIZE_ERROR, MAX_IMAGE_BYTES } from '@ye/contracts/uploads';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { AvatarUpload } from './avatar-upload.tsx';

const fetchMock = vi.fn<typeof fetch>();

function renderUpload() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <AvatarUpload current={null} initials="P" />
    </QueryClientProvider>,
  );
}

function choose(file: File) {
  fireEvent.change(screen.getByTestId('avatar-file'), { target: { files: [file] } });
}

function fileOf(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(
    new Response(JSON.stringify({ id: 'p1', avatar: '/uploads/avatars/a.png' }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

describe('profile picture', () => {
  it('refuses other formats with the exact message and uploads nothing', () => {
    renderUpload();
    choose(fileOf('me.gif', 'image/gif', 1000));
    expect(screen.getByRole('alert').textContent).toBe(
      'Only the following formats are accepted: .jpeg, .png',
    );
    expect(APP_IMAGE_FORMAT_ERROR).toBe('Only the following formats are accepted: .jpeg, .png');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses images over 5 MB with the exact message and uploads nothing', () => {
    renderUpload();
    choose(fileOf('me.png', 'image/png', MAX_IMAGE_BYTES + 1));
    expect(screen.getByRole('alert').textContent).toBe('The image size should be a maximum of 5 MB.');
    expect(IMAGE_SIZE_ERROR).toBe('The image size should be a maximum of 5 MB.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('previews a valid image and posts it as multipart field "file"', async () => {
    renderUpload();
    const file = fileOf('me.jpg', 'image/jpeg', MAX_IMAGE_BYTES);
    await act(async () => choose(file));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('img', { name: 'Your profile picture' }).getAttribute('src')).toBe(
      'blob:preview',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/v1/parent_router/parent/avatar');
    expect(init?.method).toBe('POST');
    expect((init?.body as FormData | undefined)?.get('file')).toBe(file);
  });
});
