// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../messages/en.json';
import pt from '../../../messages/pt.json';
import { DayPicker } from './DayPicker';

afterEach(cleanup);

const WEEK = ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26'];

function renderPicker(locale: 'pt' | 'en', selected: string) {
  return render(
    <NextIntlClientProvider
      locale={locale}
      messages={(locale === 'pt' ? pt : en) as AbstractIntlMessages}
      timeZone="America/Sao_Paulo"
    >
      <DayPicker days={WEEK} selected={selected} />
    </NextIntlClientProvider>,
  );
}

describe('DayPicker', () => {
  it('offers the seven days as links with ?dia=, today without a parameter', () => {
    renderPicker('pt', '2026-11-20');
    const nav = screen.getByRole('navigation', { name: 'Escolha o dia' });
    const links = within(nav).getAllByRole('link');
    expect(links).toHaveLength(7);
    expect(links[0]).toHaveAttribute('href', '/cinema');
    expect(links[0]).toHaveAccessibleName('Hoje 20/11 (sexta-feira, 20 de novembro)');
    expect(links[1]).toHaveAccessibleName('Amanhã 21/11 (sábado, 21 de novembro)');
    expect(links[2]).toHaveAttribute('href', '/cinema?dia=2026-11-22');
  });

  it('marks the selected day as the current date', () => {
    renderPicker('pt', '2026-11-23');
    const current = screen.getByRole('link', { current: 'date' });
    expect(current).toHaveAttribute('href', '/cinema?dia=2026-11-23');
    expect(current).toHaveAccessibleName('seg 23/11 (segunda-feira, 23 de novembro)');
  });

  it('speaks English under /en', () => {
    renderPicker('en', '2026-11-20');
    expect(screen.getByRole('navigation', { name: 'Choose the day' })).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links[0]).toHaveAccessibleName('Today Nov 20 (Friday, November 20)');
    expect(links[3]).toHaveAttribute('href', '/en/cinema?dia=2026-11-23');
  });
});
