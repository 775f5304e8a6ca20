'use client';

import { NextIntlClientProvider, useLocale, useMessages, useTimeZone, type AbstractIntlMessages } from 'next-intl';
import { Suspense, use, useMemo, type ReactNode } from 'react';
import { mergeMessages, pickMessages } from '../pick-messages';
import { loadLocaleMessages } from './load-locale-messages';

/** A load React's `use` can read at once when it has ended: it looks for `status` and `value` on the promise. */
type TrackedLoad = Promise<AbstractIntlMessages> & { status?: 'fulfilled'; value?: AbstractIntlMessages };

const loading = new Map<string, TrackedLoad>();

function localeMessages(locale: string): TrackedLoad {
  let load = loading.get(locale);
  if (!load) {
    const started: TrackedLoad = loadLocaleMessages(locale);
    started.then(
      (value) => {
        // texts loaded ahead (a hover, a focus) then show with no fallback in between
        started.status = 'fulfilled';
        started.value = value;
      },
      // a failed load (offline before the worker kept the chunk) is tried again the next time
      () => loading.delete(locale),
    );
    loading.set(locale, started);
    load = started;
  }
  return load;
}

/** Loads a locale's texts ahead of the part that needs them (`laterPart`'s `preload`, on a hover or a focus). */
export async function preloadLaterMessages(locale: string): Promise<void> {
  await localeMessages(locale);
}

function WithLaterMessages({ namespaces, children }: { namespaces: readonly string[]; children: ReactNode }) {
  const locale = useLocale();
  const timeZone = useTimeZone();
  const current = useMessages();
  const all = use<AbstractIntlMessages>(localeMessages(locale) as Promise<AbstractIntlMessages>);
  const messages = useMemo(() => mergeMessages(current, pickMessages(all, namespaces)), [current, all, namespaces]);
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}

/**
 * Texts that no first paint needs, kept out of every page's payload (issue 21, ADR 0095): the children get
 * `namespaces` besides the texts around them once the locale's texts have loaded, and `fallback` until then.
 * For what the browser renders: on the server the children would wait in a streamed Suspense segment, hidden
 * without JavaScript, so a screen the server renders gets its texts from a server provider instead (the 404 and
 * outage pages). `namespaces` should be a constant: it keys the merged texts.
 */
export function LaterMessages({
  namespaces,
  fallback = null,
  children,
}: {
  namespaces: readonly string[];
  fallback?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      <WithLaterMessages namespaces={namespaces}>{children}</WithLaterMessages>
    </Suspense>
  );
}
