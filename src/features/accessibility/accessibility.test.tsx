// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { preloadLaterMessages } from '@/i18n/later/LaterMessages';
import { renderWithIntl } from '@/test-support/render-with-intl';
import { CONTRAST_BOOT_SCRIPT, CONTRAST_STORAGE_KEY } from './contrast-preference';
import { ContrastToggle } from './ContrastToggle';
import { SkipLinks } from './SkipLinks';
import { TextSizeHelp } from './TextSizeHelp';

afterEach(cleanup);
// the texts some parts load on demand (ADR 0095), loaded ahead as a hover does: the parts then render at once
beforeAll(() => Promise.all([preloadLaterMessages('pt'), preloadLaterMessages('en')]));

function clearContrast() {
  document.documentElement.removeAttribute('data-contrast');
  window.localStorage.clear();
  document.cookie = 'contrast=; Max-Age=0; Path=/';
}

describe('SkipLinks', () => {
  it('are the first stops of the tab order and point at the layout targets with eMAG keys', async () => {
    renderWithIntl(
      <>
        <SkipLinks />
        <button type="button">Depois dos atalhos</button>
      </>,
      'pt',
    );
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('link', { name: /Ir para o conteúdo/ })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: /Ir para o menu/ })).toHaveFocus();
    const links = screen.getAllByRole('link').slice(0, 4);
    expect(links.map((l) => [l.getAttribute('href'), l.getAttribute('accesskey')])).toEqual([
      ['#conteudo', '1'],
      ['#navegacao', '2'],
      ['#busca', '3'],
      ['#rodape', '4'],
    ]);
  });

  it('are translated in English', () => {
    renderWithIntl(<SkipLinks />, 'en');
    expect(screen.getByRole('link', { name: /Skip to content/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Skip to footer/ })).toBeInTheDocument();
  });
});

describe('ContrastToggle', () => {
  beforeEach(clearContrast);

  it('switches the high-contrast theme on and off and remembers it', async () => {
    renderWithIntl(<ContrastToggle />, 'pt');
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Alto contraste' });
    expect(button).toHaveAttribute('aria-pressed', 'false');

    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement).toHaveAttribute('data-contrast', 'high');
    expect(window.localStorage.getItem(CONTRAST_STORAGE_KEY)).toBe('high');
    expect(document.cookie).toContain('contrast=high');

    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(document.documentElement).not.toHaveAttribute('data-contrast');
    expect(window.localStorage.getItem(CONTRAST_STORAGE_KEY)).toBe('normal');
  });

  it('shows as pressed when the boot script already applied high contrast', () => {
    document.documentElement.setAttribute('data-contrast', 'high');
    renderWithIntl(<ContrastToggle />, 'en');
    expect(screen.getByRole('button', { name: 'High contrast' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('contrast boot script', () => {
  beforeEach(clearContrast);
  const boot = () => new Function(CONTRAST_BOOT_SCRIPT)();

  it('applies a remembered high-contrast choice before the app runs', () => {
    window.localStorage.setItem(CONTRAST_STORAGE_KEY, 'high');
    boot();
    expect(document.documentElement).toHaveAttribute('data-contrast', 'high');
  });

  it('falls back to the cookie when storage has nothing', () => {
    document.cookie = 'contrast=high; Path=/';
    boot();
    expect(document.documentElement).toHaveAttribute('data-contrast', 'high');
  });

  it('lets localStorage win over an older cookie', () => {
    document.cookie = 'contrast=high; Path=/';
    window.localStorage.setItem(CONTRAST_STORAGE_KEY, 'normal');
    boot();
    expect(document.documentElement).not.toHaveAttribute('data-contrast');
  });
});

describe('TextSizeHelp', () => {
  it('opens a box that teaches the zoom shortcuts and closes on Escape', async () => {
    renderWithIntl(<TextSizeHelp />, 'pt');
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Tamanho do texto' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const note = screen.getByRole('note', { name: 'Tamanho do texto' });
    expect(note).toBeVisible();
    // the help's texts load when it opens (ADR 0095)
    await expect.poll(() => note.textContent).toContain('Ctrl + +');
    expect(note).toHaveTextContent('⌘ + −');
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('has no help text before it opens, so a page carries none of it (ADR 0095)', () => {
    const { container } = renderWithIntl(<TextSizeHelp />, 'pt');
    const note = container.querySelector('[role="note"]');
    expect(note).toHaveAttribute('hidden');
    expect(note).toBeEmptyDOMElement();
  });

  it('speaks of pinch-zoom first on a touch screen, and says the site has no control of its own', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query.includes('coarse'),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    })) as unknown as typeof window.matchMedia;
    try {
      renderWithIntl(<TextSizeHelp />, 'en');
      await userEvent.setup().click(screen.getByRole('button', { name: 'Text size' }));
      const note = screen.getByRole('note', { name: 'Text size' });
      await expect.poll(() => note.querySelector('p')?.textContent).toMatch(/pinch/);
      // a phone may have a keyboard: the shortcut comes after
      expect(note).toHaveTextContent('Ctrl');
      expect(note).toHaveTextContent('no text-size control of its own');
    } finally {
      window.matchMedia = original;
    }
  });
});
