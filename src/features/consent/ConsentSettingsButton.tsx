'use client';

import { useTranslations } from 'next-intl';
import { usePreloadOn } from '@/i18n/later/later-part';
import { consentChoices } from './ConsentBanner';
import { openConsentSettings } from './model/consent-store';

/** The footer's way back to the cookie choice. */
export function ConsentSettingsButton({ className }: { className?: string }) {
  const t = useTranslations('consent');
  // the bar opens with its categories, whose texts load on demand (ADR 0095)
  const preloadOn = usePreloadOn(consentChoices);
  return (
    <button type="button" className={className} {...preloadOn} onClick={openConsentSettings}>
      {t('settings')}
    </button>
  );
}
