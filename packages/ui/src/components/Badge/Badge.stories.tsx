import type { Meta, StoryObj } from '@storybook/react';
import { Badge } from './Badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Technology', tone: 'accent' },
  argTypes: {
    tone: { control: 'select', options: ['accent', 'neutral', 'success', 'warning', 'danger', 'info'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Category: Story = {};
export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Badge>Technology</Badge>
      <Badge tone="neutral">Draft</Badge>
      <Badge tone="success">Published</Badge>
      <Badge tone="warning">Pending</Badge>
      <Badge tone="danger">Reported</Badge>
      <Badge tone="info">New</Badge>
    </div>
  ),
};
