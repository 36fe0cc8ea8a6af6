import type { Meta, StoryObj } from '@storybook/react';
import { ReplyComposer } from './ReplyComposer';

const meta = {
  title: 'Reader/ReplyComposer',
  component: ReplyComposer,
  args: {
    name: 'Minh',
    onSend: async (_content: string): Promise<boolean> => true,
    onCancel: () => {},
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof ReplyComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened by a comment's Reply button: focused, Reply disabled until there is text. */
export const Open: Story = {};
/** Sending never settles here: the Reply button shows its busy state. */
export const Sending: Story = { args: { onSend: () => new Promise<boolean>(() => {}) } };
