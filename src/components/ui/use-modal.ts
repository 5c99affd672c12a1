// Modal behaviour for the cart drawer (ui/Drawer.tsx) and the order confirmation: focus moves in and is kept in (Tab wraps), Escape
// closes, the page behind does not scroll, and focus returns where it was on close. Only the top-most open modal
// reacts, so the confirmation can sit on top of the drawer.
//
// Why not a native <dialog> with showModal()? Its top layer would cover the shop's toasts ("Validation Error",
// coupon results), which the checkout must show over the drawer.
import { useLayoutEffect, useRef, type RefObject } from 'react';

const openModals: HTMLElement[] = [];

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
}

const isTop = (el: HTMLElement) => openModals[openModals.length - 1] === el;

/** While `open`, makes the element behind `ref` modal; `onEscape` is called for the Escape key. */
export function useModal(ref: RefObject<HTMLElement | null>, open: boolean, onEscape: () => void): void {
  const escapeHandler = useRef(onEscape);
  escapeHandler.current = onEscape;

  // A layout effect: the modal is registered before the browser paints it, so an Escape pressed as soon as it shows
  // closes it, not the drawer under it (a passive effect can run after that key on a busy phone).
  useLayoutEffect(() => {
    const modal = ref.current;
    if (!open || !modal) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openModals.push(modal);
    if (openModals.length === 1) document.documentElement.style.overflow = 'hidden';
    // The container itself takes focus first, so screen readers announce the dialog's title.
    modal.focus();

    const onKeyDown = (e: KeyboardEvent) => {
      if (!isTop(modal)) return;
      // A control that handled Escape itself (an open select list) cancels the event.
      if (e.key === 'Escape' && !e.defaultPrevented) {
        e.preventDefault();
        escapeHandler.current();
      } else if (e.key === 'Tab') {
        const items = focusables(modal);
        const first = items[0];
        const last = items[items.length - 1];
        if (!first || !last) {
          e.preventDefault();
          return;
        }
        const active = document.activeElement;
        if (e.shiftKey && (active === first || active === modal)) {
          e.preventDefault();
          last.focus();
        } else if (!e.shiftKey && active === last) {
          e.preventDefault();
          first.focus();
        }
      }
    };
    const onFocusIn = (e: FocusEvent) => {
      if (isTop(modal) && e.target instanceof Node && !modal.contains(e.target)) modal.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      openModals.splice(openModals.indexOf(modal), 1);
      if (openModals.length === 0) document.documentElement.style.overflow = '';
      if (previous?.isConnected) previous.focus();
    };
  }, [open, ref]);
}
