import { useCallback, useEffect, useRef, useState } from 'react';

/** How long "Copied" shows after a copy (subscriptions §9). */
export const COPY_CONFIRMATION_MS = 2_000;

/**
 * Copies text to the clipboard; `isCopied` is true for two seconds afterwards. A refused copy
 * (no permission, insecure page) returns false so the caller can say so.
 */
export function useCopy() {
  const [isCopied, setIsCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      return false;
    }
    clearTimeout(timer.current);
    setIsCopied(true);
    timer.current = setTimeout(() => setIsCopied(false), COPY_CONFIRMATION_MS);
    return true;
  }, []);

  return { isCopied, copy };
}
