import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import type { MentionOption } from './MentionListbox';
import { MentionTextField } from './MentionTextField';

const PEOPLE: MentionOption[] = [
  { id: '65f0a1b2c3d4e5f6a7b8c9d1', username: 'mia.chen', name: 'Mia Chen', following: true },
  { id: '65f0a1b2c3d4e5f6a7b8c9d2', username: 'milo_r', name: 'Milo Rossi', following: true },
  { id: '65f0a1b2c3d4e5f6a7b8c9d3', username: 'minh-tran', name: 'Minh Tran' },
  { id: '65f0a1b2c3d4e5f6a7b8c9d4', username: 'mina', name: 'Mina Okafor' },
];

/** Filters the sample people as the API would (followed first, then by username prefix). */
function Demo({ initial = '' }: { initial?: string }) {
  const [text, setText] = useState(initial);
  const [query, setQuery] = useState<string | null>(null);
  const found =
    query === null ? [] : PEOPLE.filter((p) => p.username.toLowerCase().startsWith(query.toLowerCase()));
  return (
    <MentionTextField
      label="Add a comment"
      rows={3}
      placeholder="Type @ to mention someone"
      value={text}
      onValueChange={setText}
      onMentionQuery={setQuery}
      suggestions={found}
    />
  );
}

const meta = {
  title: 'Components/MentionTextField',
  component: Demo,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520, minHeight: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** Focus the field and put the caret after "@mi" to see the list. */
export const WithText: Story = { args: { initial: 'Thanks @mi' } };
