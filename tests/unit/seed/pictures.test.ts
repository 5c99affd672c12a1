// Demo pictures: every seeded product and post has a picture of its own, and no
// picture carries text (the page prints names beside them; a category tile
// prints its label over its picture).
import { describe, expect, it } from 'vitest';
import { hasIcon, makeSvg } from '../../../scripts/seed/images.mjs';
import { POST_PICTURES, PRODUCT_PICTURES } from '../../../scripts/seed/pictures.mjs';
import * as data from '../../../scripts/seed/data.mjs';

type Picture = { icon?: string; extra?: string; drawing?: string; color?: string };
const products = data.products as { slug: string; name: string; hue: number }[];
const posts = data.posts as { slug: string; title: string; hue: number }[];

describe('seed pictures', () => {
  it('maps every product to an icon of the set or a drawing', () => {
    for (const p of products) {
      const picture = (PRODUCT_PICTURES as Record<string, Picture>)[p.slug];
      expect(picture, p.slug).toBeDefined();
      if (picture!.icon) expect(hasIcon(picture!.icon), `${p.slug}: ${picture!.icon}`).toBe(true);
      else expect(['bowl', 'cluster', 'root']).toContain(picture!.drawing);
      if (picture!.extra) expect(hasIcon(picture!.extra), `${p.slug}: ${picture!.extra}`).toBe(true);
    }
  });

  it('draws product pictures and blog covers without any text', () => {
    for (const p of products) {
      const svg = makeSvg({
        label: p.name,
        hue: p.hue,
        kind: 'product',
        picture: (PRODUCT_PICTURES as Record<string, Picture>)[p.slug],
      });
      expect(svg).not.toMatch(/<text/);
      expect(svg).not.toContain(p.name);
    }
    for (const p of posts) {
      const icon = (POST_PICTURES as Record<string, string>)[p.slug];
      expect(hasIcon(icon), p.slug).toBe(true);
      const svg = makeSvg({ label: p.title, hue: p.hue, kind: 'cover', picture: { icon } });
      expect(svg).not.toMatch(/<text/);
    }
  });

  it('gives every post its own cover', () => {
    const covers = posts.map((p) =>
      makeSvg({
        label: p.title,
        hue: p.hue,
        kind: 'cover',
        picture: { icon: (POST_PICTURES as Record<string, string>)[p.slug] },
      }),
    );
    expect(new Set(covers).size).toBe(posts.length);
  });
});
