import type { ReportItem } from '@cwt/contracts';
import type { Meta, StoryObj } from '@storybook/react';
import { ReportTable } from './ReportItemsPage';

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
const meta = {
  title: 'Admin/Reports/ReportTable',
  component: ReportTable,
  args: { reports, onDelete: () => {}, onIgnore: () => {} },
} satisfies Meta<typeof ReportTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {};
