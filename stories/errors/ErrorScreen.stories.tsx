import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { ErrorScreen } from '@/features/errors/ErrorScreen';

/** The site root: the button's target in the real screen. */
const HOME = '/';

const meta = {
  title: 'Errors/ErrorScreen',
  component: ErrorScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    status: 404,
    renderHomeLink: ({ className, children }) => (
      <a href={HOME} className={className}>
        {children}
      </a>
    ),
  },
} satisfies Meta<typeof ErrorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {};
export const ServerError: Story = { args: { status: 500 } };
export const ServiceUnavailable: Story = { args: { status: 503 } };
