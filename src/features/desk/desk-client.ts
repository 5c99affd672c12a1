// The order desk's only script (plain DOM, no framework: the pages work as forms without it).
// - Order list: asks /desk/orders.json (/ne/desk/orders.json on the Nepali desk, whose session cookie lives there)
//   every few seconds while the page is visible; new orders appear at the top with a "New" mark, a banner and a
//   count in the tab title; status changes show in place. Its words are the page's language (<html lang>); the rows
//   come from the server in it.
// - Every page: refuses to send a form while offline (and says so) instead of losing the tap.
import type { Locale } from '../../lib/i18n';
import { NEPAL_TIME_ZONE } from '../../lib/nepal-time.mjs';
import * as m from '../../paraglide/messages.js';
import { deskDigits, deskPath } from './language';
import { statusTone, type DeskListAnswer, type DeskOrderRow } from './rows';

export const DESK_POLL_MS = 5_000;

const locale: Locale = document.documentElement.lang === 'ne' ? 'ne' : 'en';

const offline = document.getElementById('desk-offline');
function showOffline(on: boolean) {
  if (offline) offline.hidden = !on;
}
addEventListener('offline', () => showOffline(true));
addEventListener('online', () => showOffline(false));
showOffline(!navigator.onLine);
document.addEventListener('submit', (event) => {
  if (!navigator.onLine) {
    event.preventDefault();
    showOffline(true);
  }
});

// The day sheets' Print button (src/pages/desk/packing.astro, route-sheet.astro): hidden without JavaScript, where
// the browser's own Print prints the page as it is.
for (const button of document.querySelectorAll<HTMLButtonElement>('[data-desk-print]')) {
  button.hidden = false;
  button.addEventListener('click', () => print());
}

const list = document.getElementById('desk-orders');
if (list) followOrders(list);

const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: NEPAL_TIME_ZONE });

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text = ''): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text) node.textContent = text;
  return node;
}

/** The same markup as the server's list item (src/pages/desk/index.astro). */
function rowElement(row: DeskOrderRow, isNew: boolean): HTMLLIElement {
  const li = el('li', 'desk-order');
  li.dataset.id = row.id;
  li.dataset.status = row.status;
  const a = el('a', 'flex items-center justify-between gap-3 rounded-xl bg-white p-3 shadow-sm');
  a.href = deskPath(`/desk/orders/${row.id}`, locale);
  const left = el('div', 'min-w-0');
  const title = el('p', 'font-semibold');
  title.append(row.orderNumber);
  if (isNew)
    title.append(
      ' ',
      el(
        'span',
        'desk-new rounded bg-yellow-300 px-1.5 text-xs font-bold text-gray-900',
        m.desk_new_badge({}, { locale }),
      ),
    );
  left.append(title, el('p', 'truncate text-sm text-gray-600', `${row.customerName} · ${row.place}`));
  const right = el('div', 'text-right');
  right.append(
    el('p', `desk-status text-sm font-semibold ${statusTone(row.status)}`, row.statusText),
    el('p', 'text-sm text-gray-600', `${row.totalText} · ${row.timeText}`),
  );
  if (row.paymentText) right.append(el('p', 'desk-payment text-xs font-semibold text-amber-900', row.paymentText));
  a.append(left, right);
  li.append(a);
  return li;
}

function followOrders(container: HTMLElement) {
  const known = new Set(Array.from(container.querySelectorAll<HTMLElement>('[data-id]'), (n) => n.dataset.id ?? ''));
  const banner = document.getElementById('desk-new-orders');
  const status = document.getElementById('desk-live');
  const empty = document.getElementById('desk-empty');
  const baseTitle = document.title;
  let unseen = 0;
  let busy = false;

  const say = (text: string) => {
    if (status) status.textContent = text;
  };

  async function refresh() {
    if (busy || document.visibilityState !== 'visible') return;
    busy = true;
    try {
      // The day and route the page was rendered for (src/pages/desk/index.astro data-filter): the same list, live.
      const filter = container.dataset.filter;
      const res = await fetch(`${deskPath('/desk/orders.json', locale)}${filter ? `?${filter}` : ''}`, {
        headers: { Accept: 'application/json' },
        cache: 'no-store',
      });
      if (res.status === 401) {
        say('');
        const expired = document.getElementById('desk-expired');
        if (expired) expired.hidden = false;
        stop();
        return;
      }
      if (!res.ok) throw new Error(String(res.status));
      const answer = (await res.json()) as DeskListAnswer;
      const fresh: DeskOrderRow[] = [];
      const rows = new Map<string, HTMLElement>();
      for (const node of container.querySelectorAll<HTMLElement>('[data-id]')) rows.set(node.dataset.id ?? '', node);
      for (const row of answer.orders) {
        const existing = rows.get(row.id);
        if (existing) {
          if (existing.dataset.status !== row.status) {
            existing.dataset.status = row.status;
            const label = existing.querySelector('.desk-status');
            if (label) {
              label.textContent = row.statusText;
              label.className = `desk-status text-sm font-semibold ${statusTone(row.status)}`;
            }
          }
        } else if (!known.has(row.id)) {
          fresh.push(row);
        }
      }
      for (const row of fresh.reverse()) {
        known.add(row.id);
        container.prepend(rowElement(row, true));
      }
      if (fresh.length > 0) {
        unseen += fresh.length;
        if (empty) empty.hidden = true;
        if (banner) {
          banner.hidden = false;
          banner.textContent =
            unseen === 1
              ? m.desk_new_orders_one({}, { locale })
              : m.desk_new_orders_other({ count: deskDigits(unseen, locale) }, { locale });
        }
        document.title = `(${unseen}) ${baseTitle}`;
      }
      say(m.desk_updated_at({ time: deskDigits(timeFormat.format(Date.now()), locale) }, { locale }));
    } catch {
      say(m.desk_list_unreachable({}, { locale }));
    } finally {
      busy = false;
    }
  }

  const timer = setInterval(() => void refresh(), DESK_POLL_MS);
  const onVisible = () => {
    if (document.visibilityState === 'visible') {
      void refresh();
    }
  };
  document.addEventListener('visibilitychange', onVisible);
  banner?.addEventListener('click', () => {
    unseen = 0;
    banner.hidden = true;
    document.title = baseTitle;
  });
  function stop() {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
  }
}
