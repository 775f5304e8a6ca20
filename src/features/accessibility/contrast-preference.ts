/**
 * The visitor's contrast choice: kept in localStorage (survives cookie
 * clearing) and in a cookie (so it can be read on the server later), and
 * applied to `<html data-contrast>` by an inline script before first paint.
 */
export type ContrastMode = 'normal' | 'high';

export const CONTRAST_STORAGE_KEY = 'jacaranda-contrast';
export const CONTRAST_COOKIE = 'contrast';
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

export function readContrast(doc: Document = document): ContrastMode {
  return doc.documentElement.getAttribute('data-contrast') === 'high' ? 'high' : 'normal';
}

/**
 * The theme changes at once, like a light switch: with transitions on, every
 * colour would fade through half-contrast in-between shades (and axe, sampling
 * mid-fade, found the header's wordmark below AA). Transitions are off while
 * the new colours are computed, then back on for hovers and menus.
 */
function withoutTransitions(doc: Document, change: () => void): void {
  const root = doc.documentElement;
  root.setAttribute('data-theme-switching', '');
  change();
  // reading a computed style flushes the new colours while transitions are off
  void doc.defaultView?.getComputedStyle(root).color;
  root.removeAttribute('data-theme-switching');
}

export function applyContrast(mode: ContrastMode, doc: Document = document): void {
  withoutTransitions(doc, () => {
    if (mode === 'high') doc.documentElement.setAttribute('data-contrast', 'high');
    else doc.documentElement.removeAttribute('data-contrast');
  });
  try {
    window.localStorage.setItem(CONTRAST_STORAGE_KEY, mode);
  } catch {
    // Storage can be disabled (private modes); the cookie still remembers.
  }
  doc.cookie = `${CONTRAST_COOKIE}=${mode}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax`;
}

/**
 * Inline in `<head>`, before any stylesheet paints: a plain ES5 string so it
 * runs without the bundle. localStorage wins over the cookie; anything
 * unexpected leaves the normal theme.
 */
export const CONTRAST_BOOT_SCRIPT = `(function(){try{var v=null;try{v=window.localStorage.getItem(${JSON.stringify(
  CONTRAST_STORAGE_KEY,
)})}catch(e){}if(v!=='high'&&v!=='normal'){var m=document.cookie.match(/(?:^|; )${CONTRAST_COOKIE}=(high|normal)(?:;|$)/);v=m?m[1]:null}if(v==='high'){document.documentElement.setAttribute('data-contrast','high')}}catch(e){}})();`;
