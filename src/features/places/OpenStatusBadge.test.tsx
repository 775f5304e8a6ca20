// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { NextIntlClientProvider, type Messages } from 'next-intl';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type MallHoursInput, type PlaceHoursInput, readPlaceHours } from '@/features/opening-hours';
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

const browserBadge = () => (
  <NextIntlClientProvider locale="pt" messages={messages} timeZone="America/Sao_Paulo">
    <OpenStatusBadge place={store} mall={mall} showNextChange />
  </NextIntlClientProvider>
);

describe('OpenStatusBadge', () => {
  it("sends no status in the server's HTML (a cached page cannot know the time), only the place it will take", () => {
    vi.useFakeTimers({ now: serverAt });
    const html = renderToString(browserBadge());
    expect(html).toContain('data-status="pending"');
    expect(html).toContain('aria-hidden="true"');
    expect(html).not.toContain('Fecha às');
  });

  it("shows the browser's status once running, and turns to closed at the minute boundary without a reload", () => {
    vi.useFakeTimers({ now: serverAt });
    render(browserBadge());
    expect(screen.getByText('Aberto agora')).toBeInTheDocument();
    expect(screen.getByText('Fecha às 22:00')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(29_000));
    expect(screen.getByText('Aberto agora')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_000)); // 22:00:00
    expect(screen.getByText('Fechado agora')).toBeInTheDocument();
    expect(screen.getByText('Abre amanhã às 10:00')).toBeInTheDocument();
  });

  it('on a page cached an hour ago, says what is true now', () => {
    vi.useFakeTimers({ now: serverAt.getTime() + 60 * 60_000 });
    render(browserBadge());
    expect(screen.getByText('Fechado agora')).toBeInTheDocument();
  });

  it('shows a fixed instant when given one (stories), whatever the clock', () => {
    vi.useFakeTimers({ now: serverAt.getTime() + 3 * 3_600_000 });
    render(badge(serverAt));
    expect(screen.getByText('Aberto agora')).toBeInTheDocument();
  });

  it('says when the hours cannot be read, with its words and not just a colour', () => {
    render(
      <NextIntlClientProvider locale="pt" messages={messages} timeZone="America/Sao_Paulo">
        <OpenStatusBadge
          place={readPlaceHours('stores', {
            ...store,
            hoursSource: 'own',
            openingHours: { mon: [{ open: '25:99', close: '22:00' }] },
          })}
          mall={mall}
          at={serverAt.toISOString()}
        />
      </NextIntlClientProvider>,
    );
    expect(screen.getByText('Horário inválido')).toBeInTheDocument();
  });
});
