// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MainNav } from './MainNav';
import { renderWithIntl } from '@/test-support/render-with-intl';

afterEach(cleanup);

vi.mock('next/navigation', async () =>
  (await import('@/test-support/next-navigation-stub')).nextNavigationStub({
    pathname: '/en/about',
    params: { locale: 'en' },
  }),
);

describe('MainNav', () => {
  it('links every screen in the locale, institute included, and marks the current page', () => {
    renderWithIntl(<MainNav instituteProduct="jacaranda" />, 'en');
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(nav).toHaveAttribute('id', 'navegacao');
    const hrefs = screen.getAllByRole('link').map((l) => l.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/en',
        '/en/lojas',
        '/en/gastronomia',
        '/en/cinema',
        '/en/articles',
        '/en/arte-e-cultura',
        '/en/mapa',
        '/en/services',
        '/en/contact',
        '/en/about',
        '/en/instituto-jacaranda',
        '/en/oportunidade',
        '/en/masterplan',
      ]),
    );
    expect(screen.getByRole('link', { name: 'About the mall' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens as a menu that takes focus and closes on Escape, focus back on its button', async () => {
    renderWithIntl(<MainNav instituteProduct={null} />, 'pt');
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: /Menu/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Início' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});
