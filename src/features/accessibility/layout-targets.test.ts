// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { accessKeyTarget, focusLayoutTarget } from './layout-targets';

const key = (code: string, mods: Partial<Record<'altKey' | 'ctrlKey' | 'metaKey', boolean>> = {}) => ({
  key: code.replace('Digit', ''),
  code,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  ...mods,
});

describe('eMAG access keys', () => {
  it('maps Alt+1…4 to content, menu, search and footer', () => {
    expect(accessKeyTarget(key('Digit1', { altKey: true }))).toBe('content');
    expect(accessKeyTarget(key('Digit2', { altKey: true }))).toBe('navigation');
    expect(accessKeyTarget(key('Digit3', { altKey: true }))).toBe('search');
    expect(accessKeyTarget(key('Digit4', { altKey: true }))).toBe('footer');
  });

  it('ignores digits without Alt, with Ctrl or ⌘, and other digits', () => {
    expect(accessKeyTarget(key('Digit1'))).toBeNull();
    expect(accessKeyTarget(key('Digit1', { altKey: true, ctrlKey: true }))).toBeNull();
    expect(accessKeyTarget(key('Digit1', { altKey: true, metaKey: true }))).toBeNull();
    expect(accessKeyTarget(key('Digit5', { altKey: true }))).toBeNull();
  });

  it('moves focus to the target element', () => {
    document.body.innerHTML = '<main id="conteudo" tabindex="-1"></main><input id="busca">';
    focusLayoutTarget('search');
    expect(document.activeElement?.id).toBe('busca');
    focusLayoutTarget('content');
    expect(document.activeElement?.id).toBe('conteudo');
  });
});
