import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  COURSE_IMAGE_FORMAT_ERROR,
  IMAGE_SIZE_ERROR,
  MAX_IMAGE_BYTES,
  validateCourseImage,
} from '@ye/contracts/uploads';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../test/fake-xhr.ts';
import { UPLOAD_CANCELLED, UPLOAD_URL_PATH, UploadField } from './upload-field.tsx';

let urlRequests: unknown[] = [];

beforeEach(() => {
  FakeXhr.all = [];
  urlRequests = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  let n = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      expect(new URL(String(input), 'http://localhost').pathname).toBe(UPLOAD_URL_PATH);
      urlRequests.push(JSON.parse(String(init?.body)));
      n += 1;
      return new Response(
        JSON.stringify({
          upload_url: `http://localhost/v1/instructor/course/upload/u${n}?signature=s`,
          file_url: `/v1/files/covers/file-${n}.png`,
          expires_at: '2026-11-21T10:15:00Z',
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    }),
  );
});

function Harness({ onChange }: { onChange?: (url: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <UploadField
        label="Cover image"
        purpose="cover"
        accept=".png,.jpg,.jpeg,.svg"
        validate={validateCourseImage}
        value={value}
        onChange={(url) => {
          setValue(url);
          onChange?.(url);
        }}
      />
      <p>Stored: {value ?? 'nothing'}</p>
    </>
  );
}

const png = (size = 2048, name = 'cover.png') => {
  const file = new File(['x'], name, { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

function choose(file: File) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

describe('UploadField', () => {
  it('refuses a wrong format and a too large image with the exact shared messages, before any request', () => {
    render(<Harness />);
    choose(new File(['gif'], 'cat.gif', { type: 'image/gif' }));
    expect(screen.getByRole('alert').textContent).toContain(COURSE_IMAGE_FORMAT_ERROR);
    choose(png(MAX_IMAGE_BYTES + 1));
    expect(screen.getByRole('alert').textContent).toContain(IMAGE_SIZE_ERROR);
    expect(fetch).not.toHaveBeenCalled();
    expect(FakeXhr.all).toHaveLength(0);
  });

  it('asks for a signed URL, PUTs the raw file with its type, shows progress, then returns file_url', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const file = png(4000);
    choose(file);
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    expect(urlRequests[0]).toEqual({
      purpose: 'cover',
      filename: 'cover.png',
      content_type: 'image/png',
      size: 4000,
    });
    const xhr = FakeXhr.all[0] as FakeXhr;
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toContain('/v1/instructor/course/upload/u1');
    expect(xhr.headers['Content-Type']).toBe('image/png');
    expect(xhr.body).toBe(file);

    xhr.progress(1000, 4000);
    expect(screen.getByText('Uploading cover.png… 25%')).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'Uploading cover.png' }).getAttribute('aria-valuenow'),
    ).toBe('25');

    xhr.respond(201, { id: 'u1' });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/v1/files/covers/file-1.png'));
    expect(screen.getByText('Stored: /v1/files/covers/file-1.png')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('cover.png is uploaded.');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('Cancel aborts the request and stores nothing', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    choose(png());
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    FakeXhr.all[0]?.progress(10, 100);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(UPLOAD_CANCELLED));
    expect(FakeXhr.all[0]?.aborted).toBe(true);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeTruthy();
  });

  it('shows the server refusal and Retry sends the same file again with a fresh URL', async () => {
    render(<Harness />);
    const file = png();
    choose(file);
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    FakeXhr.all[0]?.respond(415, { detail: 'The file is not a PNG image.' });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('The file is not a PNG image.'),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(2));
    const retry = FakeXhr.all[1] as FakeXhr;
    expect(retry.url).toContain('/upload/u2');
    expect(retry.body).toBe(file);
    retry.respond(201);
    await waitFor(() => expect(screen.getByText('Stored: /v1/files/covers/file-2.png')).toBeTruthy());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a lost connection is said in plain words and can be retried', async () => {
    render(<Harness />);
    choose(png());
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    act(() => FakeXhr.all[0]?.onerror?.());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/connection was lost/));
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('a dropped file is uploaded like a picked one; the picker is a keyboard-reachable button', async () => {
    render(<Harness />);
    const button = screen.getByRole('button', { name: 'Choose a file' });
    button.focus();
    expect(document.activeElement).toBe(button);
    const dropZone = button.closest('[role="group"]')?.querySelector('div') as HTMLElement;
    fireEvent.drop(dropZone, { dataTransfer: { files: [png(10, 'dropped.png')] } });
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    expect(urlRequests[0]).toMatchObject({ filename: 'dropped.png' });
  });
});
