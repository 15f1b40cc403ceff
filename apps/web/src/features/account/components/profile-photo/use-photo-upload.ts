import { validateAppImage } from '@ye/contracts/uploads';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { useConfirm } from '../../../../components/confirm-dialog.tsx';
import { putWithProgress, UPLOAD_CANCELLED } from '../../../../components/upload-field.tsx';
import { errorMessage } from '../../../../lib/error-toast.ts';
import { photoUploadUrl, useUpdateInstructorProfile } from '../../instructor-profile-api.ts';

export const PHOTO_SAVED = 'Your photo is saved.';
export const PHOTO_REMOVED = 'Your photo is removed.';

export type PhotoState =
  | { step: 'idle'; message?: string }
  | { step: 'uploading'; file: File; percent: number }
  | { step: 'saving' }
  | { step: 'failed'; error: string; file?: File };

/**
 * Uploading the instructor's photo (checked first, then sent to a signed upload URL with progress,
 * then saved on the profile) and removing it after asking; `cancel` stops an upload in flight.
 */
export function usePhotoUpload() {
  const abort = useRef<AbortController | null>(null);
  const [state, setState] = useState<PhotoState>({ step: 'idle' });
  const [preview, setPreview] = useState<string | null>(null);
  const update = useUpdateInstructorProfile();
  const confirm = useConfirm();

  // Leaving the page stops an upload in flight; a preview's object URL is let go.
  useEffect(() => () => abort.current?.abort(), []);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const upload = async (file: File) => {
    const check = validateAppImage(file);
    if (!check.ok) {
      setState({ step: 'failed', error: check.error });
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setPreview(URL.createObjectURL(file));
    setState({ step: 'uploading', file, percent: 0 });
    try {
      const target = await photoUploadUrl(
        { filename: file.name, content_type: file.type, size: file.size },
        controller.signal,
      );
      await putWithProgress(
        target.upload_url,
        file,
        (percent) => setState((s) => (s.step === 'uploading' && s.file === file ? { ...s, percent } : s)),
        controller.signal,
      );
      setState({ step: 'saving' });
      await update.mutateAsync({ avatar_url: target.file_url });
      setPreview(null);
      setState({ step: 'idle', message: PHOTO_SAVED });
      toast.success(PHOTO_SAVED);
    } catch (error) {
      setPreview(null);
      if (controller.signal.aborted) setState({ step: 'idle', message: UPLOAD_CANCELLED });
      else setState({ step: 'failed', error: errorMessage(error), file });
    } finally {
      if (abort.current === controller) abort.current = null;
    }
  };

  const remove = async () => {
    const ok = await confirm({
      title: 'Remove your photo?',
      message: 'Parents will see your initials beside your courses instead.',
      confirmText: 'Yes, Remove',
      destructive: true,
    });
    if (!ok) return;
    setState({ step: 'saving' });
    try {
      await update.mutateAsync({ avatar_url: null });
      setState({ step: 'idle', message: PHOTO_REMOVED });
      toast.success(PHOTO_REMOVED);
    } catch (error) {
      setState({ step: 'failed', error: errorMessage(error) });
    }
  };

  const cancel = () => abort.current?.abort();
  return { state, preview, upload, remove, cancel };
}
