// SITE_URL, when unset, follows PORT: canonical URLs point where the shop is served.
import { expect, it } from 'vitest';

it('the site URL defaults to localhost on PORT', async () => {
  const saved = { PORT: process.env.PORT, SITE_URL: process.env.SITE_URL };
  process.env.PORT = '5173';
  delete process.env.SITE_URL;
  try {
    const config = (await import('../../../astro.config.mjs')).default;
    expect(config.site).toBe('http://localhost:5173');
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
});
