import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { withRules } from '@/features/forms/model/form-definitions';
import { SubmissionForm } from '@/features/forms/SubmissionForm';
import { NewsletterSlot } from '@/features/home/NewsletterSlot';
import { fakeAction, newsletterFields } from '../forms/form-fixtures';

const meta = {
  title: 'Home/NewsletterSlot',
  component: NewsletterSlot,
  parameters: { layout: 'fullscreen' },
  args: {
    headingId: 'newsletter',
    title: 'Receba as novidades do Jacarandá',
    text: 'Eventos, estreias e ofertas das lojas, uma vez por semana no seu e-mail.',
    children: (
      <SubmissionForm
        form="newsletter"
        action={fakeAction({ kind: 'stored', status: 201 })}
        fields={withRules('newsletter', newsletterFields)}
        submitLabel="Quero receber informações"
        successMessage="Pronto!"
        tone="onBrand"
      />
    ),
  },
} satisfies Meta<typeof NewsletterSlot>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The band with its sign-up form. */
export const WithSignUp: Story = {};
