import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FileField } from '@/features/forms/FileField';
import { withRules } from '@/features/forms/model/form-definitions';
import { SubmissionForm } from '@/features/forms/SubmissionForm';
import { contactFields, fakeAction, jobFields, newsletterFields } from './form-fixtures';

/** The site's three forms (the pages bind them to the server action; here a stand-in answers). */
const meta = {
  title: 'Forms/SubmissionForm',
  component: SubmissionForm,
  parameters: { layout: 'padded' },
  args: {
    form: 'contact',
    action: fakeAction({ kind: 'stored', status: 201 }),
    fields: withRules('contact', contactFields),
    submitLabel: 'Enviar mensagem',
    successMessage: 'Mensagem enviada! Respondemos em até dois dias úteis.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '44rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SubmissionForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Contact: Story = {};

/** Sending an empty form: every required field says why, and the focus goes to the first. */
export const ContactWithErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar mensagem' }));
    await expect(canvas.getByLabelText(/^Nome/)).toHaveFocus();
    await expect(canvas.getAllByText('Campo obrigatório.').length).toBeGreaterThan(3);
    await expect(canvas.getByText('Você deve concordar com a Política de Privacidade.')).toBeInTheDocument();
  },
};

/** The server could not store it: the message says so and what was typed stays. */
export const ServerUnavailable: Story = {
  args: {
    form: 'newsletter',
    fields: withRules('newsletter', newsletterFields),
    submitLabel: 'Quero receber informações',
    action: fakeAction({ kind: 'unavailable', status: 503 }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Nome/), 'Ana');
    await userEvent.type(canvas.getByLabelText(/^E-mail/), 'ana@example.com');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Quero receber informações' }));
    // the stand-in answers 503: the message is in the story's locale (pt, or en in the high-contrast project)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/Não foi possível enviar|We could not send/);
    await expect(canvas.getByLabelText(/^E-mail/)).toHaveValue('ana@example.com');
  },
};

export const JobApplication: Story = {
  args: {
    form: 'job',
    fields: withRules('job', jobFields),
    submitLabel: 'Enviar candidatura',
    successMessage: 'Candidatura enviada!',
    // as the job form's page gives it (FormWithFileField)
    fileField: FileField,
  },
};

export const NewsletterOnTheBrandBand: Story = {
  args: {
    form: 'newsletter',
    fields: withRules('newsletter', newsletterFields),
    submitLabel: 'Quero receber informações',
    tone: 'onBrand',
  },
  decorators: [
    (Story) => (
      <div style={{ background: 'var(--surface-brand)', padding: '2rem' }}>
        <Story />
      </div>
    ),
  ],
};
