'use client';

import { useEffect, useRef } from 'react';
import { Link } from '@/i18n/navigation';
import type { AppHref } from './types';

interface LoadMoreAnchorProps {
  href: AppHref | null;
  shown: number;
  className: string | undefined;
  focusNewItem?: string;
  onLoadMore?: () => void;
  children: string;
}

/**
 * The link of `LoadMoreLink`: the part that needs the browser (focus after the
 * list grows, in-place loading). It stays mounted when there is no next page
 * (href null, nothing rendered) so that loading the last page still moves focus.
 */
export function LoadMoreAnchor({ href, shown, className, focusNewItem, onLoadMore, children }: LoadMoreAnchorProps) {
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || shown <= from || !focusNewItem) return;
    focusFrom.current = null;
    document.querySelectorAll<HTMLElement>(focusNewItem)[from]?.focus();
  }, [shown, focusNewItem]);

  if (!href) return null;
  return (
    <Link
      href={href}
      scroll={false}
      className={className}
      onClick={(event) => {
        focusFrom.current = shown;
        if (onLoadMore) {
          event.preventDefault();
          onLoadMore();
        }
      }}
    >
      {children}
    </Link>
  );
}
