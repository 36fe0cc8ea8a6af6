import type { Meta, StoryObj } from '@storybook/react';
import { MemoryRouter } from 'react-router-dom';
import { Sidebar } from './Sidebar';

const meta = {
  title: 'Admin/Layout/Sidebar',
  component: Sidebar,
  args: { open: true, onClose: () => {} },
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/admin/products']}>
        <div style={{ height: 600, position: 'relative' }}>
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof Sidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
