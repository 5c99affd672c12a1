// The Toaster's markup for each state, rendered on the server. (The 5 s
// dismissal and the close button run in the browser, where the features that
// raise toasts exercise them.)
import { afterEach, describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Toaster from '@/components/ui/Toaster';
import { $toast, dismissToast, showToast } from '@/components/ui/toast';

const render = () => renderToStaticMarkup(createElement(Toaster));

describe('Toaster', () => {
  afterEach(() => dismissToast());

  it('keeps an empty live region when there is no toast', () => {
    const html = render();
    expect(html).toContain('role="status"');
    expect(html).toContain('aria-live="polite"');
    expect(html).not.toContain('data-toast');
    expect(html).toContain('role="alert"');
    expect(html).toContain('aria-live="assertive"');
  });

  it('shows the title, description and a close button', () => {
    showToast({ title: 'Submitted', description: 'Our team will reach out soon.', variant: 'success' });
    const html = render();
    expect(html).toContain('Submitted');
    expect(html).toContain('Our team will reach out soon.');
    expect(html).toContain('data-variant="success"');
    expect(html).toContain('aria-label="Close notification"');
    // Not an error: the polite region (role status) carries it.
    expect(html).toMatch(/<div role="status" aria-live="polite"[^>]*>.*Submitted/);
    expect(html).toMatch(/<div role="alert" aria-live="assertive"[^>]*><\/div>/);
  });

  it('announces destructive toasts assertively', () => {
    showToast({
      title: 'Out of Stock',
      description: 'Maldaha Mango is currently out of stock.',
      variant: 'destructive',
    });
    // In the assertive region (role alert), which is in the page before any toast; the polite one stays empty.
    const html = render();
    expect(html).toMatch(/<div role="alert" aria-live="assertive"[^>]*>.*Out of Stock/);
    expect(html).toMatch(/<div role="status" aria-live="polite"[^>]*><\/div>/);
    expect($toast.get()?.variant).toBe('destructive');
  });

  it('dismisses a toast by its id only while it is the one shown', () => {
    const first = showToast({ title: 'Coupon applied' });
    const second = showToast({ title: 'Saved' });
    dismissToast(first); // already replaced: the toast shown stays
    expect($toast.get()?.title).toBe('Saved');
    dismissToast(second);
    expect($toast.get()).toBeNull();
  });
});
