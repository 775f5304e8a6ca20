// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RELOAD_GUARD_KEY } from './model/reload-guard';
import { BuildFreshnessWatcher } from './BuildFreshnessWatcher';
import { ScrollAnimations } from './ScrollAnimations';

/**
 * What the spec §9 numbers are for, seen from the page: the build check runs
 * hourly and turns the next link click into a full load, scroll animations
 * get their defaults and pick up late content.
 */

vi.mock('next/navigation', () => ({ usePathname: () => '/lojas' }));

const HOUR = 3_600_000;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  window.sessionStorage.clear();
});

describe('BuildFreshnessWatcher', () => {
  beforeEach(() => vi.useFakeTimers());

  function clickLink() {
    const link = document.body.appendChild(
      Object.assign(document.createElement('a'), { href: '/cinema', textContent: 'Cinema' }),
    );
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    return click;
  }

  it('asks for the build id once an hour, and after a new build loads the next page in full, once', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ buildId: 'build-2' }), { headers: { 'Content-Type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    // jsdom cannot navigate; the reload guard's record shows the full load was claimed
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<BuildFreshnessWatcher buildId="build-1" />);

    await act(() => vi.advanceTimersByTimeAsync(HOUR - 1));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(clickLink().defaultPrevented).toBe(false); // still the same build: the router navigates

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetchMock).toHaveBeenCalledExactlyOnceWith('/api/build-id', { cache: 'no-store' });
    expect(clickLink().defaultPrevented).toBe(true);
    expect(Object.keys(JSON.parse(window.sessionStorage.getItem(RELOAD_GUARD_KEY) ?? '{}'))).toEqual(['/cinema']);

    await act(() => vi.advanceTimersByTimeAsync(HOUR));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('ScrollAnimations', () => {
  let observed: { element: Element; rootMargin: string }[];

  beforeEach(() => {
    observed = [];
    vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(
          _callback: unknown,
          private readonly options: { rootMargin: string },
        ) {}
        observe(element: Element) {
          observed.push({ element, rootMargin: this.options.rootMargin });
        }
        unobserve() {}
        disconnect() {}
        takeRecords() {
          return [];
        }
      },
    );
  });

  it('animates with the defaults (400 ms, no delay, ease, 120 px before the fold) and picks up content added later', async () => {
    const first = document.body.appendChild(Object.assign(document.createElement('div'), { id: 'first' }));
    first.dataset.animate = 'fade-up';
    render(<ScrollAnimations />);

    expect(document.documentElement).toHaveAttribute('data-animations');
    expect(first.style.getPropertyValue('--animate-duration')).toBe('400ms');
    expect(first.style.getPropertyValue('--animate-delay')).toBe('0ms');
    expect(first.style.getPropertyValue('--animate-easing')).toBe('ease');
    expect(observed).toEqual([{ element: first, rootMargin: '0px 0px -120px 0px' }]);

    vi.useFakeTimers();
    const late = document.body.appendChild(document.createElement('div'));
    late.dataset.animate = 'fade-in';
    late.dataset.animateDelay = '200';
    await vi.advanceTimersByTimeAsync(0); // the mutation is seen, the rescan waits for quiet
    expect(late).not.toHaveAttribute('data-animate-bound');
    await vi.advanceTimersByTimeAsync(50);
    expect(late).toHaveAttribute('data-animate-bound');
    expect(late.style.getPropertyValue('--animate-delay')).toBe('200ms');
  });
});
