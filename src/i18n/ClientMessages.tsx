import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickMessages } from './pick-messages';

/**
 * Gives the client components below it the message namespaces they use, and
 * only those: the messages a provider holds are serialised into the page's
 * payload. Wrap each client island at its server parent; a nested provider
 * replaces the outer one's messages, it does not add to them. Every screen's
 * end-to-end test fails on a missing message (e2e/routes.spec.ts).
 */
export async function ClientMessages({ namespaces, children }: { namespaces: readonly string[]; children: ReactNode }) {
  const messages = await getMessages();
  return <NextIntlClientProvider messages={pickMessages(messages, namespaces)}>{children}</NextIntlClientProvider>;
}
