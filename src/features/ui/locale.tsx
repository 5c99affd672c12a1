// The page's language inside React islands (docs/i18n.md). An island's root takes the page's `locale` as a prop
// (the Astro page passes `localeOf(Astro.url)`) and provides it with <LocaleProvider>; components below read it with
// useLocale() and hand it to each message: `m.key({}, { locale })`. A prop, not the browser's address, so the
// server's render of an island and the browser's agree.
import { createContext, type ReactNode, useContext } from 'react';
import type { Locale } from '../../lib/i18n';

const LocaleContext = createContext<Locale>('en');

export function LocaleProvider({ locale, children }: { locale: Locale | undefined; children: ReactNode }) {
  return <LocaleContext value={locale ?? 'en'}>{children}</LocaleContext>;
}

/** The page's language, as the island's root was given it. */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}
