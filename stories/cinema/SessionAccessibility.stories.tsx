import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { SessionAccessibility } from '@/features/cinema/SessionAccessibility';

const meta = {
  title: 'Cinema/SessionAccessibility',
  component: SessionAccessibility,
  args: { features: ['audio_description', 'libras', 'closed_captions'] },
} satisfies Meta<typeof SessionAccessibility>;
export default meta;
export const WithNames: StoryObj<typeof meta> = {};
export const Compact: StoryObj<typeof meta> = { args: { compact: true } };
