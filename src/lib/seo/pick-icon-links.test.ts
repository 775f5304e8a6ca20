import { describe, expect, it } from 'vitest';
import { pickIconLinks, type FaviconTag } from './pick-icon-links';

const link = (rel: string, size: number, type?: string): FaviconTag => ({
  tag: 'link',
  attributes: {
    rel,
    sizes: `${size}x${size}`,
    href: `https://cms.example/favicon.png?w=${size}`,
    ...(type ? { type } : {}),
  },
});
// what DatoCMS answers for `faviconMetaTags(variants: [icon, appleTouchIcon])`
const datoTags = [
  ...[57, 60, 72, 76, 114, 120, 144, 152, 180].map((s) => link('apple-touch-icon', s)),
  ...[16, 32, 96, 192].map((s) => link('icon', s, 'image/png')),
];

describe('pickIconLinks', () => {
  it('keeps the 32 px tab icon and the 180 px touch icon of the thirteen', () => {
    expect(pickIconLinks(datoTags)).toEqual({
      icon: { url: 'https://cms.example/favicon.png?w=32', sizes: '32x32', type: 'image/png' },
      apple: { url: 'https://cms.example/favicon.png?w=180', sizes: '180x180' },
    });
  });

  it('takes the nearest larger size when the wanted one is missing, else the largest', () => {
    const picked = pickIconLinks([
      link('icon', 16),
      link('icon', 96),
      link('icon', 192),
      link('apple-touch-icon', 152),
    ]);
    expect(picked.icon?.sizes).toBe('96x96');
    expect(picked.apple?.sizes).toBe('152x152');
  });

  it('ignores meta tags and tags without attributes', () => {
    expect(
      pickIconLinks([
        { tag: 'meta', attributes: { name: 'msapplication-TileColor', content: '#fff' } },
        { tag: 'link', attributes: null },
      ]),
    ).toEqual({});
  });
});
