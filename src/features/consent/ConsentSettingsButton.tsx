'use client';

import { useLocale, useTranslations } from 'next-intl';
import { preloadConsentChoices } from './ConsentBanner';
import { openConsentSettings } from './model/consent-store';

/** The footer's way back to the cookie choice. */
export function ConsentSettingsButton({ className }: { className?: string }) {
  const t = useTranslations('consent');
  // the bar opens with its categories, whose texts load on demand (ADR 0095)
  const locale = useLocale();
  const preload = () => preloadConsentChoices(locale);
  return (
    <button
      type="button"
      className={className}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={openConsentSettings}
    >
      {t('settings')}
    </button>
  );
}
