import { useEffect } from 'react';
import { startActivityTracker } from './activity-tracker.ts';

/**
 * Reports a signed-in child's active time (see activity-tracker.ts) while `enabled`. Mounted once in
 * the signed-in frame; enabled for the child role only.
 */
export function useActivityTracker(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const tracker = startActivityTracker();
    return () => {
      void tracker.stop();
    };
  }, [enabled]);
}
