import type { Meta, StoryObj } from '@storybook/react';
import { PeopleList } from './PeopleList';

const person = (id: string, name: string, username: string) => ({
  id: id.repeat(24),
  name,
  username,
  profilePicture: null,
});

const meta = {
  title: 'Components/PeopleList',
  component: PeopleList,
  args: {
    label: 'Blocked members',
    emptyText: "You haven't blocked anyone.",
    actionLabel: 'Unblock',
    people: [
      person('a', 'Ann Nguyen', 'ann'),
      person('b', 'Bartholomew Featherstonehaugh-Llewellyn', 'bartholomew_featherstonehaugh'),
    ],
    hrefOf: (p) => `/profile/${p.id}`,
    onAction: () => {},
  },
} satisfies Meta<typeof PeopleList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Busy: Story = { args: { busyIds: new Set(['a'.repeat(24)]) } };
export const Empty: Story = { args: { people: [] } };
export const Loading: Story = { args: { people: null } };
export const Failed: Story = { args: { error: 'Could not load the list. Please try again.' } };
