import type { Meta, StoryObj } from '@storybook/react';
import { MemoryRouter } from 'react-router-dom';
import { FollowingEmpty } from './FollowingEmpty';

const meta = {
  title: 'Reader/FollowingEmpty',
  component: FollowingEmpty,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof FollowingEmpty>;

export default meta;
export const Empty: StoryObj<typeof meta> = {};
