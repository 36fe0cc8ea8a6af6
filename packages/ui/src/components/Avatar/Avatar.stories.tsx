import type { Meta, StoryObj } from '@storybook/react';
import { Avatar } from './Avatar';

// An inline picture keeps the story offline.
const PHOTO =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#f9a8d4"/>' +
      '<circle cx="32" cy="26" r="12" fill="#fde68a"/><rect x="14" y="42" width="36" height="22" rx="11" fill="#7c3aed"/></svg>',
  );

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { name: 'Mia Chen', src: PHOTO, size: 'lg' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPicture: Story = {};
export const MissingPicture: Story = { args: { src: null } };
export const BrokenPicture: Story = { args: { src: '/does-not-exist.png' } };
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
    </div>
  ),
};
