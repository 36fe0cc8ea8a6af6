import type { Meta, StoryObj } from '@storybook/react';
import { RemoteErrorCard, RemoteLoading } from './RemoteStatus';

const meta = {
  title: 'Components/RemoteStatus',
  component: RemoteErrorCard,
  args: {
    remote: 'editor',
    error: new Error('The editor service did not answer in time.'),
    onRetry: () => undefined,
  },
} satisfies Meta<typeof RemoteErrorCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Failed: Story = {};
export const FailedWithoutMessage: Story = { args: { error: new Error('') } };
export const Loading: Story = { render: () => <RemoteLoading /> };
