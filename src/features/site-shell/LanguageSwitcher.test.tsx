// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlternateLinksProvider, SetAlternateLinks } from './AlternateLinks';
import { LanguageSwitcher } from './LanguageSwitcher';
import { renderWithIntl } from '@/test-support/render-with-intl';

afterEach(cleanup);

const nav = vi.hoisted(() => ({ pathname: '/', params: {} as Record<string, string> }));

vi.mock('next/navigation', async () =>
  (await import('@/test-support/next-navigation-stub')).nextNavigationStub({
    pathname: () => nav.pathname,
    params: () => nav.params,
  }),
);

function visit(pathname: string, params: Record<string, string> = {}) {
  nav.pathname = pathname;
  nav.params = params;
}

describe('LanguageSwitcher', () => {
  beforeEach(() => {
    document.cookie = 'NEXT_LOCALE=; Max-Age=0; Path=/';
  });
  afterEach(() => visit('/'));

  it('links a Portuguese page to the same page in English, localized path included', () => {
    visit('/sobre', { locale: 'pt' });
    renderWithIntl(<LanguageSwitcher />, 'pt');
    const link = screen.getByRole('link', { name: 'English version' });
    expect(link).toHaveAttribute('href', '/en/about');
    expect(link).toHaveAttribute('hreflang', 'en');
  });

  it('links an English page back to Portuguese without a prefix', () => {
    visit('/en/contact', { locale: 'en' });
    renderWithIntl(<LanguageSwitcher />, 'en');
    expect(screen.getByRole('link', { name: 'Versão em português' })).toHaveAttribute('href', '/contato');
  });

  it('links an institute page prerendered under its internal path to its visitor-facing URL', () => {
    visit('/instituto/jacaranda/projetos/hortas-urbanas', {
      locale: 'pt',
      product: 'jacaranda',
      slug: 'hortas-urbanas',
    });
    renderWithIntl(<LanguageSwitcher />, 'pt');
    expect(screen.getByRole('link', { name: 'English version' })).toHaveAttribute(
      'href',
      '/en/instituto-jacaranda/projetos/hortas-urbanas',
    );
    visit('/en/instituto/jacaranda', { locale: 'en', product: 'jacaranda' });
    cleanup();
    renderWithIntl(<LanguageSwitcher />, 'en');
    expect(screen.getByRole('link', { name: 'Versão em português' })).toHaveAttribute('href', '/instituto-jacaranda');
  });

  it('keeps route params on identical paths', () => {
    visit('/loja/casa-aroeira/casa-aroeira', { locale: 'pt', slug: 'casa-aroeira', name: 'casa-aroeira' });
    renderWithIntl(<LanguageSwitcher />, 'pt');
    expect(screen.getByRole('link', { name: 'English version' })).toHaveAttribute(
      'href',
      '/en/loja/casa-aroeira/casa-aroeira',
    );
  });

  it('keeps the query of a query screen, which travels in its internal segment', () => {
    visit('/busca', { locale: 'pt', filters: 'q%3Dcaf%C3%A9' });
    renderWithIntl(<LanguageSwitcher />, 'pt');
    expect(screen.getByRole('link', { name: 'English version' })).toHaveAttribute('href', '/en/busca?q=caf%C3%A9');
  });

  it('keeps the state a page wrote in its query (the cinema’s day, the map’s focus)', () => {
    window.history.replaceState(null, '', '/cinema?dia=2026-11-24');
    visit('/cinema', { locale: 'pt' });
    renderWithIntl(<LanguageSwitcher />, 'pt');
    expect(screen.getByRole('link', { name: 'English version' })).toHaveAttribute('href', '/en/cinema?dia=2026-11-24');
    window.history.replaceState(null, '', '/');
  });

  it("prefers the page's own alternate (an article's slug differs per locale)", async () => {
    visit('/artigo/novo-cafe', { locale: 'pt', slug: 'novo-cafe' });
    await act(async () => {
      renderWithIntl(
        <AlternateLinksProvider>
          <LanguageSwitcher />
          <SetAlternateLinks links={{ pt: '/artigo/novo-cafe', en: '/en/article/new-cafe' }} />
        </AlternateLinksProvider>,
        'pt',
      );
    });
    expect(screen.getByRole('link', { name: 'English version' })).toHaveAttribute('href', '/en/article/new-cafe');
  });

  it('remembers the choice in the NEXT_LOCALE cookie when followed', () => {
    visit('/', { locale: 'pt' });
    renderWithIntl(<LanguageSwitcher />, 'pt');
    const link = screen.getByRole('link', { name: 'English version' });
    link.addEventListener('click', (e) => e.preventDefault()); // jsdom cannot navigate
    link.click();
    expect(document.cookie).toContain('NEXT_LOCALE=en');
  });
});
