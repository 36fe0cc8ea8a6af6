import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { Pager } from './Pager';

const meta = {
  title: 'Components/Pager',
  component: Pager,
  args: { page: 1, totalPages: 12, onChange: () => {} },
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};
export const MiddlePage: Story = { args: { page: 6 } };
export const LastPage: Story = { args: { page: 12 } };
export const FewPages: Story = { args: { page: 2, totalPages: 4 } };
/** Renders nothing: a single page needs no pager. */
export const SinglePage: Story = { args: { totalPages: 1 } };

function InteractivePager() {
  const [page, setPage] = useState(1);
  return <Pager page={page} totalPages={20} onChange={setPage} />;
}

export const Interactive: Story = { render: () => <InteractivePager /> };
