import { useEffect, useState } from 'react';
import { api } from './api-client.ts';

/** Where a parent's own uploaded picture is served, behind the session (account/routes.ts). */
export const PRIVATE_PICTURE_PREFIX = '/uploads/avatars/';

/**
 * The src to show for a picture that may be private: a parent's own picture is served only with the
 * session's bearer token, which an <img> cannot send, so it is fetched here and shown through an
 * object URL (revoked when the picture changes or the component goes). Any other URL is used as is.
 * While loading, or if the picture cannot be read, undefined: the avatar's fallback shows.
 */
export function usePrivateImage(url: string | null | undefined): string | undefined {
  const isPrivate = Boolean(url?.startsWith(PRIVATE_PICTURE_PREFIX));
  const [objectUrl, setObjectUrl] = useState<string | undefined>(undefined);

  useEffect(() => {
    if (!url || !isPrivate) return;
    const controller = new AbortController();
    let created: string | undefined;
    api
      .blob(url, { signal: controller.signal })
      .then((blob) => {
        created = URL.createObjectURL(blob);
        setObjectUrl(created);
      })
      .catch(() => setObjectUrl(undefined));
    return () => {
      controller.abort();
      if (created) URL.revokeObjectURL(created);
      setObjectUrl(undefined);
    };
  }, [url, isPrivate]);

  if (!url) return undefined;
  return isPrivate ? objectUrl : url;
}
