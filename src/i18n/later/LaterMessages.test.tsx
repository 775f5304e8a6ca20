// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider, useTranslations, type AbstractIntlMessages } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.resetModules();
  vi.doUnmock('./load-locale-messages');
});

/** LaterMessages with the locale's texts arriving when the test says, and how often they were asked for. */
async function withControlledLoad() {
  let arrive: (messages: AbstractIntlMessages) => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<AbstractIntlMessages>((resolve) => {
        arrive = resolve;
      }),
  );
  vi.doMock('./load-locale-messages', () => ({ loadLocaleMessages: load }));
  const later = await import('./LaterMessages');
  return { ...later, load, arrive: (messages: AbstractIntlMessages) => act(async () => arrive(messages)) };
}

function Texts() {
  const t = useTranslations('consent');
  const nav = useTranslations('layout.nav');
  return (
    <p>
      {t('save')} · {nav('home')}
    </p>
  );
}

describe('LaterMessages', () => {
  it('shows its fallback until the texts arrive, then its children with them and the texts around it', async () => {
    const { LaterMessages, arrive, load } = await withControlledLoad();
    // awaited: React retries a suspended part only from an awaited act in a test
    await act(async () =>
      render(
        <NextIntlClientProvider
          locale="en"
          messages={{ layout: { nav: { home: 'Home' } } }}
          timeZone="America/Sao_Paulo"
        >
          <LaterMessages namespaces={['consent']} fallback={<p>Loading…</p>}>
            <Texts />
          </LaterMessages>
        </NextIntlClientProvider>,
      ),
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('en');
    await arrive({ consent: { save: 'Save my choice' }, other: { unused: 'x' } });
    expect(await screen.findByText('Save my choice · Home')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('asks once per locale, and shows at once what a hover loaded ahead', async () => {
    const { LaterMessages, preloadLaterMessages, arrive, load } = await withControlledLoad();
    const preloaded = preloadLaterMessages('pt');
    await arrive({ consent: { save: 'Salvar escolha' } });
    await preloaded;
    render(
      <NextIntlClientProvider
        locale="pt"
        messages={{ layout: { nav: { home: 'Início' } } }}
        timeZone="America/Sao_Paulo"
      >
        <LaterMessages namespaces={['consent']} fallback={<p>Carregando…</p>}>
          <Texts />
        </LaterMessages>
      </NextIntlClientProvider>,
    );
    expect(screen.getByText('Salvar escolha · Início')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
