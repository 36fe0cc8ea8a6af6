import type { Meta, StoryObj } from '@storybook/react';
import { MemoryRouter } from 'react-router-dom';
import { DraftList } from './DraftList';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

const meta = {
  title: 'Editor/DraftList',
  component: DraftList,
  args: {
    drafts: [
      {
        id: '6750a1b2c3d4e5f6a7b8c9d0',
        postId: null,
        title: 'Night trains are the best hotels',
        version: 7,
        updatedAt: minutesAgo(2),
      },
      { id: '6750a1b2c3d4e5f6a7b8c9d1', postId: null, title: '', version: 1, updatedAt: minutesAgo(90) },
      {
        id: '6750a1b2c3d4e5f6a7b8c9d2',
        postId: '6750a1b2c3d4e5f6a7b8c9ff',
        title: 'A published post, being edited',
        version: 3,
        updatedAt: minutesAgo(60 * 26),
      },
    ],
    onDelete: () => {},
  },
  // The titles and Continue are router links.
  decorators: [
    (Story) => (
      <MemoryRouter>
        <div style={{ maxWidth: 880 }}>{Story()}</div>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof DraftList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Several: Story = {};
export const Deleting: Story = { args: { deleting: '6750a1b2c3d4e5f6a7b8c9d1' } };
