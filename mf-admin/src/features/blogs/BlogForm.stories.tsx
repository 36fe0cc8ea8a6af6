import type { Meta, StoryObj } from '@storybook/react';
import { BlogForm, EMPTY_BLOG } from './BlogForm';

const categories = [
  { id: '65f0000000000000000000d1', _id: '65f0000000000000000000d1', name: 'Travel', postCount: 9 },
];
const meta = { title: 'Admin/Blogs/BlogForm' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Add: Story = {
  render: () => (
    <BlogForm
      initial={EMPTY_BLOG}
      categories={categories}
      onSubmit={async () => {}}
      onCancel={() => {}}
      ContentField={({ value, onChange, label }) => (
        <label>
          {label}
          <textarea value={value} onChange={(e) => onChange(e.target.value)} />
        </label>
      )}
    />
  ),
};
export const EditWithRefusal: Story = {
  render: () => (
    <BlogForm
      initial={{
        id: '65f0000000000000000000a1',
        title: 'Alps',
        category: 'Travel',
        content: '<p>Snow</p>',
        imageCloudUrl: '',
        tags: 'ski',
      }}
      categories={categories}
      onSubmit={async () => {}}
      onCancel={() => {}}
      error="An error occurred while updating the blog! Title is required"
      ContentField={({ value }) => <textarea readOnly value={value} aria-label="Content" />}
    />
  ),
};
