// Title bar of a drawer (ui/Drawer.tsx): the title that labels the dialog, an optional control before it (Back to
// Cart) and the close button.
import type { ReactNode } from 'react';
import type { DrawerWiring } from './Drawer';
import { CloseIcon } from './icons';

interface Props extends DrawerWiring {
  title: string;
  children?: ReactNode;
}

export default function DrawerHeader({ title, titleId, closeLabel, onClose, children }: Props) {
  return (
    <header className="flex items-center gap-2 border-b border-brand/10 bg-white px-4 py-3">
      {children}
      <h2 id={titleId} className="flex-1 text-lg font-semibold text-brand">
        {title}
      </h2>
      <button
        type="button"
        onClick={onClose}
        aria-label={closeLabel}
        className="inline-flex h-9 w-9 items-center justify-center rounded-full text-gray-600 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand"
      >
        <CloseIcon className="size-5" />
      </button>
    </header>
  );
}
