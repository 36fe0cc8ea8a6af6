import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { Switch } from './Switch';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  args: { label: 'Likes', checked: true, onChange: () => undefined },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const On: Story = {};
export const Off: Story = { args: { checked: false } };
export const WithDescription: Story = {
  args: { label: 'Replies', description: 'When someone answers one of your comments' },
};
export const Busy: Story = { args: { busy: true } };
export const Disabled: Story = { args: { disabled: true } };
/** Pressing it flips the setting, as a page would after its write. */
export const Interactive: Story = {
  render: (args) => {
    const [on, setOn] = useState(args.checked);
    return <Switch {...args} checked={on} onChange={setOn} />;
  },
};
