import { DEFAULT_CATEGORIES } from '@cwt/contracts';
import type { Meta, StoryObj } from '@storybook/react';
import { emptyFields, MESSAGES } from '../validation';
import { PostForm } from './PostForm';

const meta = {
  title: 'Editor/PostForm',
  component: PostForm,
  args: {
    mode: 'create',
    initialFields: emptyFields(),
    categories: [...DEFAULT_CATEGORIES],
    onSubmit: async () => {},
    onCancel: () => {},
    onNeedLogin: () => {},
  },
  decorators: [(Story) => <div style={{ maxWidth: 880 }}>{Story()}</div>],
} satisfies Meta<typeof PostForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
// The messages are read at render, once the toolbar's language is loaded (not when this file loads).
export const WithErrors: Story = {
  render: (args) => (
    <PostForm
      {...args}
      initialErrors={{
        title: MESSAGES.title,
        category: MESSAGES.category,
        content: MESSAGES.content,
        imageUrl: MESSAGES.imageUrl,
      }}
    />
  ),
};

export const Filled: Story = {
  args: {
    initialFields: {
      title: 'Night trains are the best hotels nobody books',
      category: 'Travel',
      tags: 'trains, europe, budget',
      content:
        '<h2>Sleep your way across Europe</h2><p>A couchette costs less than a hostel <strong>and</strong> moves.</p>',
      imageUrl: '',
    },
  },
};
export const Editing: Story = { args: { mode: 'edit', initialFields: Filled.args!.initialFields! } };
