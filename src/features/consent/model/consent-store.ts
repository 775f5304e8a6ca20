/**
 * The visitor's cookie choice (LGPD): kept in this browser only, never sent
 * to the server (cached pages stay the same for everyone). Necessary storage
 * needs no consent; analytics runs only once it is given.
 */
export const CONSENT_STORAGE_KEY = 'jacaranda-consent';
const CHANGE_EVENT = 'jacaranda:consent-change';
const OPEN_EVENT = 'jacaranda:consent-open';

export interface ConsentChoice {
  version: 1;
  analytics: boolean;
  decidedAt: string;
}

/** Set on `<html>` by the boot script when a choice is stored, so the server-rendered bar is hidden before first paint. */
export const CONSENT_DECIDED_ATTRIBUTE = 'data-consent-decided';

/** On the bar's "reject all" and "accept all" buttons: the choice each one stores, read before hydration too. */
export const CONSENT_CHOICE_ATTRIBUTE = 'data-consent-choice';
export type QuickChoice = 'reject' | 'accept';

/**
 * Inline in `<head>`, before the body paints: a plain ES5 string that runs
 * without the bundle. The bar is in every page's server HTML (a cached page is
 * the same for everyone), so a visitor who already chose must never see it
 * flash; the same checks as `readConsent`, anything unexpected shows the bar.
 *
 * It also takes a tap on "reject all" or "accept all" made before the page has
 * hydrated, which React would not see: the choice is stored as `writeConsent`
 * stores it and the bar hides at once. Once hydrated (`<html data-hydrated>`),
 * the bar's own handlers decide, and the analytics read the stored choice when
 * they start.
 */
export const CONSENT_BOOT_SCRIPT = `(function(){var d=document.documentElement,k=${JSON.stringify(
  CONSENT_STORAGE_KEY,
)},m=${JSON.stringify(CONSENT_DECIDED_ATTRIBUTE)};try{var c=JSON.parse(window.localStorage.getItem(k));if(c&&c.version===1&&typeof c.analytics==='boolean'&&typeof c.decidedAt==='string'){d.setAttribute(m,'')}}catch(e){}document.addEventListener('click',function(e){if(d.hasAttribute('data-hydrated')||!e.target||!e.target.closest)return;var b=e.target.closest('[${CONSENT_CHOICE_ATTRIBUTE}]');if(!b)return;try{window.localStorage.setItem(k,JSON.stringify({version:1,analytics:b.getAttribute('${CONSENT_CHOICE_ATTRIBUTE}')==='accept',decidedAt:new Date().toISOString()}))}catch(x){}d.setAttribute(m,'')})})();`;

export function readConsent(storage: Pick<Storage, 'getItem'> = window.localStorage): ConsentChoice | null {
  try {
    const value = JSON.parse(storage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as Partial<ConsentChoice> | null;
    return value && value.version === 1 && typeof value.analytics === 'boolean' && typeof value.decidedAt === 'string'
      ? (value as ConsentChoice)
      : null;
  } catch {
    return null;
  }
}

export function writeConsent(analytics: boolean, now = new Date()): ConsentChoice {
  const choice: ConsentChoice = { version: 1, analytics, decidedAt: now.toISOString() };
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(choice));
  } catch {
    // private mode without storage: the choice holds for this page only
  }
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: choice }));
  return choice;
}

export function onConsentChange(listener: (choice: ConsentChoice) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<ConsentChoice>).detail);
  window.addEventListener(CHANGE_EVENT, handler);
  return () => window.removeEventListener(CHANGE_EVENT, handler);
}

/** The footer's "cookie preferences" asks the banner to open again. */
export function openConsentSettings(): void {
  window.dispatchEvent(new Event(OPEN_EVENT));
}

export function onConsentSettingsOpen(listener: () => void): () => void {
  window.addEventListener(OPEN_EVENT, listener);
  return () => window.removeEventListener(OPEN_EVENT, listener);
}
