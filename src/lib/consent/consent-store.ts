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

export function readConsent(storage: Pick<Storage, 'getItem'> = window.localStorage): ConsentChoice | null {
  try {
    const value = JSON.parse(storage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as Partial<ConsentChoice> | null;
    return value && value.version === 1 && typeof value.analytics === 'boolean' && typeof value.decidedAt === 'string' ? (value as ConsentChoice) : null;
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
