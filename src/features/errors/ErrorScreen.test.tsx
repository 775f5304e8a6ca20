// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../messages/en.json';
import { preloadLaterMessages } from '@/i18n/later/LaterMessages';
import { renderWithIntl } from '@/test-support/render-with-intl';
import { AppErrorBoundaryScreen } from './AppErrorBoundaryScreen';
import { DocumentErrorScreen } from './DocumentErrorScreen';
import { ErrorScreen } from './ErrorScreen';

/** The site root: the button's target in the real screen. */
const HOME = '/';

afterEach(cleanup);
// the texts some parts load on demand (ADR 0095), loaded ahead as a hover does: the parts then render at once
beforeAll(() => Promise.all([preloadLaterMessages('pt'), preloadLaterMessages('en')]));

const router = vi.hoisted(() => ({
  push: vi.fn(),
  replace: vi.fn(),
  refresh: vi.fn(),
  prefetch: vi.fn(),
  back: vi.fn(),
  forward: vi.fn(),
}));
vi.mock('next/navigation', async () =>
  (await import('@/test-support/next-navigation-stub')).nextNavigationStub({
    pathname: '/',
    params: { locale: 'pt' },
    router,
  }),
);

const homeLink = ({ className, children }: { className: string | undefined; children: React.ReactNode }) => (
  <a href={HOME} className={className}>
    {children}
  </a>
);

describe('ErrorScreen', () => {
  it('shows the 404 variant: title with status, message, not-found picture with credit, home button', async () => {
    renderWithIntl(<ErrorScreen status={404} renderHomeLink={homeLink} />, 'en');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Error 404');
    expect(screen.getByText("Oops! Seems like this page doesn't exist.")).toBeInTheDocument();
    const [picture] = screen.getAllByRole('img');
    expect(picture).toHaveAttribute('src', '/illustrations/not-found.svg');
    expect(screen.getByRole('link', { name: /unDraw/ })).toHaveAttribute('href', 'https://undraw.co/');
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
  });

  it('shows the general message as markup and the generic picture for other statuses', async () => {
    renderWithIntl(<ErrorScreen status={500} renderHomeLink={homeLink} />, 'pt');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Erro 500');
    expect(screen.getByText('Algo deu errado.').tagName).toBe('STRONG');
    expect(screen.queryByText('Ops! Parece que esta página não existe.')).not.toBeInTheDocument();
    expect(screen.getAllByRole('img')[0]).toHaveAttribute('src', '/illustrations/error.svg');
    expect(screen.getByRole('link', { name: 'Voltar para o início' })).toBeInTheDocument();
  });
});

describe('AppErrorBoundaryScreen', () => {
  const userAgent = navigator.userAgent;
  afterEach(() => {
    Object.defineProperty(navigator, 'userAgent', { value: userAgent, configurable: true });
    vi.restoreAllMocks();
  });

  it('brings the screen’s texts, which no page’s payload carries (ADR 0095)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <NextIntlClientProvider locale="en" messages={{ layout: en.layout }} timeZone="America/Sao_Paulo">
        <AppErrorBoundaryScreen error={new Error('boom')} reset={vi.fn()} />
      </NextIntlClientProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Error 500');
    expect(screen.getByText('Something went wrong.').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Go back home' })).toBeInTheDocument();
  });

  it('logs the error and sends the visitor home, clearing the error', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reset = vi.fn();
    const error = new Error('boom');
    renderWithIntl(<AppErrorBoundaryScreen error={error} reset={reset} />, 'pt');
    expect(log).toHaveBeenCalledWith(error);
    (await screen.findByRole('link', { name: 'Voltar para o início' })).click();
    expect(router.push).toHaveBeenCalledWith('/');
    expect(reset).toHaveBeenCalled();
  });

  it('shows crawlers nothing, only logs', () => {
    Object.defineProperty(navigator, 'userAgent', {
      value: 'Mozilla/5.0 (compatible; Googlebot/2.1)',
      configurable: true,
    });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = renderWithIntl(<AppErrorBoundaryScreen error={new Error('boom')} reset={vi.fn()} />, 'en');
    expect(container).toBeEmptyDOMElement();
    expect(log).toHaveBeenCalled();
  });
});

describe('DocumentErrorScreen', () => {
  afterEach(() => {
    window.history.pushState({}, '', '/');
    vi.restoreAllMocks();
  });

  it('with no layout and no texts around it, shows the screen in the URL’s locale, its home a full navigation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.history.pushState({}, '', '/en/lojas');
    render(<DocumentErrorScreen error={new Error('boom')} />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Error 500');
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/en');
    expect(document.documentElement.lang).toBe('en');
  });
});
