import { LanguageSwitcher } from '@/features/site-shell/LanguageSwitcher';

/**
 * The header's language switch of every page whose URL in the other locale
 * the route itself gives (same params, the other template). Pages whose
 * records have their own slug per locale have a page in this slot (ADR 0064).
 */
export default function DefaultLanguageSwitch() {
  return <LanguageSwitcher />;
}
