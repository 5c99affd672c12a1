// The order desk in English (/desk) and Nepali (/ne/desk): the language comes from the address, links and redirects
// stay in it, sign-in works from either and the session cookie is written for both (src/features/desk/language.ts,
// session-cookie.ts, words.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deskDigits, deskPath, deskSwitch, signInTarget, signInUrl } from '@/features/desk/language';
import { exportRange, isExportProblem } from '@/features/desk/nepal-time';
import {
  SESSION_COOKIE,
  SESSION_PATHS,
  endedSessionCookieLines,
  sessionCookieLines,
} from '@/features/desk/session-cookie';
import {
  actionLabel,
  buildStatusName,
  conflictText,
  deskActor,
  deskDateTime,
  deskMessage,
  deskStatusName,
  editedFieldsText,
  exportProblemText,
  historyKindName,
  pickText,
  publishNotice,
  refusalText,
} from '@/features/desk/words';
import { ORDER_STATUSES } from '@/features/orders/lifecycle';

const DEVANAGARI = /[\u0900-\u097F]/;
const LATIN_DIGIT = /[0-9]/;

describe('desk paths', () => {
  it.each([
    ['/desk', 'ne', '/ne/desk'],
    ['/desk/orders/abc123def456ghi', 'ne', '/ne/desk/orders/abc123def456ghi'],
    ['/desk/orders/abc?done=Confirmed', 'ne', '/ne/desk/orders/abc?done=Confirmed'],
    ['/desk/login?expired=1', 'ne', '/ne/desk/login?expired=1'],
    ['/desk/orders.json', 'ne', '/ne/desk/orders.json'],
    ['/desk', 'en', '/desk'],
    ['/ne/desk/stock', 'en', '/desk/stock'],
  ] as const)('%s in %s is %s', (path, locale, expected) => {
    expect(deskPath(path, locale)).toBe(expected);
  });
});

describe('signInUrl (a visitor without a session)', () => {
  it('sends English desk pages to the English sign-in, unchanged', () => {
    expect(signInUrl('none', '/desk')).toBe('/desk/login?next=%2Fdesk');
    expect(signInUrl('expired', '/desk/orders/abc')).toBe('/desk/login?expired=1&next=%2Fdesk%2Forders%2Fabc');
    expect(signInUrl('none', '/desk/login')).toBe('/desk/login');
  });

  it('sends Nepali desk pages to the Nepali sign-in, coming back to the Nepali page', () => {
    expect(signInUrl('none', '/ne/desk')).toBe('/ne/desk/login?next=%2Fne%2Fdesk');
    expect(signInUrl('expired', '/ne/desk/stock')).toBe('/ne/desk/login?expired=1&next=%2Fne%2Fdesk%2Fstock');
    expect(signInUrl('none', '/ne/desk/login')).toBe('/ne/desk/login');
  });
});

describe('signInTarget (where signing in leads)', () => {
  it.each([
    [null, 'en', '/desk'],
    ['/desk/orders/abc', 'en', '/desk/orders/abc'],
    ['/ne/desk/orders/abc', 'en', '/desk/orders/abc'],
    [null, 'ne', '/ne/desk'],
    ['/desk/stock', 'ne', '/ne/desk/stock'],
    ['/ne/desk/orders/abc', 'ne', '/ne/desk/orders/abc'],
  ] as const)('next=%s from the %s sign-in: %s', (next, locale, expected) => {
    expect(signInTarget(next, locale)).toBe(expected);
  });

  it.each([
    '/desk/login',
    '/ne/desk/login',
    '/about',
    '/ne',
    '//evil.example/desk',
    'https://evil.example/desk',
    '/desk?x=1',
    '/deskx',
    '',
  ])('anything but a desk page (%j) leads to the desk itself', (next) => {
    expect(signInTarget(next, 'en')).toBe('/desk');
    expect(signInTarget(next, 'ne')).toBe('/ne/desk');
  });
});

describe('deskSwitch (the header link to the other language)', () => {
  it('links the same desk page in the other language', () => {
    expect(deskSwitch('/desk', '')).toEqual({ href: '/ne/desk', locale: 'ne' });
    expect(deskSwitch('/ne/desk', '')).toEqual({ href: '/desk', locale: 'en' });
    expect(deskSwitch('/desk/orders/abc', '')).toEqual({ href: '/ne/desk/orders/abc', locale: 'ne' });
    expect(deskSwitch('/ne/desk/orders/abc/', '')).toEqual({ href: '/desk/orders/abc', locale: 'en' });
  });

  it('keeps what the page shows, and leaves the notices behind', () => {
    expect(deskSwitch('/desk/stock', '?day=2026-11-24').href).toBe('/ne/desk/stock?day=2026-11-24');
    expect(deskSwitch('/desk/route-sheet', '?day=2026-12-04&route=abcdefghij12345').href).toBe(
      '/ne/desk/route-sheet?day=2026-12-04&route=abcdefghij12345',
    );
    expect(deskSwitch('/ne/desk/login', '?expired=1&next=%2Fne%2Fdesk').href).toBe(
      '/desk/login?expired=1&next=%2Fne%2Fdesk',
    );
    expect(deskSwitch('/desk/orders/abc', '?done=Confirmed').href).toBe('/ne/desk/orders/abc');
    expect(deskSwitch('/desk', '?publish=queued').href).toBe('/ne/desk');
    expect(deskSwitch('/desk', '?export_problem=order&from=2026-11-05&to=2026-11-01').href).toBe('/ne/desk');
  });
});

describe('the session cookie', () => {
  it('is written for both languages’ desks, English first, with the same token and flags', () => {
    expect(SESSION_PATHS).toEqual(['/desk', '/ne/desk']);
    expect(sessionCookieLines('a.b-c_d', true)).toEqual([
      `${SESSION_COOKIE}=a.b-c_d; Max-Age=43200; Path=/desk; HttpOnly; Secure; SameSite=Strict`,
      `${SESSION_COOKIE}=a.b-c_d; Max-Age=43200; Path=/ne/desk; HttpOnly; Secure; SameSite=Strict`,
    ]);
    expect(sessionCookieLines('t', false)[0]).toBe(
      'desk_session=t; Max-Age=43200; Path=/desk; HttpOnly; SameSite=Strict',
    );
  });

  it('is forgotten in both on sign-out', () => {
    expect(endedSessionCookieLines(false)).toEqual([
      'desk_session=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/desk; HttpOnly; SameSite=Strict',
      'desk_session=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/ne/desk; HttpOnly; SameSite=Strict',
    ]);
  });
});

describe('desk words', () => {
  it('name every status, English as stored and Nepali in Nepali', () => {
    for (const status of ORDER_STATUSES) {
      expect(deskStatusName(status, 'en')).toBe(status);
      expect(deskStatusName(status, 'ne')).toMatch(DEVANAGARI);
      expect(actionLabel(status, 'ne')).toMatch(DEVANAGARI);
    }
    expect(deskStatusName('Shipped', 'ne')).toBe('Shipped');
    expect(deskStatusName('Confirmed', 'ne')).toBe('पुष्टि भयो');
    expect(deskStatusName('Delivered', 'ne')).toBe('डेलिभर भयो');
    expect(actionLabel('Confirmed', 'ne')).toBe('पुष्टि गर्नुहोस्');
    expect(actionLabel('Confirmed')).toBe('Confirm');
  });

  it('keep the English desk’s sentences as they were', () => {
    expect(deskMessage('expired', 'en')).toBe('Your session has expired. Please sign in again.');
    expect(deskMessage('wrong', 'en')).toBe('Wrong email or password.');
    expect(exportProblemText('order', 'en')).toBe('The first date must not be after the last one.');
    expect(exportProblemText('span', 'en')).toBe('Export at most 366 days at a time.');
    expect(publishNotice('refused', 'en')).toBe('Publishing was refused for this account.');
    expect(publishNotice('anything else', 'en')).toBe('');
    expect(buildStatusName('succeeded', 'en')).toBe('succeeded');
    expect(deskDateTime('2026-11-23T18:15:00Z', 'en')).toBe('2026-11-24 00:00');
    expect(deskActor('', 'en')).toBe('shop');
    expect(deskActor('staff: a@b.test', 'en')).toBe('staff: a@b.test');
    expect(deskActor('staff: a@b.test', 'en', 'Sita Rai')).toBe('staff: Sita Rai');
    expect(historyKindName('correction', '', 'en')).toBe('Correction');
    expect(pickText({ lots: [{ code: 'HNY-01', quantity: 2 }] }, 'en')).toBe('Pick: lot HNY-01 × 2');
    expect(pickText({ lot: 'HNY-01' }, 'en')).toBe('Lot HNY-01');
  });

  it('say every notice in Nepali on the Nepali desk', () => {
    for (const notice of ['expired', 'down', 'wrong', 'limited', 'missing', 'signOutFailed'] as const) {
      expect(deskMessage(notice, 'ne')).toMatch(DEVANAGARI);
    }
    for (const problem of ['dates', 'order', 'span'] as const) {
      expect(exportProblemText(problem, 'ne')).toMatch(DEVANAGARI);
      expect(isExportProblem(problem)).toBe(true);
    }
    expect(isExportProblem('The first date must not be after the last one.')).toBe(false);
    expect(exportProblemText('span', 'ne')).toContain('३६६');
    for (const code of ['queued', 'down', 'refused']) expect(publishNotice(code, 'ne')).toMatch(DEVANAGARI);
    for (const status of ['queued', 'running', 'succeeded', 'failed']) {
      expect(buildStatusName(status, 'ne')).toMatch(DEVANAGARI);
    }
  });

  it('keep lot codes in Latin letters and digits, and write counts, days and times in Nepali', () => {
    expect(pickText({ lots: [{ code: 'HNY-2611-A', quantity: 2 }] }, 'ne')).toBe(
      'यी लटबाट निकाल्नुहोस्: लट HNY-2611-A × २',
    );
    expect(pickText({ lot: 'HNY-2611-A' }, 'ne')).toBe('लट HNY-2611-A');
    const placed = deskDateTime('2026-11-23T18:15:00Z', 'ne');
    expect(placed).toBe('८ मंसिर २०८३ (२४ नोभेम्बर २०२६) ००:००');
    expect(placed).not.toMatch(LATIN_DIGIT);
    expect(deskDateTime('2040-01-01T06:30:00Z', 'ne')).toBe('१ जनवरी २०४० १२:१५');
    expect(deskDateTime('not a date', 'ne')).toBe('');
    expect(deskDigits('14:05', 'ne')).toBe('१४:०५');
    expect(deskDigits(12, 'en')).toBe('12');
  });

  it('name who changed an order in Nepali, the staff member’s email as stored', () => {
    expect(deskActor('shop', 'ne')).toBe('पसल');
    expect(deskActor('', 'ne')).toBe('पसल');
    expect(deskActor('operator', 'ne')).toBe('सञ्चालक');
    expect(deskActor('staff: a@b.test', 'ne')).toBe('कर्मचारी: a@b.test');
    expect(deskActor('staff: a@b.test', 'ne', 'सीता राई')).toBe('कर्मचारी: सीता राई');
    expect(historyKindName('status', 'Cancelled', 'ne')).toBe('रद्द भयो');
    expect(historyKindName('stock', '', 'ne')).toMatch(DEVANAGARI);
    expect(historyKindName('edited', 'Open', 'ne')).toBe('विवरण बदलियो');
    expect(editedFieldsText(['phone', 'city', 'landmark'], 'ne')).toBe('बदलिएको: फोन, ठेगाना');
  });

  it("name an edit's changed fields once each, and nothing for fields it does not know", () => {
    expect(historyKindName('edited', 'Open', 'en')).toBe('Details changed');
    expect(editedFieldsText(['notes', 'district', 'city', 'phone'], 'en')).toBe('Changed: phone, address, notes');
    expect(editedFieldsText(['stock_left'], 'en')).toBe('');
    expect(editedFieldsText(['language', 'orderDate'], 'en')).toBe('Changed: order date, language');
    expect(editedFieldsText(['legacy_status'], 'ne')).toBe('बदलिएको: पुरानो स्थिति');
    // A deleted pickup point or route cleared from a finished order names what changed.
    expect(editedFieldsText(['pickup_point'], 'en')).toBe('Changed: pickup point');
    expect(editedFieldsText(['route'], 'ne')).toBe('बदलिएको: रुट');
    expect(editedFieldsText([], 'en')).toBe('');
  });

  it('say why a status change was refused in Nepali, from the same lifecycle PocketBase enforces', () => {
    expect(refusalText('Open', 'Open', '', 'ne')).toContain('पुष्टि हुन बाँकी');
    expect(refusalText('Open', 'Delivered', '', 'ne')).toContain('डेलिभर भयो');
    expect(refusalText('Open', 'Cancelled', '  ', 'ne')).toContain('कारण');
    expect(refusalText('Open', 'Cancelled', 'x'.repeat(301), 'ne')).toContain('३००');
    expect(conflictText('Confirmed', 'ne')).toContain('पुष्टि भयो');
    for (const text of [refusalText('Open', 'Delivered', '', 'ne'), conflictText('Open', 'ne')]) {
      expect(text).toMatch(DEVANAGARI);
    }
  });
});

describe('export ranges', () => {
  it('name their problem by a code the desk says in either language', () => {
    expect(exportRange('2026-11-05', '2026-11-01')).toEqual({ problem: 'order' });
    expect(exportRange('', '')).toEqual({ problem: 'dates' });
  });
});

describe('Nepali desk pages', () => {
  const PAGES = join(process.cwd(), 'src', 'pages');
  const desk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? desk(join(dir, entry.name)) : [relative(PAGES, join(dir, entry.name))],
    );

  it.each(desk(join(PAGES, 'desk')))('%s has a twin under ne/ that renders it on demand', (file) => {
    const twin = join(PAGES, 'ne', file);
    expect(existsSync(twin), twin).toBe(true);
    const source = readFileSync(twin, 'utf8');
    expect(source).toMatch(/export const prerender = false;/);
    expect(source).toMatch(/rewrite\(englishRoute\((Astro|context)\.url\)\)/);
  });

  it.each(desk(join(PAGES, 'desk')))('%s keeps its links and redirects in the page’s language', (file) => {
    const source = readFileSync(join(PAGES, file), 'utf8');
    // Every desk address is written through deskPath / signInUrl, which keep the language: no bare '/desk...'
    // string outside comments and those calls.
    const code = source
      .split('\n')
      .filter((line) => !/^\s*(\/\/|\*|\/\*\*)/.test(line))
      .join('\n');
    const bare = [...code.matchAll(/(["'`])\/desk[^"'`]*\1/g)].filter(
      (match) => !/deskPath\($/.test(code.slice(0, match.index)),
    );
    expect(bare.map((match) => match[0])).toEqual([]);
  });
});
