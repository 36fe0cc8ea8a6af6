import type { Meta, StoryObj } from '@storybook/react';
import { InlineComposer } from './InlineComposer';

const meta = {
  title: 'Components/InlineComposer',
  component: InlineComposer,
  args: {
    label: 'Reply to Lan',
    placeholder: 'Write a reply…',
    submitLabel: 'Reply',
    maxLength: 5000,
    onSubmit: async () => true,
    onCancel: () => undefined,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InlineComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Reply: Story = {};
export const Edit: Story = {
  args: {
    label: 'Edit your comment',
    initialValue: 'Great write-up, the part on caching saved me a day.',
    submitLabel: 'Save',
    rows: 3,
  },
};
