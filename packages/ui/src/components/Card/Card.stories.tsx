import type { Meta, StoryObj } from '@storybook/react';
import { DEFAULT_BLOG_IMAGE } from '../../assets/images';
import { Avatar } from '../Avatar/Avatar';
import { Badge } from '../Badge/Badge';
import { Card } from './Card';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: { children: 'A simple card with some content.' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const PostPreview: Story = {
  args: {
    as: 'article',
    padding: 'none',
    interactive: true,
    children: (
      <>
        <img
          src={DEFAULT_BLOG_IMAGE}
          alt=""
          style={{ display: 'block', width: '100%', aspectRatio: '16 / 9' }}
        />
        <div style={{ padding: 20, display: 'grid', gap: 10 }}>
          <Badge>Travel</Badge>
          <h3 style={{ margin: 0, fontSize: '1.125rem' }}>
            <a href="#post" style={{ color: 'inherit', textDecoration: 'none' }}>
              Ten things I learned hiking alone
            </a>
          </h3>
          <div style={{ display: 'flex', alignItems: 'center', gap: 8, fontSize: '0.875rem' }}>
            <Avatar name="Mia Chen" size="sm" />
            <span>Mia Chen · Nov 21, 2025</span>
          </div>
        </div>
      </>
    ),
  },
};
