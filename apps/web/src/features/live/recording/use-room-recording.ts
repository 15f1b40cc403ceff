import { useQueryClient } from '@tanstack/react-query';
import type { Meeting } from '@ye/contracts/live';
import type { UploadUrlResponse } from '@ye/contracts/studio';
import { useCallback, useEffect, useRef, useState } from 'react';
import { putWithProgress, UPLOAD_URL_PATH } from '../../../components/upload-field.tsx';
import { api } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/error-toast.ts';
import {
  type RecorderSource,
  type RunningRecorder,
  type StartRecorder,
  startCanvasRecorder,
} from './recorder.ts';

// The host's recording (decision 031): Record starts it, Stop (or the end of the session) ends it,
// then the file goes up through the studio's signed upload (decision 010) and is attached to the
// session. The file stays in this window until it is attached, so a failure can be tried again.

export type RecordingState =
  | { step: 'off' }
  | { step: 'recording'; since: number }
  | { step: 'saving'; percent: number }
  | { step: 'failed'; error: string }
  | { step: 'saved' };

export const recordingPath = (meetingId: string) =>
  `/v1/instructor/meetings/recording/${encodeURIComponent(meetingId)}`;

export interface RoomRecording {
  state: RecordingState;
  start: () => void;
  stop: () => void;
  retry: () => void;
  cancelUpload: () => void;
}

export function useRoomRecording(params: {
  meetingId: string;
  source: RecorderSource;
  /** Tells the room (the children see "This class is being recorded"). */
  announce: (on: boolean) => void;
  /** The session ended: a running recording stops and is saved. */
  ended: boolean;
  startRecorder?: StartRecorder;
  now?: () => number;
}): RoomRecording {
  const { meetingId, source, announce, ended } = params;
  const startRecorder = params.startRecorder ?? startCanvasRecorder;
  const now = params.now ?? Date.now;
  const [state, setState] = useState<RecordingState>({ step: 'off' });
  const recorder = useRef<RunningRecorder | null>(null);
  const file = useRef<File | null>(null);
  /** Once uploaded, a retry only attaches it (the link works once). */
  const uploaded = useRef<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const client = useQueryClient();

  const save = useCallback(async () => {
    const recording = file.current;
    if (!recording) return;
    const controller = new AbortController();
    abort.current = controller;
    setState({ step: 'saving', percent: 0 });
    try {
      if (!uploaded.current) {
        const target = await api.post<UploadUrlResponse>(
          UPLOAD_URL_PATH,
          {
            purpose: 'video',
            filename: recording.name,
            content_type: 'video/webm',
            size: recording.size,
          },
          { signal: controller.signal },
        );
        await putWithProgress(
          target.upload_url,
          recording,
          (percent) => setState((s) => (s.step === 'saving' ? { step: 'saving', percent } : s)),
          controller.signal,
        );
        uploaded.current = target.file_url;
      }
      await api.post<Meeting>(
        recordingPath(meetingId),
        { file_url: uploaded.current },
        {
          signal: controller.signal,
        },
      );
      file.current = null;
      setState({ step: 'saved' });
      void client.invalidateQueries({ queryKey: ['live'] });
    } catch (error) {
      setState({
        step: 'failed',
        error: controller.signal.aborted ? 'You stopped the upload.' : errorMessage(error),
      });
    } finally {
      if (abort.current === controller) abort.current = null;
    }
  }, [meetingId, client]);

  const start = useCallback(() => {
    if (recorder.current) return;
    recorder.current = startRecorder(source);
    file.current = null;
    uploaded.current = null;
    setState({ step: 'recording', since: now() });
    announce(true);
  }, [startRecorder, source, announce, now]);

  const stop = useCallback(() => {
    const running = recorder.current;
    if (!running) return;
    recorder.current = null;
    announce(false);
    setState({ step: 'saving', percent: 0 });
    void running.stop().then((blob) => {
      const day = new Date(now()).toISOString().slice(0, 10);
      file.current = new File([blob], `recording-${day}.webm`, { type: 'video/webm' });
      return save();
    });
  }, [announce, save, now]);

  // The end of the session ends the recording, which is then saved.
  useEffect(() => {
    if (ended) stop();
  }, [ended, stop]);

  // Leaving while recording or saving would lose the class: the browser asks first.
  const busy = state.step === 'recording' || state.step === 'saving' || state.step === 'failed';
  useEffect(() => {
    if (!busy) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [busy]);

  return {
    state,
    start,
    stop,
    retry: () => void save(),
    cancelUpload: () => abort.current?.abort(),
  };
}
