import { TIMINGS_MS } from '@workbench/contracts';
import { useCallback, useEffect, useState } from 'react';
import {
  canCheckAvailability,
  checkAvailability,
  type AvailabilityField,
} from './availability-api';

/** 'idle' means no check applies (too short, invalid, or unchanged from the saved value). */
export type Availability = 'idle' | 'checking' | 'available' | 'taken' | 'unknown';
export type AvailabilityCheck = { status: Availability; retry: () => void };

type Result = { value: string; attempt: number; status: Availability };

/**
 * Live availability of a username or e-mail: checked 800 ms after typing stops. Until the
 * answer for the current value arrives the status is 'checking', so a form can wait for it;
 * a failed check is 'unknown' and can be retried.
 */
export function useAvailability(
  field: AvailabilityField,
  rawValue: string,
  isEnabled = true,
): AvailabilityCheck {
  const value = rawValue.trim();
  const isCheckable = isEnabled && canCheckAvailability(field, value);
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<Result | null>(null);

  useEffect(() => {
    if (!isCheckable) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      checkAvailability(field, value, controller.signal)
        .then((isAvailable) => {
          setResult({ value, attempt, status: isAvailable ? 'available' : 'taken' });
        })
        .catch(() => {
          if (!controller.signal.aborted) setResult({ value, attempt, status: 'unknown' });
        });
    }, TIMINGS_MS.availabilityDebounce);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [field, value, isCheckable, attempt]);

  const retry = useCallback(() => setAttempt((current) => current + 1), []);
  let status: Availability = 'idle';
  if (isCheckable) {
    status = result?.value === value && result.attempt === attempt ? result.status : 'checking';
  }
  return { status, retry };
}
