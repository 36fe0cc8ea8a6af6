import type { Meta, StoryObj } from '@storybook/react';
import { DEFAULT_BLOG_IMAGE } from '../../assets/images';
import { Button, buttonClassName } from '../Button/Button';
import { PostArticle, PostHero } from './PostHero';

const meta = {
  title: 'Components/PostHero',
  component: PostHero,
  args: {
    post: {
      title: 'What a year of volunteering taught me about listening',
      category: 'Community',
      tags: ['volunteering', 'wellbeing'],
      createdAt: '2026-03-14T09:30:00.000Z',
    },
    image: DEFAULT_BLOG_IMAGE,
    date: '14 March 2026',
    details: ['4 min read', '12 likes'],
    topicHref: (topic: string) => `/category/${encodeURIComponent(topic)}`,
    back: (
      <a href="/" className={buttonClassName('ghost', 'sm')}>
        <span aria-hidden="true">←</span> Back to blogs
      </a>
    ),
  },
  decorators: [(Story) => <PostArticle>{Story()}</PostArticle>],
} satisfies Meta<typeof PostHero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As served before the reader loads: the actions row keeps its room. */
export const Served: Story = {};

/** On the reader's page, for the post's author. */
export const WithControls: Story = {
  args: {
    manage: (
      <>
        <a href="/edit/1" className={buttonClassName('secondary', 'sm')}>
          Edit
        </a>
        <Button variant="danger" size="sm">
          Delete
        </Button>
      </>
    ),
    actions: (
      <>
        <Button variant="secondary">♡ 12</Button>
        <Button variant="secondary">Save</Button>
      </>
    ),
  },
};

/** No category or tags. */
export const Bare: Story = {
  args: {
    post: { title: 'Untitled thoughts', tags: [], createdAt: '2026-01-05T00:00:00.000Z' },
    details: ['1 min read', '0 likes'],
  },
};
