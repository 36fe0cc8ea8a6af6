import type { Meta, StoryObj } from '@storybook/react';
import { LanguageToggle } from './LanguageToggle';

const meta = {
  title: 'Components/LanguageToggle',
  component: LanguageToggle,
  args: { to: 'vi', name: 'Tiếng Việt', onSwitch: () => {} },
} satisfies Meta<typeof LanguageToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Compact: Story = {};
export const Link: Story = { args: { variant: 'link', to: 'en', name: 'English' } };
