// The routes only machines call, with `Authorization: Bearer <SITE_BUILD_TOKEN>`: /api/rebuild (a CI system or a CDN
// build hook) and /api/payments/check (the shop's own server, server/shop-server.ts). They answer in JSON.
import { createHash, timingSafeEqual } from 'node:crypto';
import { serverSetting } from './env.server';

/** Whether the request carries the token: `off` when this server has none of 16 characters or more. */
export function buildTokenCheck(request: Request): 'off' | 'refused' | 'ok' {
  const expected = serverSetting('SITE_BUILD_TOKEN') ?? '';
  if (expected.length < 16) return 'off';
  const given = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
  // Digests are compared, so neither the token's length nor its content leaks through timing.
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return given && timingSafeEqual(digest(given), digest(expected)) ? 'ok' : 'refused';
}
