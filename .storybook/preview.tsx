/// <reference types="vite/client" />
import type { Decorator, Preview } from '@storybook/nextjs-vite';
import { NextIntlClientProvider } from 'next-intl';
import { useEffect } from 'react';
import en from '../messages/en.json';
import pt from '../messages/pt.json';
import '../src/styles/globals.css';

const messagesByLocale = { pt, en } as const;
type StoryLocale = keyof typeof messagesByLocale;

/** Mirrors the site's <html lang> and data-contrast so tokens.css applies the same theme. */
const LocaleAndContrast: Decorator = (Story, context) => {
  const locale = (context.globals.locale ?? 'pt') as StoryLocale;
  const contrast = context.globals.contrast === 'high' ? 'high' : 'normal';
  useEffect(() => {
    document.documentElement.lang = locale === 'pt' ? 'pt-BR' : 'en';
    if (contrast === 'high') document.documentElement.dataset.contrast = 'high';
    else delete document.documentElement.dataset.contrast;
  }, [locale, contrast]);
  return (
    <NextIntlClientProvider locale={locale} messages={messagesByLocale[locale]} timeZone="America/Sao_Paulo">
      <Story />
    </NextIntlClientProvider>
  );
};

/**
 * `parameters.clock` (an ISO instant) pins the browser's clock for a story:
 * time-dependent views (open now, today's hours) read it the way a page reads
 * the visitor's clock, so each story shows the instant it is about.
 */
const RealDate = Date;
function pinClock(iso: string | undefined): void {
  if (!iso) {
    globalThis.Date = RealDate;
    return;
  }
  const fixed = new RealDate(iso).getTime();
  class PinnedDate extends RealDate {
    constructor(...args: ConstructorParameters<typeof Date> | []) {
      if (args.length === 0) super(fixed);
      else super(...(args as ConstructorParameters<typeof Date>));
    }
    static override now(): number {
      return fixed;
    }
  }
  globalThis.Date = PinnedDate as DateConstructor;
}
const PinnedClock: Decorator = (Story, context) => {
  pinClock(context.parameters.clock as string | undefined);
  return <Story />;
};

/** Set by vitest.config.ts so the same stories are also tested in English and high contrast. */
const testTheme = (import.meta.env.STORYBOOK_TEST_THEME as string | undefined) ?? 'pt-normal';
const [testLocale, testContrast] = testTheme.split('-');

const preview: Preview = {
  decorators: [LocaleAndContrast, PinnedClock],
  globalTypes: {
    locale: {
      description: 'Idioma / Language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'pt', title: 'Português' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
    contrast: {
      description: 'Contraste / Contrast',
      toolbar: {
        title: 'Contrast',
        icon: 'contrast',
        items: [
          { value: 'normal', title: 'Normal' },
          { value: 'high', title: 'Alto contraste / High contrast' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: testLocale ?? 'pt', contrast: testContrast ?? 'normal' },
  parameters: {
    nextjs: { appDirectory: true },
    layout: 'padded',
    // Accessibility violations fail the story's test, not just warn.
    a11y: { test: 'error' },
  },
};
export default preview;
