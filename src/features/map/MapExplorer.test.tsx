// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import pt from '../../../messages/pt.json';
import { fixtureLandmarks, fixtureMapData, FIXTURE_NOW } from '../../../stories/map/map-fixtures';
import { MapExplorer } from './MapExplorer';

// the card's links are the i18n Link (next-intl on next/link), which reads the router's hooks
vi.mock('next/navigation', async () =>
  (await import('@/test-support/next-navigation-stub')).nextNavigationStub({ pathname: '/mapa' }),
);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  globalThis.CSS ??= {} as typeof CSS;
  CSS.escape ??= (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`);
});

function renderMap(initialLink: Parameters<typeof MapExplorer>[0]['initialLink'] = { place: null, floorCode: null }) {
  return render(
    <NextIntlClientProvider locale="pt" messages={pt} timeZone="America/Sao_Paulo">
      <MapExplorer
        data={fixtureMapData}
        landmarks={fixtureLandmarks}
        initialLink={initialLink}
        locale="pt"
        listId="lista"
      />
    </NextIntlClientProvider>,
  );
}

const plan = () => screen.getByRole('group', { name: /^Planta do / });
const worldTransform = () => (plan().querySelector('g[style]') as SVGGElement).style.transform;

describe('MapExplorer keyboard use', () => {
  it('reaches a unit with Tab, opens its card with Enter, and Escape returns focus to the unit', async () => {
    const user = userEvent.setup();
    renderMap();
    plan().focus();
    await user.tab();
    const unit = document.activeElement as SVGGElement;
    expect(unit.getAttribute('role')).toBe('button');
    expect(unit.getAttribute('aria-label')).toMatch(/^[^,]+, (loja|restaurante|serviço) L1-\d+/);
    expect(unit).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{Enter}');
    // the card's code is fetched when a card first opens (LazyPlaceMapCard)
    const card = await screen.findByRole('dialog');
    const name = unit.getAttribute('aria-label')?.split(',')[0] ?? '';
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(name);
    await waitFor(() => expect(within(card).getByRole('heading', { level: 2 })).toHaveFocus());
    expect(unit).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(unit).toHaveFocus();
  });

  it('labels a unit with its name, kind, unit code and open status', () => {
    // the map keeps statuses current with the browser's clock: pin it to the fixture's instant
    vi.useFakeTimers({ now: new Date(FIXTURE_NOW), toFake: ['Date'] });
    renderMap();
    // 15:00 on a Wednesday: stores on sector hours are open, a store with no published hours says so
    expect(screen.getByRole('button', { name: /^Casa Aroeira, loja L1-\d+, aberto agora$/ })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /^Ótica Mirante, loja L1-\d+, horário indisponível$/ }),
    ).toBeInTheDocument();
  });

  it('zooms with + and −, and the reset button shows the whole floor again', async () => {
    const user = userEvent.setup();
    renderMap();
    plan().focus();
    expect(worldTransform()).toContain('scale(1)');
    await user.keyboard('+');
    expect(worldTransform()).toContain('scale(1.5)');
    await user.keyboard('+');
    expect(worldTransform()).toContain('scale(2.25)');
    await user.keyboard('-');
    expect(worldTransform()).toContain('scale(1.5)');
    await user.keyboard('{ArrowRight}');
    expect(worldTransform()).toMatch(/translate\(-\d/);
    await user.click(screen.getByRole('button', { name: 'Ver o piso inteiro' }));
    expect(worldTransform()).toBe('translate(0px, 0px) scale(1)');
    expect(screen.getByRole('button', { name: 'Afastar' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('switches floors with the arrow keys on the tab list', async () => {
    const user = userEvent.setup();
    renderMap();
    const tabs = screen.getAllByRole('tab');
    // the car park's levels come first, but the map opens on the lowest floor with shops (ADR 0077)
    expect(tabs.map((t) => t.textContent)).toEqual([
      expect.stringContaining('Estacionamento G2'),
      expect.stringContaining('Estacionamento G1'),
      expect.stringContaining('Piso Jardim'),
      expect.stringContaining('Piso Ipê'),
      expect.stringContaining('Piso Jacarandá'),
    ]);
    const garden = screen.getByRole('tab', { name: /Piso Jardim/ });
    expect(garden).toHaveAttribute('aria-selected', 'true');
    await user.click(garden);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /Piso Ipê/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: /Piso Ipê/ })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName(/Piso Ipê/);
    expect(plan()).toHaveAccessibleName('Planta do Piso Ipê');
    await user.keyboard('{End}');
    expect(plan()).toHaveAccessibleName('Planta do Piso Jacarandá');
    await user.keyboard('{Home}');
    expect(plan()).toHaveAccessibleName('Planta do Estacionamento G2');
  });

  it('highlights search matches with an outline and hatching, dims the rest and announces the count', async () => {
    const user = userEvent.setup();
    renderMap();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar no mapa' }), 'cafe');
    expect(screen.getByRole('status')).toHaveTextContent('1 local encontrado');
    const cafe = screen.getByRole('button', { name: /^Café Ipê Amarelo/ });
    expect(cafe).toHaveAttribute('data-match');
    expect(cafe.querySelectorAll('path')).toHaveLength(2); // the shape and its hatching
    expect(screen.getByRole('button', { name: /^Casa Aroeira/ })).toHaveAttribute('data-dimmed');
    // the floor tabs count matches, so a result on another floor is not missed
    expect(screen.getByRole('tab', { name: /Piso Jacarandá/ })).toHaveTextContent('nenhum resultado');
  });

  it('moves to the floor with the results when the current floor has none', async () => {
    const user = userEvent.setup();
    renderMap();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar no mapa' }), 'sushi');
    expect(screen.getByRole('tab', { name: /Piso Jacarandá/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: /^Sushi Liberdade/ })).toHaveAttribute('data-match');
  });

  it('opens the floor and the card of a deep-linked place', async () => {
    act(() => {
      renderMap({ place: { kind: 'restaurant', slug: 'mesa-mineira' }, floorCode: null });
    });
    expect(screen.getByRole('tab', { name: /Piso Jacarandá/ })).toHaveAttribute('aria-selected', 'true');
    const card = await screen.findByRole('dialog', { name: 'Mesa Mineira' });
    expect(within(card).getByRole('link', { name: /Ver página do restaurante/ })).toHaveAttribute(
      'href',
      '/gastronomia/mesa-mineira/mesa-mineira',
    );
    // the nearest landmark comes from the server's landmarks, not from geometry worked out in the browser
    expect(card).toHaveTextContent('perto dos sanitários');
    expect(worldTransform()).toContain('scale(2.5)');
  });
});
