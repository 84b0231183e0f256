import { useEffect, useState } from 'react';
import { readStoredOperatorSession } from '@/backoffice/session/operator-session-storage';
import { slipRequestPath, type SlipRequestKey } from '../api/approve-slip-request';

export type SlipPhoto = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; url: string };

/**
 * The slip photo as an object URL. The image route needs the operator's bearer token, which an
 * <img src> cannot send, and the shared client reads JSON only; a Blob is not serialisable, so it
 * stays out of the RTK Query cache too. The URL is revoked when the photo leaves the screen, so
 * a member's bank details do not linger in memory. Render it under a key of the request id.
 */
export function useSlipPhotoUrl(key: SlipRequestKey): SlipPhoto {
  const [photo, setPhoto] = useState<SlipPhoto>({ state: 'loading' });
  const path = `${slipRequestPath(key)}/image`;

  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    const token = readStoredOperatorSession()?.token;
    const load = async () => {
      const response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal: controller.signal });
      if (!response.ok) throw new Error(`the slip photo answered ${String(response.status)}`);
      const blob = await response.blob();
      if (controller.signal.aborted) return;
      objectUrl = URL.createObjectURL(blob);
      setPhoto({ state: 'loaded', url: objectUrl });
    };
    load().catch(() => {
      if (!controller.signal.aborted) setPhoto({ state: 'failed' });
    });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path]);

  return photo;
}
