import type { AdminStats } from '@cwt/contracts';
import type { Meta, StoryObj } from '@storybook/react';
import { BlogsByCategoryChart } from './charts';

type Categories = AdminStats['postsByCategory'];

/** The case that made Victory's own labels collide: one big slice and a run of small ones. */
const skewed: Categories = [
  { category: 'Technology', count: 156 },
  { category: 'Travel', count: 36 },
  { category: 'Health', count: 16 },
  { category: 'Business', count: 6 },
  { category: 'Education', count: 6 },
  { category: 'Entertainment', count: 6 },
  { category: 'Food', count: 6 },
  { category: 'Lifestyle', count: 6 },
];
/** More categories than slices (the smallest share 'Other'), one with a name too long for a phone. */
const many: Categories = [
  { category: 'Technology', count: 40 },
  { category: 'Photography and visual storytelling from the Mekong Delta', count: 22 },
  ...Array.from({ length: 14 }, (_, i) => ({ category: `Topic ${i + 1}`, count: 14 - i })),
];

/** A card as wide as the dashboard's at 1280 px, or as a 375 px phone's (outer width, 16 px padding). */
const card = (width: number) => (Story: () => React.ReactNode) => (
  <div
    style={{
      width,
      padding: 16,
      background: 'var(--cwt-color-surface)',
      border: '1px solid var(--cwt-color-border)',
      borderRadius: 12,
    }}
  >
    <Story />
  </div>
);

const meta = {
  title: 'Admin/Dashboard/Blogs by Category',
  component: BlogsByCategoryChart,
  args: { data: skewed },
} satisfies Meta<typeof BlogsByCategoryChart>;
export default meta;
type Story = StoryObj<typeof meta>;

const dashboardCard = [card(567)];
const phoneCard = [card(343)];
export const Skewed: Story = { decorators: dashboardCard };
export const SkewedOnAPhone: Story = { decorators: phoneCard };
export const WideCard: Story = { decorators: [card(700)] };
export const EvenlySpread: Story = {
  args: { data: skewed.map((c) => ({ ...c, count: 6 })) },
  decorators: dashboardCard,
};
export const ManyCategoriesOnAPhone: Story = { args: { data: many }, decorators: phoneCard };
export const OneCategory: Story = {
  args: { data: [{ category: 'Travel', count: 3 }] },
  decorators: dashboardCard,
};
