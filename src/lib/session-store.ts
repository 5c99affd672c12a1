// The tab's storage (sessionStorage), total: private modes and full or blocked storage throw on every use, and what
// the shop keeps there (a coupon, a delivery day, the last order, a refusal's mark) is only ever a convenience, so a
// failure reads as "nothing kept" and a write that fails keeps it for the page's life only.

/** The kept value under `key`, or null (nothing kept, or no storage). */
export function sessionRead(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Keeps `value` under `key` for the tab; does nothing without storage. */
export function sessionWrite(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // no storage or full: kept for the page's life only
  }
}

/** Forgets `key`; does nothing without storage. */
export function sessionForget(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // no storage: nothing was kept
  }
}
