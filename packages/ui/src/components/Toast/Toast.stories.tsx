import type { Meta, StoryObj } from '@storybook/react';
import { Button } from '../Button/Button';
import { AppToaster, notify } from './Toast';

const meta = {
  title: 'Components/Toast',
  component: AppToaster,
  args: { position: 'top-right' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppToaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllKinds: Story = {
  render: (args) => (
    <div
      style={{
        padding: 24,
        minHeight: 360,
        display: 'flex',
        gap: 8,
        flexWrap: 'wrap',
        alignItems: 'flex-start',
      }}
    >
      <AppToaster {...args} />
      <Button onClick={() => notify.success('Login successfully!', { duration: 3000 })}>Success</Button>
      <Button variant="danger" onClick={() => notify.error('Invalid username or password!')}>
        Error
      </Button>
      <Button variant="secondary" onClick={() => notify.info('New comment on your post')}>
        Info
      </Button>
      <Button variant="secondary" onClick={() => notify.warning('You need to login to upload images')}>
        Warning
      </Button>
      <Button variant="ghost" onClick={() => notify('Link copied')}>
        Default
      </Button>
    </div>
  ),
};
