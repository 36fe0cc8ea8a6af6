import type { Meta, StoryObj } from '@storybook/react';
import { TopicFollowButton } from './TopicFollowButton';

// Without a signed-in session the topic list never loads: the button shows its waiting state.
const meta = {
  title: 'Reader/TopicFollowButton',
  component: TopicFollowButton,
  args: { name: 'Travel' },
} satisfies Meta<typeof TopicFollowButton>;

export default meta;
export const Waiting: StoryObj<typeof meta> = {};
