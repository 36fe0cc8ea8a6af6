import type { Meta, StoryObj } from '@storybook/react';
import { TextField } from './TextField';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'Title', placeholder: 'Give your post a catchy title' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
// The props are a union (input | textarea), which StoryObj<typeof meta> cannot narrow.
type Story = StoryObj<typeof TextField>;

export const Default: Story = {};
export const WithHint: Story = {
  args: { label: 'Tags', hint: 'Separate tags with commas', placeholder: 'react, css, design' },
};
export const WithError: Story = { args: { label: 'Title', required: true, error: 'Title is required' } };
export const Disabled: Story = {
  args: { label: 'Email', value: 'mia@example.com', disabled: true, readOnly: true },
};
export const Multiline: Story = {
  args: {
    label: 'Content',
    multiline: true,
    hint: 'Recommended: 300-1000 words for better engagement',
    placeholder: 'Tell your story…',
  },
};
