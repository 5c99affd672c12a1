// The core of the shop's comboboxes (the product search box, the checkout's District and City/Area selects): the
// ARIA 1.2 combobox pattern with a listbox. Focus stays in the text input; the active option is pointed at with
// aria-activedescendant. Keys: ArrowDown/ArrowUp move through the options (wrapping: ui/combobox.ts) and open a closed
// list, Enter picks the active option, Escape closes the open list (cancelled, so an enclosing drawer or dialog stays
// open) or, with the list already closed, calls onEscapeClosed. Each component renders its own input and options
// with the props this hook gives.
import { type KeyboardEvent, useId, useState } from 'react';
import { moveActive } from './combobox';

interface Options {
  /** How many options the list holds. */
  count: number;
  /** Opens the list (the component may also fetch data or set the active option through setActive). */
  onOpen: () => void;
  /** Enter on the active option. */
  onPick: (index: number) => void;
  /** Called after Escape closed the list (e.g. to drop the typed text). */
  onClose?: () => void;
  /** Escape while the list is closed (e.g. close the search overlay). */
  onEscapeClosed?: () => void;
  /** An arrow key on a closed list only opens it (a select shows its choice first) instead of also moving. */
  arrowOpensOnly?: boolean;
}

export function useCombobox({ count, onOpen, onPick, onClose, onEscapeClosed, arrowOpensOnly = false }: Options) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listboxId = `${id}-listbox`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const activeId = open && active >= 0 && active < count ? optionId(active) : undefined;

  function close() {
    setOpen(false);
    setActive(-1);
    onClose?.();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const delta = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (delta !== 0) {
      event.preventDefault();
      if (!open) {
        onOpen();
        if (arrowOpensOnly) return;
      }
      setActive((i) => moveActive(i, delta, count));
    } else if (event.key === 'Enter') {
      // Enter picks the highlighted option instead of submitting the form.
      if (activeId !== undefined) {
        event.preventDefault();
        onPick(active);
      }
    } else if (event.key === 'Escape') {
      if (open) {
        // Cancelling the key event keeps an enclosing drawer (ui/use-modal.ts skips cancelled keys) or native dialog
        // open: the first Escape only closes the list.
        event.preventDefault();
        close();
      } else {
        onEscapeClosed?.();
      }
    }
  }

  /** The input's combobox attributes. */
  const inputProps = {
    role: 'combobox',
    'aria-autocomplete': 'list',
    'aria-expanded': open,
    'aria-controls': listboxId,
    'aria-activedescendant': activeId,
    onKeyDown,
  } as const;

  /** The list's id and role. */
  const listboxProps = { id: listboxId, role: 'listbox' } as const;

  /**
   * An option's id, role, selection and hover highlight (the component adds onClick and the content). `selected` is
   * the chosen option of a select, or the active one of a search box.
   */
  const optionProps = (i: number, selected: boolean) =>
    ({
      id: optionId(i),
      role: 'option',
      'aria-selected': selected,
      onMouseMove: () => i !== active && setActive(i),
    }) as const;

  return { id, open, setOpen, active, setActive, activeId, close, listboxProps, optionProps, inputProps };
}
