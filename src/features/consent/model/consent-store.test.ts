// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  CONSENT_BOOT_SCRIPT,
  CONSENT_CHOICE_ATTRIBUTE,
  CONSENT_DECIDED_ATTRIBUTE,
  CONSENT_STORAGE_KEY,
  onConsentChange,
  readConsent,
  writeConsent,
} from './consent-store';

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute(CONSENT_DECIDED_ATTRIBUTE);
  document.documentElement.removeAttribute('data-hydrated');
  document.body.replaceChildren();
});

describe('the cookie choice', () => {
  it('is unknown until the visitor decides, then remembered', () => {
    expect(readConsent()).toBeNull();
    writeConsent(false, new Date('2026-11-23T10:00:00Z'));
    expect(readConsent()).toEqual({ version: 1, analytics: false, decidedAt: '2026-11-23T10:00:00.000Z' });
  });

  it('tells the page when it changes', () => {
    const seen: boolean[] = [];
    const stop = onConsentChange((c) => seen.push(c.analytics));
    writeConsent(true);
    writeConsent(false);
    stop();
    writeConsent(true);
    expect(seen).toEqual([true, false]);
  });

  it('treats anything unreadable as no choice yet', () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, '{"analytics":"yes"}');
    expect(readConsent()).toBeNull();
    window.localStorage.setItem(CONSENT_STORAGE_KEY, 'not json');
    expect(readConsent()).toBeNull();
  });
});

describe('the boot script that hides the server-rendered bar before first paint', () => {
  const boot = () => new Function(CONSENT_BOOT_SCRIPT)();
  const decided = () => document.documentElement.hasAttribute(CONSENT_DECIDED_ATTRIBUTE);

  it('marks the page once a choice is stored, whichever it was', () => {
    boot();
    expect(decided()).toBe(false);
    writeConsent(false);
    boot();
    expect(decided()).toBe(true);
  });

  it('agrees with readConsent: an unreadable choice leaves the bar showing', () => {
    for (const stored of ['{"analytics":"yes"}', 'not json', '{"version":2,"analytics":true,"decidedAt":"x"}']) {
      window.localStorage.setItem(CONSENT_STORAGE_KEY, stored);
      boot();
      expect(decided()).toBe(readConsent() !== null);
    }
  });
});

describe('a tap on the bar before the page has hydrated', () => {
  // one boot per page: its click listener stays for the file's other tests, as on a page
  new Function(CONSENT_BOOT_SCRIPT)();
  const bar = () => {
    document.body.innerHTML = `<section><button ${CONSENT_CHOICE_ATTRIBUTE}="reject"><span>Recusar</span></button><button ${CONSENT_CHOICE_ATTRIBUTE}="accept">Aceitar</button><a href="#">Política</a></section>`;
    return {
      reject: document.querySelector('span')!,
      accept: document.querySelector(`[${CONSENT_CHOICE_ATTRIBUTE}="accept"]`)! as HTMLElement,
      link: document.querySelector('a')!,
    };
  };
  const decided = () => document.documentElement.hasAttribute(CONSENT_DECIDED_ATTRIBUTE);

  it('stores the choice as the bar would, and hides the bar at once', () => {
    const { accept, reject, link } = bar();
    link.click();
    expect(readConsent()).toBeNull();
    expect(decided()).toBe(false);
    accept.click();
    expect(readConsent()?.analytics).toBe(true);
    expect(decided()).toBe(true);
    // a tap on the label inside the button counts too
    reject.click();
    expect(readConsent()?.analytics).toBe(false);
  });

  it('leaves the choice to the bar once the page has hydrated', () => {
    const { accept } = bar();
    document.documentElement.setAttribute('data-hydrated', '');
    accept.click();
    expect(readConsent()).toBeNull();
    expect(decided()).toBe(false);
  });
});
