import { describe, expect, it } from 'vitest';
import { siteIdentityOf } from './site-identity';

const settings = { id: 'site_settings', mallName: 'Shopping Jacarandá' };

describe('the site name and title suffix', () => {
  it('are the project’s Global SEO, whose titles DatoCMS completes itself', () => {
    expect(
      siteIdentityOf({
        _site: { globalSeo: { siteName: 'Jacarandá', titleSuffix: ' — Jacarandá BH' } },
        siteSettings: settings,
      }),
    ).toEqual({
      siteName: 'Jacarandá',
      titleSuffix: ' — Jacarandá BH',
      cmsTitlesComplete: true,
    });
  });

  it('fall back to the mall’s name on a project where nobody set Global SEO', () => {
    expect(siteIdentityOf({ _site: { globalSeo: null }, siteSettings: settings })).toEqual({
      siteName: 'Shopping Jacarandá',
      titleSuffix: ' | Shopping Jacarandá',
      cmsTitlesComplete: false,
    });
    expect(
      siteIdentityOf({ _site: { globalSeo: { siteName: null, titleSuffix: '' } }, siteSettings: settings }).titleSuffix,
    ).toBe(' | Shopping Jacarandá');
    expect(siteIdentityOf(null)).toEqual({ siteName: null, titleSuffix: null, cmsTitlesComplete: false });
  });
});
