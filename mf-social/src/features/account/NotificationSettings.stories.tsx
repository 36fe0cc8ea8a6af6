import { ALL_NOTIFICATION_KINDS_ON, type NotificationPreferences } from '@cwt/contracts';
import { swrKeys } from '@cwt/core';
import type { Meta, StoryObj } from '@storybook/react';
import { withRouter } from '@test/with-router';
import type { ReactNode } from 'react';
import { SWRConfig, unstable_serialize } from 'swr';
import { NotificationSettings } from './NotificationSettings';

/** The settings served from SWR's cache, as the API would answer them. */
const withPreferences = (prefs: NotificationPreferences) => (Story: () => ReactNode) => (
  // No API behind Storybook: the answer below is all there is.
  <SWRConfig
    value={{
      revalidateOnMount: false,
      fallback: { [unstable_serialize(swrKeys.notificationPreferences())]: prefs },
    }}
  >
    {Story()}
  </SWRConfig>
);

const meta: Meta = {
  title: 'Social/NotificationSettings',
  component: NotificationSettings,
  decorators: [withRouter, (Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
};
export default meta;
type Story = StoryObj;

export const AllOn: Story = {
  decorators: [withPreferences({ kinds: ALL_NOTIFICATION_KINDS_ON, mutedThreads: [] })],
};

/** Likes and new posts off, two threads muted. */
export const SomeOff: Story = {
  decorators: [
    withPreferences({
      kinds: { ...ALL_NOTIFICATION_KINDS_ON, LIKE: false, NEW_POST: false },
      mutedThreads: [
        { postId: 'a'.repeat(24), title: 'Ten years of CSS resets', mutedAt: '2026-01-05T10:00:00.000Z' },
        { postId: 'b'.repeat(24), title: 'Tabs or spaces, again', mutedAt: '2026-01-04T10:00:00.000Z' },
      ],
    }),
  ],
};
