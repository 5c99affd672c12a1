// Title bar of a drawer (ui/Drawer.tsx): the title that labels the dialog, an optional control before it (Back to
// Cart) and the close button.
import { useEffect, useRef, type ReactNode } from 'react';
import type { DrawerWiring } from './Drawer';
import { CloseIcon } from './icons';
import { useLocale } from './locale';

interface Props extends DrawerWiring {
  title: string;
  children?: ReactNode;
}

export default function DrawerHeader({ title, titleId, closeLabel, onClose, children }: Props) {
  const locale = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  // The view changed under the shopper's focus ("Continue to Quick Checkout", "Back to Cart", removing a line): the
  // control they used is gone and focus fell to <body>. Put it on the new view's heading, so keyboard and screen
  // reader users carry on from the top of what they now see. Focus anywhere else is left alone.
  useEffect(() => {
    if (document.activeElement === document.body || document.activeElement === null) heading.current?.focus();
  });
  return (
    // A <div>, not <header>: inside the dialog a <header> would be a second "banner" landmark beside the page's.
    <div className="flex items-center gap-2 border-b border-brand/10 bg-white px-4 py-3" data-drawer-bar>
      {children}
      <h2 ref={heading} id={titleId} tabIndex={-1} className="flex-1 text-lg font-semibold text-brand outline-none">
        {title}
      </h2>
      <button
        type="button"
        onClick={onClose}
        aria-label={closeLabel(locale)}
        className="inline-flex h-9 w-9 items-center justify-center rounded-full text-gray-600 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand"
      >
        <CloseIcon className="size-5" />
      </button>
    </div>
  );
}
