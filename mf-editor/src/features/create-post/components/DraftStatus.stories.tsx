import type { Meta, StoryObj } from '@storybook/react';
import { DraftStatus } from './DraftStatus';

const meta = {
  title: 'Editor/DraftStatus',
  component: DraftStatus,
  args: { status: 'saved', onChoose: () => {} },
} satisfies Meta<typeof DraftStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Saving: Story = { args: { status: 'saving' } };
export const Saved: Story = {};
export const Retrying: Story = { args: { status: 'retrying' } };
export const Refused: Story = { args: { status: 'failed', failure: 'imageCloudUrl must be an http(s) URL' } };
export const Conflict: Story = { args: { status: 'conflict' } };
