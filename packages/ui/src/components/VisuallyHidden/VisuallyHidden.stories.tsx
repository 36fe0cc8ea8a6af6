import type { Meta, StoryObj } from '@storybook/react';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Utilities/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Read by screen readers only' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InsideAnIconButton: Story = {
  render: (args) => (
    <button type="button" style={{ fontSize: 20, padding: 8 }}>
      <span aria-hidden="true">♥</span>
      <VisuallyHidden {...args}>Like this post</VisuallyHidden>
    </button>
  ),
};
