import { useCallback, useRef } from 'react';

/**
 * The Idempotency-Key of a form submission: made once per attempt and reused when the same body is sent again
 * (a retry after a lost answer), so the server answers the retry with the first result instead of a second request.
 * An edited body is a new attempt with a new key.
 */
export function useAttemptKey() {
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const keyFor = useCallback((body: unknown) => {
    const text = JSON.stringify(body);
    if (attempt.current?.body !== text) attempt.current = { body: text, key: crypto.randomUUID() };
    return attempt.current.key;
  }, []);
  const reset = useCallback(() => {
    attempt.current = null;
  }, []);
  return { keyFor, reset };
}
