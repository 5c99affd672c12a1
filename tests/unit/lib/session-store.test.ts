// The tab's storage (src/lib/session-store.ts) is total: without storage (private modes) or with storage that refuses
// every write (full), a read is "nothing kept" and a write or a forget does nothing, instead of throwing into the cart,
// the checkout or the confirmation page.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionForget, sessionRead, sessionWrite } from '@/lib/session-store';

function mapStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const kept = new Map<string, string>();
  return {
    getItem: (key) => kept.get(key) ?? null,
    setItem: (key, value) => void kept.set(key, value),
    removeItem: (key) => void kept.delete(key),
  };
}

function refusingStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const refuse = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  return { getItem: refuse, setItem: refuse, removeItem: refuse };
}

afterEach(() => vi.unstubAllGlobals());

describe('the tab storage', () => {
  it('keeps, reads back and forgets a value', () => {
    vi.stubGlobal('sessionStorage', mapStorage());
    expect(sessionRead('k')).toBeNull();
    sessionWrite('k', 'v');
    expect(sessionRead('k')).toBe('v');
    sessionForget('k');
    expect(sessionRead('k')).toBeNull();
  });

  it('reads nothing and throws nothing when the storage refuses every use', () => {
    vi.stubGlobal('sessionStorage', refusingStorage());
    expect(() => sessionWrite('k', 'v')).not.toThrow();
    expect(sessionRead('k')).toBeNull();
    expect(() => sessionForget('k')).not.toThrow();
  });

  it('reads nothing and throws nothing when there is no storage at all', () => {
    vi.stubGlobal('sessionStorage', undefined);
    expect(() => sessionWrite('k', 'v')).not.toThrow();
    expect(sessionRead('k')).toBeNull();
    expect(() => sessionForget('k')).not.toThrow();
  });
});
