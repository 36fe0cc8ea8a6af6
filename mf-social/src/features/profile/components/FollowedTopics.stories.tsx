import type { Meta, StoryObj } from '@storybook/react';
import { MemoryRouter } from 'react-router-dom';
import { FollowedTopics } from './FollowedTopics';

const at = '2026-01-01T00:00:00.000Z';
const meta = {
  title: 'Social/FollowedTopics',
  component: FollowedTopics,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    topics: ['Technology', 'travel', 'Street food', 'React'].map((name) => ({ name, followedAt: at })),
  },
} satisfies Meta<typeof FollowedTopics>;

export default meta;
type Story = StoryObj<typeof meta>;
export const Some: Story = {};
export const None: Story = { args: { topics: [] } };
export const Loading: Story = { args: { topics: null } };
