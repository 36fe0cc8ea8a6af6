import type { Meta, StoryObj } from '@storybook/react';
import { Avatar } from '../Avatar/Avatar';
import { Button } from '../Button/Button';
import { Menu, type MenuProps } from './Menu';

const optionsTrigger: MenuProps['trigger'] = (props) => (
  <Button {...props} variant="secondary">
    Options ▾
  </Button>
);

const meta = {
  title: 'Components/Menu',
  component: Menu,
  args: {
    trigger: optionsTrigger,
    items: [
      { label: 'Edit', icon: '✎', onSelect: () => {} },
      { label: 'Report', icon: '⚑', onSelect: () => {} },
      { label: 'Delete', icon: '🗑', onSelect: () => {} },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 220 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Actions: Story = {};

export const UserMenu: Story = {
  args: {
    align: 'start',
    trigger: ((props, { open }) => (
      <button
        {...props}
        aria-label="Account menu"
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 8,
          padding: 4,
          border: 0,
          borderRadius: 999,
          background: open ? 'var(--cwt-color-accent-soft)' : 'transparent',
          color: 'var(--cwt-color-text)',
          cursor: 'pointer',
        }}
      >
        <Avatar name="Mia Chen" size="sm" /> mia ▾
      </button>
    )) satisfies MenuProps['trigger'],
    items: [
      { label: 'Profile', href: '#profile' },
      { label: 'Account Detail', href: '#account' },
      { label: 'Admin', href: '#admin', disabled: true },
      { label: 'Logout', onSelect: () => {} },
    ],
  },
};
