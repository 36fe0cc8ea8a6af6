import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { LayoutToggle, type LayoutValue } from './LayoutToggle';

const meta = {
  title: 'Components/LayoutToggle',
  component: LayoutToggle,
  args: { value: 'grid', onChange: () => {} },
} satisfies Meta<typeof LayoutToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = {};
export const List: Story = { args: { value: 'list' } };

function InteractiveToggle() {
  const [value, setValue] = useState<LayoutValue>('grid');
  return <LayoutToggle value={value} onChange={setValue} />;
}
export const Interactive: Story = { render: () => <InteractiveToggle /> };
