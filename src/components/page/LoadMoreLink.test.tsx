// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '@/test-support/render-with-intl';
import { LoadMoreLink } from './LoadMoreLink';

vi.mock('next/navigation', async () =>
  (await import('@/test-support/next-navigation-stub')).nextNavigationStub({ pathname: '/lojas' }),
);

afterEach(cleanup);

describe('LoadMoreLink', () => {
  it('links the next page of the list in the locale, with the count and no bar unless asked', () => {
    renderWithIntl(
      <LoadMoreLink
        href={{ pathname: '/artigos', query: { pagina: '2' }, hash: 'mais' }}
        shown={9}
        total={24}
        progress="Showing 9 of 24 articles"
      />,
      'en',
    );
    expect(screen.getByText('Showing 9 of 24 articles')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Load more' })).toHaveAttribute('href', '/en/articles?pagina=2#mais');
    expect(document.querySelector('[aria-hidden="true"] > span')).toBeNull();
  });

  it('shows only the count once everything is shown', () => {
    renderWithIntl(<LoadMoreLink href={null} shown={24} total={24} progress="Mostrando 24 de 24 notícias" />, 'pt');
    expect(screen.getByText('Mostrando 24 de 24 notícias')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('loads in place and moves focus to the first new item, also when the last page comes in', async () => {
    function List() {
      const [shown, setShown] = useState(2);
      return (
        <>
          <ul>
            {Array.from({ length: shown }, (_, i) => (
              <li key={i}>
                <a href={`#loja-${i + 1}`} data-item-link="">
                  Loja {i + 1}
                </a>
              </li>
            ))}
          </ul>
          <LoadMoreLink
            href={
              shown < 4
                ? { pathname: '/lojas', query: { pagina: String(shown / 2 + 1) }, hash: `resultado-${shown + 1}` }
                : null
            }
            shown={shown}
            total={4}
            progress={`Mostrando ${shown} de 4`}
            meter
            focusNewItem="[data-item-link]"
            onLoadMore={() => setShown((n) => n + 2)}
          />
        </>
      );
    }
    renderWithIntl(<List />, 'pt');
    const user = userEvent.setup();
    const more = screen.getByRole('link', { name: 'Carregar mais' });
    expect(more).toHaveAttribute('href', '/lojas?pagina=2#resultado-3');
    expect(document.querySelector<HTMLElement>('[aria-hidden="true"] > span')?.style.width).toBe('50%');

    await user.click(more);
    expect(screen.getByText('Mostrando 4 de 4')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Loja 3' })).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Carregar mais' })).toBeNull();
    expect(document.querySelector<HTMLElement>('[aria-hidden="true"] > span')?.style.width).toBe('100%');
  });
});
