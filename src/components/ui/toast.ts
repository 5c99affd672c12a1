// One toast at a time (docs/rules.md §9: the main notification shows 1 toast, 5 s).
// Any island calls showToast; the Toaster island in the layout renders it.
import { atom } from 'nanostores';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
}

export const TOAST_DURATION_MS = 5000;
export const $toast = atom<Toast | null>(null);

let nextId = 1;
/** Shows `toast` in place of any other; returns its id (for dismissToast). */
export function showToast(toast: Omit<Toast, 'id'>): number {
  const id = nextId++;
  $toast.set({ ...toast, id });
  return id;
}

/** Hides the toast shown; with `id`, only while that one is still the toast shown. */
export function dismissToast(id?: number): void {
  if (id === undefined || $toast.get()?.id === id) $toast.set(null);
}
