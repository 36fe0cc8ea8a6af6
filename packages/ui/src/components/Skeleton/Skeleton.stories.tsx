import type { Meta, StoryObj } from '@storybook/react';
import { Card } from '../Card/Card';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { variant: 'text', lines: 3 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextLines: Story = {};
export const Circle: Story = { args: { variant: 'circle', width: 48, height: 48 } };
export const PostCardPlaceholder: Story = {
  render: () => (
    <Card padding="none" aria-busy="true">
      <Skeleton variant="rect" height={180} />
      <div style={{ padding: 20, display: 'grid', gap: 12 }}>
        <Skeleton width={80} height={18} />
        <Skeleton lines={2} />
        <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <Skeleton variant="circle" width={32} height={32} />
          <Skeleton width={120} />
        </div>
      </div>
    </Card>
  ),
};
