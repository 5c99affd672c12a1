// A modal drawer: a bottom sheet on phones, a side sheet from 768 px (focus kept inside, Escape or a click outside
// closes it: ui/use-modal.ts). The views inside it start with a DrawerHeader (ui/DrawerHeader.tsx) given the same
// titleId, closeLabel and onClose.
import { useRef, type ReactNode } from 'react';
import type { Locale } from '../../lib/i18n';
import { useModal } from './use-modal';

export interface DrawerWiring {
  /** The id of the drawer's title, which labels the dialog. */
  titleId: string;
  /** The accessible name of the header's close button ("Close cart") in the page's language. */
  closeLabel: (locale: Locale) => string;
  onClose: () => void;
}

interface Props extends DrawerWiring {
  id: string;
  open: boolean;
  children: ReactNode;
}

export default function Drawer({ id, open, titleId, onClose, children }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  useModal(panel, open, onClose);

  if (!open) return null;
  return (
    <div className="fixed inset-0 z-50">
      <div
        aria-hidden="true"
        onClick={onClose}
        className="absolute inset-0 bg-black/50 transition-opacity duration-300 starting:opacity-0 motion-reduce:transition-none"
      />
      <div
        ref={panel}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="absolute inset-x-0 bottom-0 flex max-h-[92dvh] flex-col overflow-hidden rounded-t-2xl bg-cream text-gray-900 shadow-2xl outline-none transition-transform duration-300 ease-out starting:translate-y-full motion-reduce:transition-none md:inset-y-0 md:right-0 md:left-auto md:max-h-none md:w-[28rem] md:rounded-none md:rounded-l-2xl md:starting:translate-x-full md:starting:translate-y-0"
      >
        {children}
      </div>
    </div>
  );
}
