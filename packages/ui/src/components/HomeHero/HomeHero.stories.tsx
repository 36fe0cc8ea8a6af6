import type { Meta, StoryObj } from '@storybook/react';
import { HomeHero } from './HomeHero';

const meta = {
  title: 'Components/HomeHero',
  component: HomeHero,
} satisfies Meta<typeof HomeHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
