// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { NextIntlClientProvider, type Messages } from 'next-intl';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MallHoursInput, PlaceHoursInput } from '@/lib/opening-hours/open-status';
import { mallInstant } from '@/lib/time/mall-clock';
import { OpenStatusBadge } from './OpenStatusBadge';

const messages = JSON.parse(readFileSync(`${process.cwd()}/messages/pt.json`, 'utf8')) as Messages;
const week = { open: '10:00', close: '22:00' };
const mall: MallHoursInput = {
  sectorHours: { stores: { mon: [week], tue: [week], wed: [week], thu: [week], fri: [week], sat: [week] } },
  holidays: [],
};
const store: PlaceHoursInput = { sector: 'stores', hoursSource: 'sector', opensOnOptionalHolidays: false };
// Monday 16 Nov 2026, 21:59:30 in São Paulo
const serverAt = new Date(mallInstant('2026-11-16', 21 * 60 + 59).getTime() + 30_000);

const badge = (at: Date) => (
  <NextIntlClientProvider locale="pt" messages={messages} timeZone="America/Sao_Paulo">
    <OpenStatusBadge place={store} mall={mall} at={at.toISOString()} showNextChange />
  </NextIntlClientProvider>
);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('OpenStatusBadge', () => {
  it('renders the server instant’s status, whatever the clock of the machine rendering it', () => {
    vi.useFakeTimers({ now: serverAt.getTime() + 3 * 3_600_000 }); // three hours later: closed
    const html = renderToString(badge(serverAt));
    expect(html).toContain('Aberto agora');
    expect(html).toContain('Fecha às 22:00');
  });

  it('turns to closed at the minute boundary without a reload', () => {
    vi.useFakeTimers({ now: serverAt });
    render(badge(serverAt));
    expect(screen.getByText('Aberto agora')).toBeInTheDocument();
    expect(screen.getByText('Fecha às 22:00')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(29_000));
    expect(screen.getByText('Aberto agora')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1_000)); // 22:00:00
    expect(screen.getByText('Fechado agora')).toBeInTheDocument();
    expect(screen.getByText('Abre amanhã às 10:00')).toBeInTheDocument();
  });

  it('corrects a stale server instant on mount (a cached page)', () => {
    vi.useFakeTimers({ now: serverAt.getTime() + 60 * 60_000 }); // an hour after the page was rendered
    render(badge(serverAt));
    expect(screen.getByText('Fechado agora')).toBeInTheDocument();
  });

  it('says when the hours cannot be read, with its words and not just a colour', () => {
    render(
      <NextIntlClientProvider locale="pt" messages={messages} timeZone="America/Sao_Paulo">
        <OpenStatusBadge place={{ ...store, hoursSource: 'own', openingHours: { mon: [{ open: '25:99', close: '22:00' }] } }} mall={mall} at={serverAt.toISOString()} />
      </NextIntlClientProvider>,
    );
    expect(screen.getByText('Horário inválido')).toBeInTheDocument();
  });
});
