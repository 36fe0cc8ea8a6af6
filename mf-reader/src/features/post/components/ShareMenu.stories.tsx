import type { Meta, StoryObj } from '@storybook/react';
import { ShareMenu } from './ShareMenu';

const meta = {
  title: 'Reader/ShareMenu',
  component: ShareMenu,
  args: { postId: '65f0000000000000000000a1', title: 'What a year of volunteering taught me' },
} satisfies Meta<typeof ShareMenu>;

export default meta;
export const Closed: StoryObj<typeof meta> = {};
