import { NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import en from '../../../messages/en.json';
import pt from '../../../messages/pt.json';
import { pickMessages } from '@/i18n/pick-messages';
import { OFFER_STATE_BADGE_MESSAGES } from './offer-state-messages';
import { OfferStateBadge } from './OfferStateBadge';

const ONE_DAY = { startsAt: '2026-11-19T10:00:00-03:00', endsAt: '2026-11-19T22:00:00-03:00' };
const TWO_WEEKS = { startsAt: '2026-11-16T10:00:00-03:00', endsAt: '2026-11-29T22:00:00-03:00' };

/** The badge as a cached page's HTML has it, rendered on the server: the time is not known there. */
function pending(locale: 'pt' | 'en', offer: typeof ONE_DAY) {
  const html = renderToStaticMarkup(
    <NextIntlClientProvider
      locale={locale}
      timeZone="America/Sao_Paulo"
      messages={pickMessages(locale === 'pt' ? pt : en, OFFER_STATE_BADGE_MESSAGES)}
    >
      <OfferStateBadge offer={offer} />
    </NextIntlClientProvider>,
  );
  expect(html).toContain('data-state="pending"');
  return { textContent: html.replace(/<[^>]+>/g, '') };
}

describe('an offer’s badge before the time is known', () => {
  it('says a one-day offer’s day once, in both locales', () => {
    expect(pending('pt', ONE_DAY)?.textContent).toBe('19 de nov.');
    expect(pending('en', ONE_DAY)?.textContent).toBe('19 Nov');
  });

  it('gives a longer offer its first and last day', () => {
    expect(pending('pt', TWO_WEEKS)?.textContent).toBe('16 de nov. a 29 de nov.');
    expect(pending('en', TWO_WEEKS)?.textContent).toBe('16 Nov to 29 Nov');
  });
});
