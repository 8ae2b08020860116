/**
 * "Near me": the browser's position, asked for only when the shopper presses the button. A refusal
 * (the prompt declined, or the site blocked in the browser's settings) and a position the device
 * cannot find are told apart, so the message can say what to do.
 */
import { useCallback, useState } from 'react';
import type { GeoPoint } from '../store-search.ts';

export type NearMe =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'located'; position: GeoPoint }
  | { status: 'denied' | 'unavailable' | 'unsupported' };

export function useNearMe(): { nearMe: NearMe; locate: () => void; clear: () => void } {
  const [nearMe, setNearMe] = useState<NearMe>({ status: 'idle' });
  const locate = useCallback(() => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setNearMe({ status: 'unsupported' });
      return;
    }
    setNearMe({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (position) => setNearMe({ status: 'located', position: { latitude: position.coords.latitude, longitude: position.coords.longitude } }),
      (error) => setNearMe({ status: error.code === error.PERMISSION_DENIED || error.code === 1 ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  }, []);
  const clear = useCallback(() => setNearMe({ status: 'idle' }), []);
  return { nearMe, locate, clear };
}
