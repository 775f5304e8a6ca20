// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import pt from '../../../messages/pt.json';
import { HeroCarousel, type HeroSlide } from './HeroCarousel';

// react-datocms's index pulls in its video player, whose peer is not installed: only the image is needed here
vi.mock('@/components/page/ResponsiveImage', () => ({ ResponsiveImage: () => null }));
vi.mock('next/link', () => ({
  default: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const slides: HeroSlide[] = [
  {
    id: 's1',
    title: 'Natal sob os jacarandás',
    subtitle: 'Um bosque de luzes no átrio',
    href: '/artigo/natal',
    linkLabel: 'Veja a programação',
    image: null,
  },
  {
    id: 's2',
    title: 'Festival Sabores de Minas',
    subtitle: null,
    href: '/gastronomia',
    linkLabel: 'Conheça',
    image: null,
  },
  { id: 's3', title: 'Estreia em IMAX', subtitle: null, href: null, linkLabel: null, image: null },
];

function setReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
}

function renderHero(list: HeroSlide[] = slides) {
  return render(
    <NextIntlClientProvider locale="pt" messages={pt} timeZone="America/Sao_Paulo">
      <HeroCarousel slides={list} interval={5} />
    </NextIntlClientProvider>,
  );
}

const visibleTitle = () => screen.getByRole('heading', { level: 2 }).textContent;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('HeroCarousel', () => {
  it('moves between slides with the previous/next buttons and the slide picker', async () => {
    setReducedMotion(true);
    const user = userEvent.setup();
    renderHero();
    expect(visibleTitle()).toBe('Natal sob os jacarandás');
    await user.click(screen.getByRole('button', { name: 'Próximo destaque' }));
    expect(visibleTitle()).toBe('Festival Sabores de Minas');
    await user.click(screen.getByRole('button', { name: 'Destaque anterior' }));
    await user.click(screen.getByRole('button', { name: 'Destaque anterior' }));
    expect(visibleTitle()).toBe('Estreia em IMAX');
    const pick = screen.getByRole('button', { name: 'Destaque 2: Festival Sabores de Minas' });
    await user.click(pick);
    expect(visibleTitle()).toBe('Festival Sabores de Minas');
    expect(pick).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('group', { name: 'Destaque 2 de 3' })).toBeVisible();
  });

  it('does not rotate by itself when the visitor prefers reduced motion', () => {
    setReducedMotion(true);
    vi.useFakeTimers();
    renderHero();
    act(() => vi.advanceTimersByTime(20_000));
    expect(visibleTitle()).toBe('Natal sob os jacarandás');
    expect(screen.getByRole('button', { name: 'Retomar a troca automática' })).toBeInTheDocument();
  });

  it('rotates otherwise, and the pause button stops it', () => {
    setReducedMotion(false);
    vi.useFakeTimers();
    renderHero();
    act(() => vi.advanceTimersByTime(5_000));
    expect(visibleTitle()).toBe('Festival Sabores de Minas');
    act(() => screen.getByRole('button', { name: 'Pausar a troca automática' }).click());
    act(() => vi.advanceTimersByTime(20_000));
    expect(visibleTitle()).toBe('Festival Sabores de Minas');
    act(() => screen.getByRole('button', { name: 'Retomar a troca automática' }).click());
    act(() => vi.advanceTimersByTime(5_000));
    expect(visibleTitle()).toBe('Estreia em IMAX');
  });

  it('holds the rotation while keyboard focus is inside', () => {
    setReducedMotion(false);
    vi.useFakeTimers();
    renderHero();
    act(() => screen.getByRole('button', { name: 'Próximo destaque' }).focus());
    act(() => vi.advanceTimersByTime(20_000));
    expect(visibleTitle()).toBe('Natal sob os jacarandás');
  });

  it('shows one feature without carousel controls when there is a single slide', () => {
    setReducedMotion(false);
    renderHero(slides.slice(0, 1));
    expect(visibleTitle()).toBe('Natal sob os jacarandás');
    expect(screen.getByRole('link', { name: /Veja a programação/ })).toHaveAttribute('href', '/artigo/natal');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
