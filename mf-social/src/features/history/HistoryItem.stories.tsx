import type { HistoryEntry } from '@cwt/contracts';
import type { Meta, StoryObj } from '@storybook/react';
import { withRouter } from '@test/with-router';
import { HistoryItem } from './HistoryItem';

const ID = '65f0aaaaaaaaaaaaaaaaaaaa';

const meta: Meta = {
  title: 'Social/HistoryItem',
  decorators: [withRouter],
};
export default meta;
type Story = StoryObj;

const entry = (title: string | null): HistoryEntry => ({
  id: ID,
  _id: ID,
  timestamp: new Date(Date.now() - 7_200_000).toISOString(),
  description: 'Viewed the post',
  details: { postId: title ? { id: ID, _id: ID, title, imageCloudUrl: null } : null },
});
export const HistoryItems: Story = {
  name: 'History item',
  render: () => (
    <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 12 }}>
      <HistoryItem entry={entry('Ten days in Hoi An')} />
      <HistoryItem entry={entry(null)} />
    </ul>
  ),
};
