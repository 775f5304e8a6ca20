import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useEffect } from 'react';
import { setLiveStatus, type LiveStatus } from '@/features/preview/live-status-store';
import { PreviewBadgeView } from '@/features/preview/PreviewBadgeView';

function WithLiveStatus({ status }: { status: LiveStatus }) {
  useEffect(() => {
    setLiveStatus('story', status);
    return () => setLiveStatus('story', null);
  }, [status]);
  return <PreviewBadgeView />;
}

const meta = {
  title: 'Preview/PreviewBadge',
  component: WithLiveStatus,
  parameters: { nextjs: { appDirectory: true, navigation: { pathname: '/artigo/nova-ala-norte' } } },
  args: { status: { state: 'connected' } },
} satisfies Meta<typeof WithLiveStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LiveUpdatesOn: Story = {};
export const Reconnecting: Story = { args: { status: { state: 'closed' } } };
export const ChannelError: Story = { args: { status: { state: 'error', message: 'a consulta não é mais válida' } } };
