// The number between a quantity stepper's "-" and "+" buttons (the product page's and each cart line's). Sighted
// shoppers see the bare number; screen readers hear it with its name ("Quantity: 3") from a live region, so pressing
// "+" or "-" announces the new value instead of a lone "3" or nothing. In the page's language's digits ("३").
import { formatNumber } from '../../lib/money';
import { useLocale } from './locale';

interface Props {
  value: number;
  /** What the number is, e.g. "Quantity" or "Quantity of Jumla Apple". */
  label: string;
  className: string;
  testId: string;
}

export default function StepperValue({ value, label, className, testId }: Props) {
  const shown = formatNumber(value, useLocale());
  return (
    <>
      <span aria-hidden="true" className={className} data-testid={testId}>
        {shown}
      </span>
      <span className="sr-only" aria-live="polite" aria-atomic="true">
        {`${label}: ${shown}`}
      </span>
    </>
  );
}
