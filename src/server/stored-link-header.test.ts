import { describe, expect, it } from 'vitest';
import { storedLinkHeader } from './stored-link-header';

const alternates =
  '<https://example.com/sobre>; rel="alternate"; hreflang="pt-BR", <https://example.com/en/about>; rel="alternate"; hreflang="en", <https://example.com/sobre>; rel="alternate"; hreflang="x-default"';
const fonts =
  '</_next/static/media/inter.woff2>; rel=preload; as="font"; crossorigin=""; type="font/woff2", </_next/static/media/fraunces.woff2>; rel=preload; as="font"; crossorigin=""; type="font/woff2"';

describe('the Link header a stored page keeps', () => {
  it('keeps the font preloads and drops the alternates the proxy adds to every answer', () => {
    expect(storedLinkHeader(`${alternates},${fonts}`)).toBe(
      '</_next/static/media/inter.woff2>; rel=preload; as="font"; crossorigin=""; type="font/woff2", </_next/static/media/fraunces.woff2>; rel=preload; as="font"; crossorigin=""; type="font/woff2"',
    );
  });

  it('does not grow from one publish to the next: a page rendered on its own stored header keeps it once', () => {
    let stored = storedLinkHeader(fonts);
    for (let publish = 0; publish < 5; publish++) stored = storedLinkHeader([alternates, `${alternates},${stored}`]);
    expect(stored).toBe(storedLinkHeader(fonts));
  });

  it('is left out when nothing but alternates was there', () => {
    expect(storedLinkHeader(alternates)).toBeUndefined();
    expect(storedLinkHeader(undefined)).toBeUndefined();
  });

  it('reads commas inside a URL or a quoted value as part of the entry', () => {
    const odd = '<https://example.com/a,b>; rel=preload; as="image"; imagesizes="(min-width: 40em) 50vw, 100vw"';
    expect(storedLinkHeader(`${odd}, <https://example.com/en>; rel=alternate; hreflang=en`)).toBe(odd);
  });
});
