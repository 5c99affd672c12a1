// PLACEHOLDER until the layout work lands: renders the current toast.
import { useStore } from '@nanostores/react';
import { $toast } from './toast';

export default function Toaster() {
  const toast = useStore($toast);
  if (!toast) return null;
  return (
    <div role="status">
      <strong>{toast.title}</strong> {toast.description}
    </div>
  );
}
