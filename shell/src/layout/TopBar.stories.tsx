import { BellIcon } from '@cwt/ui';
import type { Meta, StoryObj } from '@storybook/react';
import { MemoryRouter } from 'react-router-dom';
import { SearchPlaceholder } from './PublicLayout';
import { TopBar } from './TopBar';

const meta = {
  title: 'Shell/TopBar',
  component: TopBar,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/about']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    user: null,
    theme: 'light',
    onToggleTheme: () => {},
    onLogout: () => {},
    onMenuToggle: () => {},
    menuOpen: false,
    searchSlot: <SearchPlaceholder />,
  },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {};

export const SignedIn: Story = {
  args: {
    user: { username: 'alice', profilePicture: null, userId: '65f0a1b2c3d4e5f6a7b8c9d0', isAdmin: false },
    bellSlot: <BellIcon />,
  },
};

export const SignedInAdmin: Story = {
  args: {
    user: { username: 'root', profilePicture: null, userId: '65f0a1b2c3d4e5f6a7b8c9d1', isAdmin: true },
    bellSlot: <BellIcon />,
    theme: 'dark',
  },
};
