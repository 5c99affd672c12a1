import { describe, expect, it } from 'vitest';
import { linkCopied, shareOrCopy, type ShareNavigator } from '@/features/blog/share';

const data = { title: 'Gundruk', url: 'https://shop.example/blog/gundruk' };

function clipboard() {
  const written: string[] = [];
  return { written, clipboard: { writeText: async (t: string) => void written.push(t) } };
}

describe('shareOrCopy (docs/rules.md §2: device share, otherwise copy the link)', () => {
  it('uses the share sheet when there is one', async () => {
    const shared: unknown[] = [];
    const { written, clipboard: cb } = clipboard();
    const nav: ShareNavigator = { share: async (d) => void shared.push(d), clipboard: cb };
    expect(await shareOrCopy(nav, data)).toBe('shared');
    expect(shared).toEqual([data]);
    expect(written).toEqual([]);
  });

  it('copies the link when there is no share sheet', async () => {
    const { written, clipboard: cb } = clipboard();
    expect(await shareOrCopy({ clipboard: cb }, data)).toBe('copied');
    expect(written).toEqual([data.url]);
  });

  it('does nothing more when the shopper cancels the share sheet', async () => {
    const { written, clipboard: cb } = clipboard();
    const abort = Object.assign(new Error('cancelled'), { name: 'AbortError' });
    expect(await shareOrCopy({ share: async () => Promise.reject(abort), clipboard: cb }, data)).toBe('cancelled');
    expect(written).toEqual([]);
  });

  it('falls back to copying when sharing fails otherwise', async () => {
    const { written, clipboard: cb } = clipboard();
    const denied = Object.assign(new Error('denied'), { name: 'NotAllowedError' });
    expect(await shareOrCopy({ share: async () => Promise.reject(denied), clipboard: cb }, data)).toBe('copied');
    expect(written).toEqual([data.url]);
  });

  it('reports failure when neither works', async () => {
    expect(await shareOrCopy({}, data)).toBe('failed');
    expect(await shareOrCopy({ clipboard: { writeText: async () => Promise.reject(new Error('no')) } }, data)).toBe(
      'failed',
    );
  });

  it('has the docs/rules.md toast wording', () => {
    expect(linkCopied()).toEqual({ title: 'Link copied', description: 'The link has been copied to your clipboard' });
    expect(linkCopied('en')).toEqual(linkCopied());
  });

  it('says it in Nepali on Nepali pages', () => {
    expect(linkCopied('ne')).toEqual({ title: 'लिंक कपी भयो', description: 'लिंक तपाईंको क्लिपबोर्डमा कपी भयो' });
  });
});
