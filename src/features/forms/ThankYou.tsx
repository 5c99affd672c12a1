// The panel a page form turns into once sent (docs/rules.md §2 QR page and Feedback): a tick, the heading (which
// takes focus: useSubmission's thanksRef), a line of text and the way on.
import type { ReactNode } from 'react';
import { Icon } from '../../components/ui/icons';

export default function ThankYou({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <div className="rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-black/5 md:p-12" data-testid={testId}>
      <div className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-leaf/25 text-brand">
        <Icon className="h-8 w-8" strokeWidth={2.5}>
          <path d="m5 13 4 4L19 7" />
        </Icon>
      </div>
      {children}
    </div>
  );
}
