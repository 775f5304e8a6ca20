// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { NextIntlClientProvider, type Messages } from 'next-intl';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_CRITERIA, type PlaceListCriteria } from './model/place-list';
import { PlaceFilters } from './PlaceFilters';

const push = vi.fn();
const replace = vi.fn();
vi.mock('@/i18n/navigation', () => ({
  useRouter: () => ({ push, replace }),
  Link: ({ href, children, className }: { href: { pathname: string }; children: ReactNode; className?: string }) => (
    <a href={href.pathname} className={className}>
      {children}
    </a>
  ),
}));

const messages = JSON.parse(readFileSync(`${process.cwd()}/messages/pt.json`, 'utf8')) as Messages;

const filters = (criteria: Partial<PlaceListCriteria> = {}) => (
  <NextIntlClientProvider locale="pt" messages={messages}>
    <PlaceFilters
      pathname="/lojas"
      categoryParam="categoria"
      criteria={{ ...NO_CRITERIA, ...criteria }}
      categories={[
        { value: 'moda', label: 'Moda' },
        { value: 'casa', label: 'Casa e decoração' },
      ]}
      floors={[
        { value: 'L1', label: 'Piso L1' },
        { value: 'L2', label: 'Piso L2' },
      ]}
    />
  </NextIntlClientProvider>
);
const renderFilters = (criteria: Partial<PlaceListCriteria> = {}) => render(filters(criteria));

/**
 * The apply buttons of the form as the server sends it, parsed as a browser without JavaScript parses it (a
 * DOMParser document runs no script, so <noscript> content is markup, as it is for such a visitor).
 */
const applyButtonsWithoutScript = (criteria: Partial<PlaceListCriteria> = {}) =>
  [...new DOMParser().parseFromString(renderToStaticMarkup(filters(criteria)), 'text/html').querySelectorAll('button')]
    .filter((button) => button.textContent === 'Aplicar filtros')
    .map((button) => ({ type: button.getAttribute('type'), onlyWithoutScript: button.closest('noscript') !== null }));

beforeEach(() => {
  push.mockReset();
  replace.mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('PlaceFilters', () => {
  it('is a GET form with named fields, so it works without JavaScript', () => {
    renderFilters();
    const form = screen.getByRole('search', { name: 'Filtrar' });
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByLabelText('Categoria')).toHaveAttribute('name', 'categoria');
    expect(screen.getByLabelText('Piso')).toHaveAttribute('name', 'piso');
    expect(screen.getByRole('checkbox', { name: 'Somente abertos agora' })).toHaveAttribute('name', 'aberto');
    expect(applyButtonsWithoutScript()).toEqual([expect.objectContaining({ type: 'submit' })]);
  });

  it('sends its apply button inside <noscript>: where scripts run it is never laid out, so hydration removes nothing above the list (no layout shift)', () => {
    expect(applyButtonsWithoutScript()).toEqual([{ type: 'submit', onlyWithoutScript: true }]);
    // with a filter on, beside the clear link
    expect(applyButtonsWithoutScript({ category: 'moda' })).toEqual([{ type: 'submit', onlyWithoutScript: true }]);
    // once hydrated, the one button left serves Enter in the search box, out of the layout
    renderFilters();
    expect(screen.getAllByRole('button', { name: 'Aplicar filtros' }).map((b) => b.className)).toEqual([
      expect.stringContaining('visually-hidden'),
    ]);
  });

  it('puts each choice in the URL at once, through the history API (no request), combined with the others, back to page 1', async () => {
    const user = userEvent.setup();
    const pushState = vi.spyOn(window.history, 'pushState');
    renderFilters({ category: 'moda', page: 3 });
    await user.selectOptions(screen.getByLabelText('Piso'), 'L2');
    expect(window.location.search).toBe('?categoria=moda&piso=L2');
    await user.click(screen.getByRole('checkbox', { name: 'Somente abertos agora' }));
    expect(window.location.search).toBe('?categoria=moda&piso=L2&aberto=1');
    await user.selectOptions(screen.getByLabelText('Ordenar por'), 'az');
    expect(window.location.search).toBe('?categoria=moda&piso=L2&aberto=1&ordem=az');
    expect(pushState).toHaveBeenCalledTimes(3);
    expect(push).not.toHaveBeenCalled();
    pushState.mockRestore();
  });

  it('searches after a pause in typing, replacing the history entry', () => {
    vi.useFakeTimers();
    const replaceState = vi.spyOn(window.history, 'replaceState');
    renderFilters();
    const input = screen.getByRole('searchbox', { name: 'Buscar pelo nome' });
    fireEvent.change(input, { target: { value: 'caf' } });
    fireEvent.change(input, { target: { value: 'café' } });
    expect(replaceState).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(400));
    expect(replaceState).toHaveBeenCalledTimes(1);
    expect(new URLSearchParams(window.location.search).get('q')).toBe('café');
    replaceState.mockRestore();
  });

  it('offers a way out when a filter is active', () => {
    renderFilters({ openNow: true });
    expect(screen.getByRole('link', { name: 'Limpar filtros' })).toHaveAttribute('href', '/lojas');
  });
});
