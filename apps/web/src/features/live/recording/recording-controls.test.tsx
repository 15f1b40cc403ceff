import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_URL_PATH } from '../../../components/upload-field.tsx';
import { FakeXhr } from '../../../test/fake-xhr.ts';
import { type MockCall, mockApi } from '../../../test/mock-api.ts';
import type { RecorderSource, StartRecorder } from './recorder.ts';
import { RecordControl, RecordingNotice, RecordingSave } from './recording-controls.tsx';
import { recordingPath, useRoomRecording } from './use-room-recording.ts';

// The host's recording (decision 031): Record, the red "Recording", Stop, the upload through the
// signed-upload flow with its progress, the attach call, a failure in plain words with Try again,
// and the end of the session saving a running recording. MediaRecorder and the network are faked
// (jsdom has neither); the recorder's file is a real WebM header.

const MEETING = '22222222-2222-4222-8222-222222222222';
const WEBM_HEAD = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d]);

let calls: MockCall[];
let started: RecorderSource[];
let stopped: number;
const fakeRecorder: StartRecorder = (source) => {
  started.push(source);
  return {
    stop: async () => {
      stopped += 1;
      return new Blob([WEBM_HEAD], { type: 'video/webm' });
    },
  };
};

beforeEach(() => {
  FakeXhr.all = [];
  started = [];
  stopped = 0;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  let n = 0;
  ({ calls } = mockApi({
    [`POST ${UPLOAD_URL_PATH}`]: () => {
      n += 1;
      return {
        upload_url: `http://localhost/v1/instructor/course/upload/u${n}?signature=s`,
        file_url: `/v1/files/videos/file-${n}.webm`,
        expires_at: '2030-03-04T12:15:00Z',
      };
    },
    [`POST ${recordingPath(MEETING)}`]: { id: MEETING },
  }));
});

function Harness({ announce }: { announce: (on: boolean) => void }) {
  const [ended, setEnded] = useState(false);
  const recording = useRoomRecording({
    meetingId: MEETING,
    source: { video: () => null, audio: () => null },
    announce,
    ended,
    startRecorder: fakeRecorder,
    now: () => Date.parse('2030-03-04T12:00:00Z'),
  });
  return (
    <>
      <RecordControl recording={recording} disabled={false} now={() => Date.parse('2030-03-04T12:01:05Z')} />
      <RecordingSave recording={recording} />
      <button type="button" onClick={() => setEnded(true)}>
        End session
      </button>
    </>
  );
}

function renderHarness() {
  const announce = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Harness announce={announce} />
    </QueryClientProvider>,
  );
  return announce;
}

describe('recording the room', () => {
  it('records, shows it, and on Stop uploads with progress and attaches the file to the session', async () => {
    const announce = renderHarness();
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    expect(started).toHaveLength(1);
    expect(announce).toHaveBeenLastCalledWith(true);
    expect(screen.getByRole('status').textContent).toContain('Recording 1:05');

    fireEvent.click(screen.getByRole('button', { name: 'Stop recording' }));
    expect(announce).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    const ask = calls.find((c) => c.path === UPLOAD_URL_PATH);
    expect(ask?.body).toEqual({
      purpose: 'video',
      filename: 'recording-2030-03-04.webm',
      content_type: 'video/webm',
      size: WEBM_HEAD.length,
    });
    const put = FakeXhr.all[0] as FakeXhr;
    expect(put.url).toBe('http://localhost/v1/instructor/course/upload/u1?signature=s');
    expect(put.body).toBeInstanceOf(File);
    put.progress(5, 10);
    expect(screen.getByText('Uploading the recording… 50%')).toBeTruthy();
    put.respond(201);
    expect(await screen.findByText(/The recording is saved/)).toBeTruthy();
    expect(calls.find((c) => c.path === recordingPath(MEETING))?.body).toEqual({
      file_url: '/v1/files/videos/file-1.webm',
    });
    expect((screen.getByRole('button', { name: 'Record again' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says in plain words when the upload fails, and Try again uploads it again', async () => {
    renderHarness();
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    fireEvent.click(screen.getByRole('button', { name: 'Stop recording' }));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    (FakeXhr.all[0] as FakeXhr).fail();
    expect(
      await screen.findByText(
        /We could not save the recording. The upload stopped because the connection was lost. Please try again./,
      ),
    ).toBeTruthy();
    expect(calls.some((c) => c.path === recordingPath(MEETING))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(2));
    (FakeXhr.all[1] as FakeXhr).respond(201);
    expect(await screen.findByText(/The recording is saved/)).toBeTruthy();
    expect(calls.find((c) => c.path === recordingPath(MEETING))?.body).toEqual({
      file_url: '/v1/files/videos/file-2.webm',
    });
  });

  it('when only attaching failed, Try again attaches the uploaded file without uploading it again', async () => {
    let attach = 0;
    ({ calls } = mockApi({
      [`POST ${UPLOAD_URL_PATH}`]: {
        upload_url: 'http://localhost/v1/instructor/course/upload/u1?signature=s',
        file_url: '/v1/files/videos/file-1.webm',
        expires_at: '2030-03-04T12:15:00Z',
      },
      [`POST ${recordingPath(MEETING)}`]: () => {
        attach += 1;
        return attach === 1
          ? [409, { detail: 'A recording can be added once the session has started.' }]
          : { id: MEETING };
      },
    }));
    renderHarness();
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    fireEvent.click(screen.getByRole('button', { name: 'Stop recording' }));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    (FakeXhr.all[0] as FakeXhr).respond(201);
    expect(await screen.findByText(/A recording can be added once the session has started/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/The recording is saved/)).toBeTruthy();
    expect(FakeXhr.all).toHaveLength(1);
    expect(calls.filter((c) => c.path === UPLOAD_URL_PATH)).toHaveLength(1);
  });

  it('the end of the session stops a running recording and saves it', async () => {
    renderHarness();
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    fireEvent.click(screen.getByRole('button', { name: 'End session' }));
    await waitFor(() => expect(stopped).toBe(1));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    (FakeXhr.all[0] as FakeXhr).respond(201);
    expect(await screen.findByText(/The recording is saved/)).toBeTruthy();
  });

  it('children see a kind sign', () => {
    render(<RecordingNotice />);
    expect(screen.getByRole('status').textContent).toContain('This class is being recorded');
  });
});
