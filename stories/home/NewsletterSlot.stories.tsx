import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { NewsletterSlot } from '@/components/home/NewsletterSlot';

const meta = {
  title: 'Home/NewsletterSlot',
  component: NewsletterSlot,
  parameters: { layout: 'fullscreen' },
  args: { headingId: 'newsletter', title: 'Receba as novidades do Jacarandá', text: 'Eventos, estreias e ofertas das lojas, uma vez por semana no seu e-mail.' },
} satisfies Meta<typeof NewsletterSlot>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sign-up form of the forms issue renders into the `data-slot="newsletter"` container. */
export const EmptySlot: Story = {};
