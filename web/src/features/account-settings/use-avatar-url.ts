import { useEffect, useState } from 'react';
import { requestHeaders } from '../../lib/api-client';

/**
 * An object URL of the avatar at `path` (`/api/user/getAvatar?t=<ms>`). The image needs the
 * bearer header, which an `<img src>` cannot send, so it is fetched and shown from a blob.
 */
export function useAvatarUrl(path: string | null | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!path) {
      setUrl(undefined);
      return;
    }
    let objectUrl: string | undefined;
    let cancelled = false;
    void fetch(path, { headers: requestHeaders() })
      .then((response) => (response.ok && response.headers.get('content-type')?.startsWith('image/') ? response.blob() : null))
      .then((blob) => {
        if (!blob || cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path]);
  return url;
}
