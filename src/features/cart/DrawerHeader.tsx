// Title bar of the cart drawer, shared by the cart and checkout views (the dialog is labelled by its title).
import type { ReactNode } from 'react';
import { $cartOpen } from './store';
import { CloseIcon } from './icons';

export default function DrawerHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="flex items-center gap-2 border-b border-brand/10 bg-white px-4 py-3">
      {children}
      <h2 id="cart-drawer-title" className="flex-1 text-lg font-semibold text-brand">
        {title}
      </h2>
      <button
        type="button"
        onClick={() => $cartOpen.set(false)}
        aria-label="Close cart"
        className="inline-flex h-9 w-9 items-center justify-center rounded-full text-gray-600 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand"
      >
        <CloseIcon />
      </button>
    </header>
  );
}
