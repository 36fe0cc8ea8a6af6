import type { Meta, StoryObj } from '@storybook/react';
import { MemoryRouter } from 'react-router-dom';
import { SideMenu } from './SideMenu';

const meta = {
  title: 'Shell/SideMenu',
  component: SideMenu,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/popular']}>
        <div style={{ height: 520, display: 'flex' }}>
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
