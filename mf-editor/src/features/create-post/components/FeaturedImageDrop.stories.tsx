import type { Meta, StoryObj } from '@storybook/react';
import { FeaturedImageDrop } from './FeaturedImageDrop';

// A small inline picture so the story needs no network.
const PREVIEW =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400"><defs><linearGradient id="g"><stop offset="0" stop-color="#6366f1"/><stop offset="1" stop-color="#ec4899"/></linearGradient></defs><rect width="800" height="400" fill="url(#g)"/></svg>',
  );

const meta = {
  title: 'Editor/FeaturedImageDrop',
  component: FeaturedImageDrop,
  args: { status: 'idle', onFile: () => {}, onRemove: () => {} },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof FeaturedImageDrop>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const Dragging: Story = { args: { dragging: true } };
export const Uploading: Story = { args: { status: 'uploading', progress: 42 } };
export const Done: Story = { args: { status: 'done', imageUrl: PREVIEW } };
export const ErrorState: Story = { name: 'Error', args: { error: 'Featured image is required' } };
