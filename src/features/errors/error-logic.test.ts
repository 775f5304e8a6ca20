import { describe, expect, it } from 'vitest';
import { errorPageModel, notFoundLogMessage, safeDecodePath } from './error-page-model';
import { isBotUserAgent } from './is-bot-user-agent';

describe('isBotUserAgent', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Safari/537.36 Chrome-Lighthouse',
    'Google-InspectionTool/1.0',
    'Mozilla/5.0 AdsBot-Google',
  ])('treats %s as a bot', (ua) => {
    expect(isBotUserAgent(ua)).toBe(true);
  });

  it.each([
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
    'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
    '',
  ])('shows the error page to %s', (ua) => {
    expect(isBotUserAgent(ua)).toBe(false);
  });

  it('treats a missing user agent as a person', () => {
    expect(isBotUserAgent(undefined)).toBe(false);
    expect(isBotUserAgent(null)).toBe(false);
  });
});

describe('errorPageModel', () => {
  it('shows the not-found picture and message for 404', () => {
    expect(errorPageModel(404)).toEqual({
      status: 404,
      illustration: 'not-found',
      message: 'message404',
      richMessage: false,
    });
  });

  it.each([500, 502, 503, 403])('shows the generic picture and the rich general message for %i', (status) => {
    expect(errorPageModel(status)).toEqual({
      status,
      illustration: 'general',
      message: 'messageGeneral',
      richMessage: true,
    });
  });

  it('never prints a status that is not an HTTP error', () => {
    expect(errorPageModel(200).status).toBe(500);
    expect(errorPageModel(Number.NaN).status).toBe(500);
  });
});

describe('not-found log line', () => {
  it("follows the spec's wording", () => {
    expect(notFoundLogMessage('/en/nothing-here')).toBe('Page not found: /en/nothing-here');
  });

  it('decodes percent-encoded paths without throwing on a stray %', () => {
    expect(safeDecodePath('/caf%C3%A9')).toBe('/café');
    expect(safeDecodePath('/100%')).toBe('/100%');
  });
});
