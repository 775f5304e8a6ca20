'use client';

import { useTranslations } from 'next-intl';
import { openConsentSettings } from './model/consent-store';

/** The footer's way back to the cookie choice. */
export function ConsentSettingsButton({ className }: { className?: string }) {
  const t = useTranslations('consent');
  return (
    <button type="button" className={className} onClick={openConsentSettings}>
      {t('settings')}
    </button>
  );
}
