'use client';

import { useTranslations } from 'next-intl';
import { LaterMessages } from '@/i18n/later/LaterMessages';
import styles from './ConsentBanner.module.css';

/** The categories' texts load when the visitor asks to choose (ADR 0095); the bar's own are on the page. */
const CHOICE_TEXTS = ['categories', 'necessary', 'necessaryText', 'analytics', 'analyticsText', 'save'].map(
  (key) => `consent.${key}`,
);

interface CategoriesProps {
  analytics: boolean;
  onAnalyticsChange: (analytics: boolean) => void;
}

/** The consent bar's categories, one by one: loaded, with their texts, when the visitor asks to choose. */
export function ConsentCategories(props: CategoriesProps) {
  return (
    <LaterMessages namespaces={CHOICE_TEXTS}>
      <Categories {...props} />
    </LaterMessages>
  );
}

/** "Save my choice", beside the bar's other buttons while the visitor chooses. */
export function SaveChoiceButton({ onClick }: { onClick: () => void }) {
  return (
    <LaterMessages namespaces={CHOICE_TEXTS}>
      <SaveButton onClick={onClick} />
    </LaterMessages>
  );
}

function Categories({ analytics, onAnalyticsChange }: CategoriesProps) {
  const t = useTranslations('consent');
  return (
    <fieldset className={styles.categories}>
      <legend className="visually-hidden">{t('categories')}</legend>
      <label className={styles.category}>
        <input type="checkbox" checked disabled />
        <span>
          <strong>{t('necessary')}</strong> {t('necessaryText')}
        </span>
      </label>
      <label className={styles.category}>
        <input type="checkbox" checked={analytics} onChange={(e) => onAnalyticsChange(e.currentTarget.checked)} />
        <span>
          <strong>{t('analytics')}</strong> {t('analyticsText')}
        </span>
      </label>
    </fieldset>
  );
}

function SaveButton({ onClick }: { onClick: () => void }) {
  const t = useTranslations('consent');
  return (
    <button type="button" className={styles.secondary} onClick={onClick}>
      {t('save')}
    </button>
  );
}
