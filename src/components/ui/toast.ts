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
export function showToast(toast: Omit<Toast, 'id'>): void {
  $toast.set({ ...toast, id: nextId++ });
}

export function dismissToast(): void {
  $toast.set(null);
}
