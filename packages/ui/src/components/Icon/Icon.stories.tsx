import type { Meta, StoryObj } from '@storybook/react';
import type { ComponentType } from 'react';
import type { IconProps } from './Icon';
import * as set from './icons';
import * as more from './more-icons';

// The whole set: the first view's icons (@cwt/ui) and the rest (@cwt/ui/icons).
const entries = Object.entries({ ...set, ...more }) as [string, ComponentType<IconProps>][];

function Gallery({ size, filled }: { size: number; filled: boolean }) {
  return (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
        gap: '1rem',
        listStyle: 'none',
        padding: 0,
      }}
    >
      {entries.map(([name, Glyph]) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: '0.4rem' }}>
          <Glyph size={size} filled={filled} />
          <code style={{ fontSize: 12 }}>{name}</code>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Components/Icon',
  component: Gallery,
  args: { size: 24, filled: false },
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllIcons: Story = {};
export const Small: Story = { args: { size: 14 } };
/** The heart and the bookmark fill when liked or saved. */
export const Filled: Story = { args: { filled: true } };
