import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { webManifest } from './web-manifest';

describe('the web app manifest', () => {
  const base = { mallName: 'Shopping Jacarandá', description: 'd' };

  it('opens the app in the locale it was installed from, with the mall name and colours', () => {
    const pt = webManifest({ ...base, locale: 'pt' });
    const en = webManifest({ ...base, locale: 'en' });
    expect([pt.start_url, pt.lang, en.start_url, en.lang]).toEqual(['/', 'pt-BR', '/en', 'en']);
    expect(pt.name).toBe('Shopping Jacarandá');
    expect(pt.short_name).toBe('Jacarandá');
    expect(pt.display).toBe('standalone');
    expect(pt.theme_color).toBe('#3a2160');
    expect(pt.background_color).toBe('#fbf7f1');
  });

  it('has 192 and 512 px icons, maskable ones included, each a committed file', () => {
    const icons = webManifest({ ...base, locale: 'pt' }).icons ?? [];
    for (const purpose of ['any', 'maskable']) {
      expect(icons.filter((i) => i.purpose === purpose).map((i) => i.sizes)).toEqual(['192x192', '512x512']);
    }
    for (const icon of icons) expect(existsSync(join(process.cwd(), 'public', icon.src))).toBe(true);
  });

  it("uses the CMS's favicon when it has one", () => {
    const icons = webManifest({ ...base, locale: 'en', faviconAt: (size) => `https://cdn/f.png?w=${size}` }).icons;
    expect(icons?.map((i) => i.src)).toEqual(['https://cdn/f.png?w=192', 'https://cdn/f.png?w=512']);
  });
});
