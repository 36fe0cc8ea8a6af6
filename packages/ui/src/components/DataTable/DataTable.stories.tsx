import type { Meta, StoryObj } from '@storybook/react';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { type DataColumn, DataTable } from './DataTable';

interface Member {
  id: string;
  name: string;
  email: string;
  posts: number;
}

const members: Member[] = [
  { id: 'a1', name: 'Nguyễn Lan', email: 'lan@example.com', posts: 12 },
  { id: 'a2', name: 'Trần Minh', email: 'minh@example.com', posts: 3 },
  { id: 'a3', name: 'Alex Carter', email: 'alex@example.com', posts: 27 },
];

const columns: DataColumn<Member>[] = [
  { id: 'name', header: 'Name', cell: (m) => m.name, sortValue: (m) => m.name },
  { id: 'email', header: 'Email', cell: (m) => m.email },
  { id: 'posts', header: 'Posts', cell: (m) => m.posts, sortValue: (m) => m.posts },
];

const meta = {
  title: 'Components/DataTable',
  component: DataTable<Member>,
  args: {
    caption: 'Members',
    columns,
    rows: members,
    rowKey: (m: Member) => m.id,
    numberFrom: 1,
    empty: <EmptyState title="No members" />,
  },
} satisfies Meta<typeof DataTable<Member>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithRowActions: Story = {
  args: {
    actions: (m: Member) => (
      <>
        <Button size="sm" variant="secondary" aria-label={`Edit ${m.name}`}>
          Edit
        </Button>
        <Button size="sm" variant="danger" aria-label={`Delete ${m.name}`}>
          Delete
        </Button>
      </>
    ),
  },
};
export const WithDetails: Story = {
  args: {
    details: (m: Member) => (m.posts > 20 ? <p style={{ margin: 0 }}>Top author this month.</p> : null),
  },
};
export const Loading: Story = { args: { rows: undefined } };
export const Empty: Story = { args: { rows: [] } };
