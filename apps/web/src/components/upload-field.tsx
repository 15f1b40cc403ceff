import CloudUploadRounded from '@mui/icons-material/CloudUploadRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { UploadPurpose, UploadUrlResponse } from '@ye/contracts/studio';
import { type DragEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { api } from '../lib/api-client.ts';
import { detailOf } from '../lib/api-error.ts';
import { errorMessage } from '../lib/error-toast.ts';
import { visuallyHidden } from '../lib/visually-hidden.ts';

export const UPLOAD_URL_PATH = '/v1/instructor/course/generate-upload-url';
export const UPLOAD_CANCELLED = 'The upload was cancelled.';
const NETWORK_ERROR = 'The upload stopped because the connection was lost. Please try again.';

class UploadAborted extends Error {}

/**
 * PUTs the file's bytes to a signed upload URL with XMLHttpRequest (fetch cannot report upload
 * progress). Resolves on 2xx; rejects with the server's detail, a network error, or UploadAborted.
 */
export function putWithProgress(
  url: string,
  file: File,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    if (file.type) xhr.setRequestHeader('Content-Type', file.type);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      reject(new Error(detailOf(body) ?? `The upload failed (error ${xhr.status}). Please try again.`));
    };
    xhr.onerror = () => reject(new Error(NETWORK_ERROR));
    xhr.onabort = () => reject(new UploadAborted());
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

type UploadState =
  | { step: 'idle'; message?: string }
  | { step: 'invalid'; error: string }
  | { step: 'uploading'; file: File; percent: number }
  | { step: 'failed'; file: File; error: string };

export interface UploadFieldProps {
  /** The field's visible label, e.g. "Cover image". */
  label: string;
  purpose: UploadPurpose;
  /** The `accept` of the file picker, e.g. ".jpeg,.jpg,.png,.svg,image/jpeg,image/png,image/svg+xml". */
  accept: string;
  /** The shared validator of contracts/uploads.ts (or validateVideo): its error is shown word for word. */
  validate: (file: File) => { ok: true } | { ok: false; error: string };
  /** The stored file (its file_url), or null. */
  value: string | null;
  onChange: (fileUrl: string | null) => void;
  /** The course the file belongs to, when it exists already. */
  courseId?: string;
  /** What files are accepted, in plain words. */
  hint?: string;
  /** Shows the stored file (e.g. an image preview). */
  renderPreview?: (fileUrl: string) => ReactNode;
}

/** A file on its way up: its name, how far it is, and a way to stop it. */
export function UploadProgress({
  fileName,
  percent,
  onCancel,
  maxWidth,
}: {
  fileName: string;
  percent: number;
  onCancel: () => void;
  maxWidth?: number;
}) {
  return (
    <Box sx={{ maxWidth }}>
      <Typography sx={{ mb: 1, overflowWrap: 'anywhere' }}>{`Uploading ${fileName}… ${percent}%`}</Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={`Uploading ${fileName}`}
        sx={{ height: 8, borderRadius: 4, mb: 1.5 }}
      />
      <Button variant="outlined" color="inherit" onClick={onCancel}>
        Cancel
      </Button>
    </Box>
  );
}

/**
 * A file upload: pick a file (button, keyboard) or drop it on the area; the shared validator checks
 * it first, then the file goes to a signed upload URL with a progress bar, Cancel and Retry. On
 * success `onChange` gets the file_url.
 */
export function UploadField({
  label,
  purpose,
  accept,
  validate,
  value,
  onChange,
  courseId,
  hint,
  renderPreview,
}: UploadFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [state, setState] = useState<UploadState>({ step: 'idle' });
  const [dragging, setDragging] = useState(false);

  // Leaving the page stops an upload in flight.
  useEffect(() => () => abortRef.current?.abort(), []);

  const upload = async (file: File) => {
    const check = validate(file);
    if (!check.ok) {
      setState({ step: 'invalid', error: check.error });
      return;
    }
    const controller = new AbortController();
    abortRef.current = controller;
    setState({ step: 'uploading', file, percent: 0 });
    try {
      const target = await api.post<UploadUrlResponse>(
        UPLOAD_URL_PATH,
        { purpose, filename: file.name, content_type: file.type, size: file.size, course_id: courseId },
        { signal: controller.signal },
      );
      await putWithProgress(
        target.upload_url,
        file,
        (percent) => setState((s) => (s.step === 'uploading' && s.file === file ? { ...s, percent } : s)),
        controller.signal,
      );
      setState({ step: 'idle', message: `${file.name} is uploaded.` });
      onChange(target.file_url);
    } catch (error) {
      if (controller.signal.aborted) setState({ step: 'idle', message: UPLOAD_CANCELLED });
      else setState({ step: 'failed', file, error: errorMessage(error) });
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
    }
  };

  const pick = (files: FileList | null) => {
    const file = files?.[0];
    if (file) void upload(file);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (state.step !== 'uploading') pick(event.dataTransfer.files);
  };

  const uploading = state.step === 'uploading';
  const error = state.step === 'invalid' || state.step === 'failed' ? state.error : null;

  return (
    <Box role="group" aria-labelledby={`${id}-label`}>
      <Typography id={`${id}-label`} component="p" sx={{ fontWeight: 600, mb: 1 }}>
        {label}
      </Typography>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          border: '2px dashed',
          borderColor: dragging ? 'primary.main' : error ? 'error.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'transparent',
          borderRadius: 3,
          p: { xs: 2, sm: 3 },
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'stretch', sm: 'center' },
          gap: 2,
        }}
      >
        {value && renderPreview ? <Box sx={{ flexShrink: 0 }}>{renderPreview(value)}</Box> : null}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <input
            ref={inputRef}
            id={`${id}-input`}
            type="file"
            accept={accept}
            tabIndex={-1}
            aria-hidden="true"
            style={visuallyHidden}
            onChange={(event) => {
              pick(event.target.files);
              event.target.value = ''; // picking the same file again still fires
            }}
          />
          {uploading ? (
            <UploadProgress
              fileName={state.file.name}
              percent={state.percent}
              onCancel={() => abortRef.current?.abort()}
            />
          ) : (
            <Box>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                <Button
                  variant="outlined"
                  startIcon={<CloudUploadRounded aria-hidden />}
                  onClick={() => inputRef.current?.click()}
                  aria-describedby={hint ? `${id}-hint` : undefined}
                >
                  {value ? 'Choose another file' : 'Choose a file'}
                </Button>
                {state.step === 'failed' ? (
                  <Button variant="contained" onClick={() => void upload(state.file)}>
                    Retry
                  </Button>
                ) : null}
                {value ? (
                  <Button color="inherit" onClick={() => onChange(null)}>
                    Remove
                  </Button>
                ) : null}
              </Box>
              <Typography id={`${id}-hint`} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {hint ? `${hint} ` : ''}You can also drop a file here.
              </Typography>
            </Box>
          )}
        </Box>
      </Box>
      {error ? (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {error}
        </Typography>
      ) : null}
      <Typography
        role="status"
        variant="body2"
        sx={state.step === 'idle' && state.message ? { mt: 1 } : visuallyHidden}
      >
        {state.step === 'idle' ? (state.message ?? '') : ''}
      </Typography>
    </Box>
  );
}
