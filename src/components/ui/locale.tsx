// The page's language inside React islands (docs/i18n.md). An island's root takes the page's `locale` as a prop
// (the Astro page passes `localeOf(Astro.originPathname)`) and provides it with <LocaleProvider>; components below read it with
// useLocale() and hand it to each message: `m.key({}, { locale })`. A prop, not the browser's address, so the
// server's render of an island and the browser's agree.
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import type { Locale } from '../../lib/i18n';

const LocaleContext = createContext<Locale>('en');

export function LocaleProvider({ locale, children }: { locale: Locale | undefined; children: ReactNode }) {
  return <LocaleContext value={locale ?? 'en'}>{children}</LocaleContext>;
}

/**
 * An island's root made from a component that reads the language with useLocale(): it takes the page's `locale`
 * as a prop and provides it to the component and everything below it.
 */
export function withLocale<P extends object>(Body: ComponentType<P>) {
  return function Island({ locale, ...props }: P & { locale?: Locale }) {
    return (
      <LocaleProvider locale={locale}>
        <Body {...(props as P)} />
      </LocaleProvider>
    );
  };
}

/** The page's language, as the island's root was given it. */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}
