import { describe, expect, it } from 'vitest';
import { FORMAT_ALIASES, PHOTO_EXTENSIONS, PHOTO_FORMATS, SERVED_FORMATS } from '@/lib/image-formats.mjs';

describe('image formats (src/lib/image-formats.mjs)', () => {
  it('serves every photo format, and GIF besides', () => {
    expect(SERVED_FORMATS.filter((f) => !(PHOTO_FORMATS as readonly string[]).includes(f))).toEqual(['gif']);
    expect(PHOTO_FORMATS).not.toContain('gif');
    expect(PHOTO_FORMATS).not.toContain('svg');
  });

  it('names each photo format by its extensions, ".jpg" too', () => {
    expect([...PHOTO_EXTENSIONS].sort()).toEqual(['avif', 'jpeg', 'jpg', 'png', 'webp']);
    expect(FORMAT_ALIASES.get('jpg')).toBe('jpeg');
  });
});
