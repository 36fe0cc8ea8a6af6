import type { AdminStats, ReportItem } from '@cwt/contracts';
import type { Meta, StoryObj } from '@storybook/react';
import { MemoryRouter } from 'react-router-dom';
import { BlogForm, EMPTY_BLOG } from './blogs/BlogForm';
import { BlogsByCategoryChart, BlogsByMonthChart } from './dashboard/charts';
import { DashboardView } from './dashboard/DashboardPage';
import { StatCards } from './dashboard/StatCards';
import { Sidebar } from './layout/Sidebar';
import { ReportTable } from './reports/ReportItemsPage';

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
const reports: ReportItem[] = [
  {
    id: '65f000000000000000000001',
    _id: '65f000000000000000000001',
    contentId: '65f0000000000000000000a1',
    type: 'Post',
    userReportId: '65f0000000000000000000b1',
    percentToxic: 91.234,
    reportCount: 3,
    status: 'PENDING',
    postId: '65f0000000000000000000a1',
    createdAt: '2026-01-05T10:00:00Z',
    origin: 'user',
    language: 'en',
    action: 'hide',
    excerpt: 'Nobody asked for your opinion, you pathetic idiot. Go away.',
    evidence: [
      { text: 'pathetic idiot', start: 35, end: 49, weight: 4.2 },
      { text: 'Nobody asked', start: 0, end: 12, weight: 1.3 },
    ],
  },
  {
    id: '65f000000000000000000002',
    _id: '65f000000000000000000002',
    contentId: '65f0000000000000000000c1',
    type: 'Com',
    userReportId: null,
    percentToxic: 64.5,
    reportCount: 1,
    status: 'PENDING',
    postId: null,
    createdAt: '2026-01-06T10:00:00Z',
    origin: 'system',
    language: 'vi',
    action: 'queue',
    excerpt: 'Thằng này ngu vl, nói chuyện như bò',
    evidence: [
      { text: 'Thằng này ngu vl', start: 0, end: 16, weight: 5.1 },
      { text: 'như bò', start: 29, end: 35, weight: 1.2 },
    ],
  },
];
const categories = [
  { id: '65f0000000000000000000d1', _id: '65f0000000000000000000d1', name: 'Travel', postCount: 9 },
];
const noop = () => {};

const meta = {
  title: 'Admin/Screens',
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/admin/products']}>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const SidebarOpen: Story = {
  render: () => (
    <div style={{ height: 600, position: 'relative' }}>
      <Sidebar open onClose={noop} />
    </div>
  ),
};
export const Cards: Story = { render: () => <StatCards posts={48} categories={8} users={12} /> };
export const DashboardError: Story = {
  render: () => <DashboardView stats={undefined} error={new Error('boom')} />,
};
export const LineChart: Story = { render: () => <BlogsByMonthChart data={stats.postsByDay} /> };
export const PieChart: Story = { render: () => <BlogsByCategoryChart data={stats.postsByCategory} /> };
export const ReportsTable: Story = {
  render: () => <ReportTable reports={reports} onDelete={noop} onIgnore={noop} />,
};
export const AddBlogForm: Story = {
  render: () => (
    <BlogForm
      initial={EMPTY_BLOG}
      categories={categories}
      onSubmit={async () => {}}
      onCancel={noop}
      ContentField={({ value, onChange, label }) => (
        <label>
          {label}
          <textarea value={value} onChange={(e) => onChange(e.target.value)} />
        </label>
      )}
    />
  ),
};
export const EditBlogFormWithRefusal: Story = {
  render: () => (
    <BlogForm
      initial={{
        id: '65f0000000000000000000a1',
        title: 'Alps',
        category: 'Travel',
        content: '<p>Snow</p>',
        imageCloudUrl: '',
        tags: 'ski',
      }}
      categories={categories}
      onSubmit={async () => {}}
      onCancel={noop}
      error="An error occurred while updating the blog! Title is required"
      ContentField={({ value }) => <textarea readOnly value={value} aria-label="Content" />}
    />
  ),
};
