import type { Meta, StoryObj } from '@storybook/react';
import { ErrorCard } from './ErrorCard';

const meta = {
  title: 'Components/ErrorCard',
  component: ErrorCard,
  args: {
    title: 'This section could not load',
    message: 'The reader is taking a break. The rest of CWT still works.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ErrorCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRetry: Story = { args: { onRetry: () => {} } };
export const WithoutRetry: Story = {
  args: { title: 'Something went wrong', message: 'Please try again later.' },
};
