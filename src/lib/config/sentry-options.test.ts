import { describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import {
  parsePatternList,
  scrubBreadcrumb,
  scrubEvent,
  scrubSearchQuery,
  SENTRY_IGNORE_ERRORS,
  sentryOptions,
} from './sentry-options';

describe('search text in error reports', () => {
  it('filters the query of a search page, the suggestions endpoint and a query string', () => {
    expect(scrubSearchQuery('https://x.example/busca?q=meu%20nome')).toBe('https://x.example/busca?q=[filtered]');
    expect(scrubSearchQuery('/api/search?locale=pt&q=cpf%20123#top')).toBe('/api/search?locale=pt&q=[filtered]#top');
    expect(scrubSearchQuery('/lojas?categoria=moda')).toBe('/lojas?categoria=moda');
    const event = scrubEvent({
      request: { url: '/busca?q=segredo', query_string: 'q=segredo&x=1' },
      breadcrumbs: [{ data: { url: '/api/search?locale=pt&q=segredo' } }],
    });
    expect(JSON.stringify(event)).not.toContain('segredo');
    expect(scrubBreadcrumb({ data: { from: '/busca?q=a', to: '/busca?q=b' } }).data).toEqual({
      from: '/busca?q=[filtered]',
      to: '/busca?q=[filtered]',
    });
  });

  it('is wired into the options the SDK gets', () => {
    const options = sentryOptions({ dsn: 'https://k@o0.ingest.sentry.io/0', environment: 'test' });
    expect(options?.beforeSend).toBe(scrubEvent);
    expect(options?.beforeBreadcrumb).toBe(scrubBreadcrumb);
  });
});

describe('the ignore lists', () => {
  it('take more entries from the environment: substrings, and /regular expressions/', () => {
    const options = sentryOptions({
      dsn: 'https://k@o0.ingest.sentry.io/0',
      environment: 'test',
      ignoreErrors: '["Widget of a partner failed", "/^Timeout \\\\d+/i"]',
      denyUrls: '["/cdn\\\\.partner\\\\.example/"]',
    });
    expect(options?.ignoreErrors).toEqual([...SENTRY_IGNORE_ERRORS, 'Widget of a partner failed', /^Timeout \d+/i]);
    expect(options?.denyUrls?.at(-1)).toEqual(/cdn\.partner\.example/);
  });

  it('leave out a malformed variable and say so, rather than stop reporting', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parsePatternList('Widget failed, Timeout', 'NEXT_PUBLIC_SENTRY_IGNORE_ERRORS')).toEqual([]);
    expect(parsePatternList('[1, 2]', 'NEXT_PUBLIC_SENTRY_DENY_URLS')).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0]?.[0])).toContain('NEXT_PUBLIC_SENTRY_IGNORE_ERRORS');
    expect(
      sentryOptions({ dsn: 'https://k@o0.ingest.sentry.io/0', environment: 'test', ignoreErrors: 'oops' })
        ?.ignoreErrors,
    ).toEqual(SENTRY_IGNORE_ERRORS);
    warn.mockRestore();
  });
});
