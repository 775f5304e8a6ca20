import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileField } from '@/features/forms/FileField';

/** The job form's résumé field: which file is chosen, and what is accepted (the hint under it on the page). */
const meta = {
  title: 'Forms/FileField',
  component: FileField,
  parameters: { layout: 'padded' },
  args: {
    input: { id: 'vaga-resume', name: 'resume', 'aria-describedby': 'vaga-resume-dica' },
    onFile: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem', display: 'grid', gap: '0.25rem' }}>
        <label htmlFor="vaga-resume">Currículo / Résumé</label>
        <Story />
        <p id="vaga-resume-dica">PDF, DOC, DOCX · 5 MB</p>
      </div>
    ),
  ],
} satisfies Meta<typeof FileField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/Currículo/);
    await expect(input).toHaveAccessibleDescription(/Nenhum arquivo escolhido|No file chosen/);
  },
};

/** A file chosen (by keyboard, a tap or a click alike): its name and size are shown and described. */
export const Chosen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText<HTMLInputElement>(/Currículo/);
    await userEvent.upload(input, new File(['x'.repeat(2048)], 'curriculo-ana.pdf', { type: 'application/pdf' }));
    await expect(input).toHaveAccessibleDescription(/curriculo-ana\.pdf \(2 KB\)/);
    await expect(args.onFile).toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { input: { id: 'vaga-resume', name: 'resume', 'aria-invalid': true } },
};
