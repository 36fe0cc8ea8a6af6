import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { Avatar } from '../Avatar/Avatar';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Modal } from './Modal';

const meta = {
  title: 'Components/Modal',
  component: Modal,
  args: {
    open: true,
    onClose: () => {},
    title: 'Report this post',
    children: (
      <TextField
        label="Why are you reporting it?"
        multiline
        placeholder="Tell the moderators what is wrong"
      />
    ),
    footer: (
      <>
        <Button variant="ghost">Cancel</Button>
        <Button variant="danger">Report</Button>
      </>
    ),
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const FollowersList: Story = {
  args: {
    title: 'Followers',
    size: 'sm',
    footer: undefined,
    children: (
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
        {['Mia Chen', 'Leo Park', 'Ava Singh'].map((name) => (
          <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
            <Avatar name={name} size="md" />
            <span>
              <strong>{name}</strong>
              <br />
              <small>@{name.toLowerCase().replace(/\s/g, '')}</small>
            </span>
          </li>
        ))}
      </ul>
    ),
  },
};

function ModalDemo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open modal</Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Delete this post?"
        size="sm"
        footer={
          <>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => setOpen(false)}>
              Delete
            </Button>
          </>
        }
      >
        This cannot be undone.
      </Modal>
    </>
  );
}

export const Interactive: Story = { args: { open: false }, render: () => <ModalDemo /> };
