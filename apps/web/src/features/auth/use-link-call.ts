import { ZToken } from '@workbench/contracts';
import { useEffect, useState } from 'react';
import { oncePerToken } from './once-per-token';

/**
 * Calls the server once for an e-mailed link's token and gives its outcome: `null` while the
 * call runs, `undefined` for a token that cannot be one (then nothing is sent). `call` must be
 * a stable function and settle with an outcome rather than throw.
 */
export function useLinkCall<T>(
  what: string,
  token: string,
  call: (token: string) => Promise<T>,
): T | null | undefined {
  const isTokenUsable = ZToken.safeParse(token).success;
  const [result, setResult] = useState<{ token: string; outcome: T } | null>(null);

  useEffect(() => {
    if (!isTokenUsable) return;
    let isActive = true;
    void oncePerToken(what, token, () => call(token)).then((outcome) => {
      if (isActive) setResult({ token, outcome });
    });
    return () => {
      isActive = false;
    };
  }, [what, token, isTokenUsable, call]);

  if (!isTokenUsable) return undefined;
  return result?.token === token ? result.outcome : null;
}
