'use client';

import { useTranslations } from 'next-intl';
import { Icon } from '@/components/icons/icons';
import {
  isFavourite,
  readFavourites,
  restoreFavourites,
  toggleFavourite,
  type FavouriteKind,
} from './model/favourites-store';
import { useFavourites } from './use-favourites';
import styles from './FavouriteButton.module.css';

export interface FavouriteButtonProps {
  kind: FavouriteKind;
  id: string;
  /** the store's, restaurant's or offer's name, for the label and the toast */
  name: string;
  /** 'icon' on cards, 'labelled' (heart and words) on detail pages */
  variant?: 'icon' | 'labelled';
}

/**
 * The heart: a toggle button (`aria-pressed`) named for the place, so a screen reader says "Favoritar Casa
 * Aroeira, toggle button, pressed". Before hydration it is drawn unpressed and disabled: the cached HTML
 * cannot know this device's favourites. A toast confirms, with an undo that puts the list back.
 */
export function FavouriteButton({ kind, id, name, variant = 'icon' }: FavouriteButtonProps) {
  const t = useTranslations('favourites.button');
  const list = useFavourites();
  const pressed = list ? isFavourite(list, kind, id) : false;
  const toggle = () => {
    const before = readFavourites();
    const added = toggleFavourite(kind, id);
    // the toast's code (and sonner's) loads with the first change, not with every card on every page
    void import('./favourite-toast').then(({ notifyFavourite }) =>
      notifyFavourite(t(added ? 'added' : 'removed', { name }), t('undo'), () => restoreFavourites(before)),
    );
  };
  return (
    <button
      type="button"
      className={styles.button}
      data-variant={variant}
      aria-pressed={pressed}
      aria-label={variant === 'icon' ? t('toggle', { name }) : undefined}
      disabled={list === null}
      onClick={toggle}
      data-favourite-button=""
    >
      <Icon name="heart" size={22} className={styles.heart} />
      {variant === 'labelled' ? <span>{t('label')}</span> : null}
    </button>
  );
}
