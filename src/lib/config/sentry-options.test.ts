import { describe, expect, it } from 'vitest';
import { scrubBreadcrumb, scrubEvent, scrubSearchQuery, sentryOptions } from './sentry-options';

describe('search text in error reports', () => {
  it('filters the query of a search page, the suggestions endpoint and a query string', () => {
    expect(scrubSearchQuery('https://x.example/busca?q=meu%20nome')).toBe('https://x.example/busca?q=[filtered]');
    expect(scrubSearchQuery('/api/search?locale=pt&q=cpf%20123#top')).toBe('/api/search?locale=pt&q=[filtered]#top');
    expect(scrubSearchQuery('/lojas?categoria=moda')).toBe('/lojas?categoria=moda');
    const event = scrubEvent({ request: { url: '/busca?q=segredo', query_string: 'q=segredo&x=1' }, breadcrumbs: [{ data: { url: '/api/search?locale=pt&q=segredo' } }] });
    expect(JSON.stringify(event)).not.toContain('segredo');
    expect(scrubBreadcrumb({ data: { from: '/busca?q=a', to: '/busca?q=b' } }).data).toEqual({ from: '/busca?q=[filtered]', to: '/busca?q=[filtered]' });
  });

  it('is wired into the options the SDK gets', () => {
    const options = sentryOptions({ dsn: 'https://k@o0.ingest.sentry.io/0', environment: 'test' });
    expect(options?.beforeSend).toBe(scrubEvent);
    expect(options?.beforeBreadcrumb).toBe(scrubBreadcrumb);
  });
});
