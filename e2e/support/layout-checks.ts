import type { Page } from '@playwright/test';

/**
 * Checks of what a visitor sees of text and targets, run in the page: words split across two lines, text that
 * does not fit its box (cut off with an ellipsis or spilling out), and tap targets smaller than 44 px.
 */

/**
 * Words drawn on two lines ("Estaciona/mento", an e-mail address split inside a name), in the visible text under
 * `selector`. A word is what lies between spaces and the places where a line may break by itself (a hyphen, a
 * slash, a dash), and an e-mail's parts between "@" and ".": breaking there is allowed, inside is not.
 */
export function brokenWords(page: Page, selector = 'body', firstViewportOnly = false): Promise<string[]> {
  return page.evaluate(
    ({ selector, firstViewportOnly }) => {
      const broken: string[] = [];
      const root = document.querySelector(selector);
      if (!root) return broken;
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        const parent = node.parentElement;
        if (!parent || !text.trim()) continue;
        if (parent.closest('script, style, noscript, [hidden], [aria-hidden="true"] svg, .visually-hidden')) continue;
        const style = getComputedStyle(parent);
        if (style.visibility === 'hidden' || style.display === 'none' || style.opacity === '0') continue;
        for (const match of text.matchAll(/[^\s\-/–—@.·|,;:()]+/g)) {
          if (match[0].length < 4) continue;
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
          if (rects.length === 0) continue;
          if (firstViewportOnly && rects[0]!.top > window.innerHeight) continue;
          const lines = new Set(rects.map((r) => Math.round(r.top)));
          if (lines.size > 1) broken.push(`${match[0]} (in “${text.trim().slice(0, 60)}”)`);
        }
      }
      return broken;
    },
    { selector, firstViewportOnly },
  );
}

/**
 * Elements in the first screenful whose content does not fit them: text cut off by an ellipsis or spilling out of
 * its box. Boxes meant to scroll sideways (a row of chips, a day strip) are not counted.
 */
export function overflowingInFirstViewport(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || rect.top >= window.innerHeight || rect.bottom <= 0) continue;
      if (el.closest('svg, [hidden], .visually-hidden, script, style')) continue;
      // the breadcrumb's last step is the page's own title, written in full in the heading right under it
      if (el.matches('nav ol [aria-current="page"]')) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden') continue;
      const scrolls = ['auto', 'scroll'].includes(style.overflowX);
      if (scrolls) continue;
      const hasOwnText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      if (!hasOwnText) continue;
      const name = `${el.tagName.toLowerCase()} “${el.textContent?.trim().slice(0, 50)}”`;
      // 1 px of rounding
      if (style.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1) {
        found.push(`${name} cut off (${el.scrollWidth} > ${el.clientWidth})`);
        continue;
      }
      // the text itself, not a larger invisible tap area (a pseudo-element) or a positioned child; and out of the
      // button or link it names, which its own box can overflow too (a tab's label wider than the tab)
      const control = el.parentElement?.closest<HTMLElement>('button, a, [role="tab"]');
      const controlRect = control?.getBoundingClientRect() ?? null;
      for (const node of el.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const rects = [...range.getClientRects()];
        const outOf = (box: DOMRect) => rects.some((r) => r.right > box.right + 1 || r.left < box.left - 1);
        if (outOf(rect)) found.push(`${name} spills out`);
        else if (controlRect && outOf(controlRect))
          found.push(`${name} spills out of its ${control!.tagName.toLowerCase()}`);
      }
    }
    return found;
  });
}

/**
 * The size of the area that answers a tap on each element matching `selector`: probed with elementFromPoint from
 * the element's centre outwards, so a larger hit area (padding, a pseudo-element) counts as much as the box. Each
 * element is scrolled into view first; hidden ones are skipped.
 */
export function tapTargets(page: Page, selector: string): Promise<{ name: string; width: number; height: number }[]> {
  return page.evaluate(async (selector) => {
    const out: { name: string; width: number; height: number }[] = [];
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      if (el.getClientRects().length === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      el.scrollIntoView({ block: 'center', inline: 'center' });
      await frame();
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const cx = rect.left + rect.width / 2;
      const cy = rect.top + rect.height / 2;
      const hits = (x: number, y: number) => {
        const at = document.elementFromPoint(x, y);
        return !!at && (at === el || el.contains(at));
      };
      if (!hits(cx, cy)) continue; // covered by something else at rest: not this check's business
      const reach = (dx: number, dy: number) => {
        let d = 0;
        while (d < 40 && hits(cx + dx * (d + 1), cy + dy * (d + 1))) d++;
        return d;
      };
      out.push({
        name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40) || el.outerHTML.slice(0, 60),
        width: reach(-1, 0) + reach(1, 0) + 1,
        height: reach(0, -1) + reach(0, 1) + 1,
      });
    }
    window.scrollTo(0, 0);
    return out;
  }, selector);
}
