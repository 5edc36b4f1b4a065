/**
 * The value a promise settled with, `pending` until then; when the promise is replaced (another
 * language), the last value stays until the new one is there, so the bar does not flicker. The
 * navigation and the footer read the vendor lanes this way rather than suspending: a suspended
 * part of the header would hold back the header's other updates until the catalogue answered.
 * The promise must not reject (the callers turn a failure into a value).
 */
import { useEffect, useState } from 'react';

export function useSettled<T>(promise: Promise<T>, pending: T): T {
  const [settled, setSettled] = useState<{ value: T } | null>(null);
  useEffect(() => {
    let current = true;
    void promise.then((value) => {
      if (current) setSettled({ value });
    });
    return () => {
      current = false;
    };
  }, [promise]);
  return settled === null ? pending : settled.value;
}
