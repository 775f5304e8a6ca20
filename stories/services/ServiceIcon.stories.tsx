import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { ServiceIcon } from '@/features/services/ServiceIcon';

/** The icons are decorative (the service's name is the text); shown here with their keys for designers. */
const keys = [
  'wifi',
  'parking',
  'pet',
  'stroller',
  'wheelchair',
  'family_room',
  'toilet',
  'atm',
  'info',
  'lockers',
  'unknown-key',
];

const meta = {
  title: 'Services/ServiceIcon',
  component: ServiceIcon,
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
        gap: '1rem',
        listStyle: 'none',
        padding: 0,
      }}
    >
      {keys.map((key) => (
        <li key={key} style={{ display: 'flex', alignItems: 'center', gap: '0.5rem', color: 'var(--text-brand)' }}>
          <ServiceIcon {...args} icon={key} />
          <code style={{ color: 'var(--text)' }}>{key}</code>
        </li>
      ))}
    </ul>
  ),
  args: { icon: 'wifi', size: 28 },
} satisfies Meta<typeof ServiceIcon>;
export default meta;
export const AllIcons: StoryObj<typeof meta> = {};
