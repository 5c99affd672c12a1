import { useEffect, useState } from 'react';

/**
 * False during the server render and the hydration pass, true right after. Islands are rendered at build time with an
 * empty cart; showing the browser's stored cart only after mounting keeps hydration free of mismatches.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
