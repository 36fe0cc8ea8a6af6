import type { Meta, StoryObj } from '@storybook/react';
import { Select } from './Select';

const categories = [
  { value: 'tech', label: 'Technology' },
  { value: 'travel', label: 'Travel' },
  { value: 'food', label: 'Food' },
  { value: 'lifestyle', label: 'Lifestyle' },
  { value: 'gaming', label: 'Gaming' },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { label: 'Category', options: categories, placeholder: 'Choose a category' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Selected: Story = { args: { defaultValue: 'travel' } };
export const WithError: Story = { args: { required: true, error: 'Category is required' } };
export const Disabled: Story = { args: { disabled: true, hint: 'Categories are managed by admins' } };
