import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { type Theme, ThemeToggle } from './ThemeToggle';

const meta = {
  title: 'Components/ThemeToggle',
  component: ThemeToggle,
  args: { theme: 'light', onToggle: () => {} },
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { args: { theme: 'dark' } };

function InteractiveToggle() {
  const [theme, setTheme] = useState<Theme>('light');
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <ThemeToggle theme={theme} onToggle={() => setTheme((t) => (t === 'dark' ? 'light' : 'dark'))} />
      <span>Current: {theme}</span>
    </div>
  );
}

export const Interactive: Story = { render: () => <InteractiveToggle /> };
