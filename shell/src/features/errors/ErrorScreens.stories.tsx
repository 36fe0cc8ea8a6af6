import type { Meta, StoryObj } from '@storybook/react';
import { MemoryRouter } from 'react-router-dom';
import NotFoundPage from './NotFoundPage';
import { RouteErrorView } from './RouteErrorScreen';

const meta = {
  title: 'Shell/Error screens',
  component: RouteErrorView,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: { error: new Error('Cannot read properties of undefined (reading "title")') },
} satisfies Meta<typeof RouteErrorView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnexpectedError: Story = {};

export const NotFound: Story = { render: () => <NotFoundPage /> };
