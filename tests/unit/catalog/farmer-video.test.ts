import { describe, expect, it } from 'vitest';
import { farmerMedia } from '@/features/catalog/farmer-video';

// Pretend only /media/present.mp4 exists in public/.
const exists = (path: string) => path === '/media/present.mp4';

describe('farmerMedia (docs/rules.md §2 Home 8: farmer video cards)', () => {
  it.each([
    ['', { kind: 'none' }],
    ['   ', { kind: 'none' }],
    ['/media/present.mp4', { kind: 'video', src: '/media/present.mp4' }],
    ['/media/present.mp4?v=2', { kind: 'video', src: '/media/present.mp4?v=2' }],
    ['/media/missing.mp4', { kind: 'none' }],
    ['/about', { kind: 'none' }],
    ['https://cdn.example.com/farmers/ram.MP4', { kind: 'video', src: 'https://cdn.example.com/farmers/ram.MP4' }],
    [
      'https://cdn.example.com/farmers/ram.webm#t=3',
      { kind: 'video', src: 'https://cdn.example.com/farmers/ram.webm#t=3' },
    ],
    // Plain http video cannot play under the shop's CSP (media-src https:): offered as a link instead.
    ['http://cdn.example.com/ram.mp4', { kind: 'link', href: 'http://cdn.example.com/ram.mp4' }],
    ['https://www.youtube.com/watch?v=abc', { kind: 'link', href: 'https://www.youtube.com/watch?v=abc' }],
    ['//evil.example/x.mp4', { kind: 'none' }],
    ['javascript:alert(1)', { kind: 'none' }],
    ['not a url', { kind: 'none' }],
  ])('%j → %j', (url, expected) => {
    expect(farmerMedia(url, exists)).toEqual(expected);
  });
});
