import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { cache, type ReactNode } from 'react';
import { pickMessages } from './pick-messages';

/**
 * One object per set of namespaces and request: two providers with the same texts (the footer's newsletter form
 * and the home page's) then hand React the same object, which the payload writes once and refers to after.
 */
const pickedMessages = cache(async (namespaceList: string) =>
  pickMessages(await getMessages(), namespaceList.split(',')),
);

/**
 * Gives the client components below it the message namespaces they use, and
 * only those: the messages a provider holds are serialised into the page's
 * payload. Wrap each client island at its server parent; a nested provider
 * replaces the outer one's messages, it does not add to them. Every screen's
 * end-to-end test fails on a missing message (e2e/routes.spec.ts).
 */
export async function ClientMessages({ namespaces, children }: { namespaces: readonly string[]; children: ReactNode }) {
  return (
    <NextIntlClientProvider messages={await pickedMessages(namespaces.join(','))}>{children}</NextIntlClientProvider>
  );
}
