import type { AppLocale } from '@/i18n/routing';
import type messages from '../messages/pt.json';

// Types every `useTranslations` / `getTranslations` key from the Portuguese file.
declare module 'next-intl' {
  interface AppConfig {
    Locale: AppLocale;
    Messages: typeof messages;
  }
}
