import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ConsentBanner } from '@/features/consent/ConsentBanner';
import { CONSENT_STORAGE_KEY } from '@/features/consent/model/consent-store';

/**
 * The bar fades in (ConsentBanner.module.css): each story's checks, axe's colour contrast among them, read it
 * once it has.
 */
async function fadedIn({ canvasElement }: { canvasElement: HTMLElement }) {
  const bar = await within(canvasElement.ownerDocument.body).findByRole('region');
  await Promise.all(bar.getAnimations().map((animation) => animation.finished));
}

/** The cookie choice bar (LGPD): shown while no choice is stored in this browser. */
const meta = {
  title: 'Consent/ConsentBanner',
  component: ConsentBanner,
  parameters: { layout: 'fullscreen' },
  args: { privacyHref: '/page/politica-de-privacidade' },
  beforeEach: () => {
    window.localStorage.removeItem(CONSENT_STORAGE_KEY);
  },
  play: fadedIn,
} satisfies Meta<typeof ConsentBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstVisit: Story = {};

export const ChoosingCategories: Story = {
  play: async (context) => {
    await fadedIn(context);
    const canvas = within(context.canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: /Escolher|Choose/ }));
    // the categories load with their texts when asked for (ADR 0095)
    await expect(await canvas.findAllByRole('checkbox')).toHaveLength(2);
    await expect(canvas.getAllByRole('checkbox')[0]).toBeDisabled();
    await expect(await canvas.findByRole('button', { name: /Salvar escolha|Save my choice/ })).toBeVisible();
  },
};

export const OnAPhone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
