// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CoverImage } from './CoverImage';

const image = {
  src: 'https://www.datocms-assets.com/1/cover.jpg?auto=format&w=1600',
  srcSet:
    'https://www.datocms-assets.com/1/cover.jpg?auto=format&dpr=0.5&w=1600 800w,\nhttps://www.datocms-assets.com/1/cover.jpg?auto=format&dpr=1&w=1600 1600w',
  width: 1600,
  height: 900,
  aspectRatio: 16 / 9,
  alt: 'O átrio',
  title: null,
  bgColor: null,
  sizes: null,
};
const SIZES = '(min-width: 78rem) 75rem, 100vw';
const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];

afterEach(() => {
  for (const link of preloads()) link.remove();
});

describe('CoverImage', () => {
  it("the screen's LCP image is preloaded with its srcset and sizes, and loads eagerly", () => {
    const { container } = render(<CoverImage image={image} sizes={SIZES} priority />);
    const [link] = preloads();
    expect(link?.getAttribute('imagesrcset')).toBe(image.srcSet);
    expect(link?.getAttribute('imagesizes')).toBe(SIZES);
    expect(link?.getAttribute('fetchpriority')).toBe('high');
    expect(container.querySelector('img')?.getAttribute('loading')).not.toBe('lazy');
  });

  it('an image below the fold is neither preloaded nor eager', () => {
    const { container } = render(<CoverImage image={image} sizes={SIZES} />);
    expect(preloads()).toEqual([]);
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });

  it('an image queried by its src alone: candidates up to twice its width, the same for the preload and the img', () => {
    const bySrc = { ...image, srcSet: undefined };
    const { container } = render(<CoverImage image={bySrc} sizes={SIZES} priority />);
    const srcset = container.querySelector('img')?.getAttribute('srcset') ?? '';
    const widths = srcset.split(',').map((candidate) => Number(candidate.trim().split(' ')[1]?.replace('w', '')));
    // a 412 px phone at 3× (1,236 px) and a 1,600 px slot at 2× both find theirs; 4,800 and 6,400 are never needed
    expect(widths).toEqual([400, 800, 1200, 1600, 2400, 3200]);
    expect(srcset).toContain('https://www.datocms-assets.com/1/cover.jpg?auto=format&w=1600&dpr=2 3200w');
    expect(preloads()[0]?.getAttribute('imagesrcset')).toBe(srcset);
  });

  it('while it loads, an image shows its dominant colour, and a logo on white nothing', () => {
    const { container } = render(<CoverImage image={{ ...image, bgColor: '#5b3f8c' }} sizes={SIZES} />);
    const img = container.querySelector('img')!;
    expect(img.style.backgroundColor).toBe('rgb(91, 63, 140)');
    expect(img.style.backgroundImage).toBe('');
    const { container: plain } = render(<CoverImage image={image} sizes={SIZES} />);
    expect(plain.querySelector('img')!.style.backgroundColor).toBe('');
  });
});
