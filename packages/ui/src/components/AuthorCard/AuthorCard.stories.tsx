import type { Meta, StoryObj } from '@storybook/react';
import { AuthorCard } from './AuthorCard';

const meta = {
  title: 'Components/AuthorCard',
  component: AuthorCard,
  args: { name: 'Linh Tran', username: 'linh', href: '#', picture: null },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
} satisfies Meta<typeof AuthorCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The post detail's card: e-mail and an eyebrow. */
export const PostAuthor: Story = { args: { email: 'linh@example.com', eyebrow: 'About the author' } };
/** Home's top authors: stacked with counts. */
export const TopAuthor: Story = {
  args: { layout: 'stack', meta: '12 posts · 40 followers' },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
};
export const Unknown: Story = { args: { name: null, username: null } };
