import type { AdminStats } from '@cwt/contracts';
import type { Meta, StoryObj } from '@storybook/react';
import { MemoryRouter } from 'react-router-dom';
import { BlogsByCategoryChart, BlogsByMonthChart } from './charts';
import { DashboardView } from './DashboardPage';
import { StatCards } from './StatCards';

/** Seeded numbers: a January month with a gap, and more than five categories so the palette cycles. */
const stats: AdminStats = {
  posts: 48,
  users: 12,
  categories: 8,
  comments: 140,
  pendingReports: 3,
  postsByDay: [
    { date: '2026-01-01', count: 2 },
    { date: '2026-01-02', count: 5 },
    { date: '2026-01-04', count: 1 },
    { date: '2026-01-05', count: 7 },
    { date: '2026-01-08', count: 3 },
    { date: '2026-01-12', count: 6 },
  ],
  postsByCategory: [
    { category: 'Technology', count: 12 },
    { category: 'Travel', count: 9 },
    { category: 'Food', count: 8 },
    { category: 'Health', count: 7 },
    { category: 'Education', count: 5 },
    { category: 'Business', count: 4 },
    { category: 'Lifestyle', count: 3 },
  ],
};
const meta = {
  title: 'Admin/Dashboard',
  // The stat cards link to their admin pages.
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/admin']}>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = { render: () => <DashboardView stats={stats} error={undefined} /> };
export const Cards: Story = { render: () => <StatCards posts={48} categories={8} users={12} /> };
export const LoadError: Story = {
  render: () => <DashboardView stats={undefined} error={new Error('boom')} />,
};
export const LineChart: Story = { render: () => <BlogsByMonthChart data={stats.postsByDay} /> };
export const PieChart: Story = { render: () => <BlogsByCategoryChart data={stats.postsByCategory} /> };
