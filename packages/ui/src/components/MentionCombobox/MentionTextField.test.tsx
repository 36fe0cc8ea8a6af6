import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { MentionOption } from './MentionListbox';
import { MentionTextField } from './MentionTextField';
import { insertMention, mentionQueryAt } from './mention-query';

const PEOPLE: MentionOption[] = [
  { id: 'a'.repeat(24), username: 'bea', name: 'Bea Stone', following: true },
  { id: 'b'.repeat(24), username: 'ben', name: 'Ben Ode' },
  { id: 'c'.repeat(24), username: 'bob', name: 'Bob Ray' },
];

function Harness({ onQuery, onCancel }: { onQuery: (q: string | null) => void; onCancel?: () => void }) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  return (
    // A reply box closes on Escape: the open list must take that key first.
    <form onKeyDown={(e) => e.key === 'Escape' && onCancel?.()}>
      <MentionTextField
        label="Add a comment"
        value={text}
        onValueChange={setText}
        onMentionQuery={(q) => {
          setQuery(q);
          onQuery(q);
        }}
        suggestions={query === null ? [] : PEOPLE.filter((p) => p.username.startsWith(query))}
      />
    </form>
  );
}

describe('MentionTextField', () => {
  it('opens on @, moves with the arrows (wrapping) and inserts the highlighted person with Enter', async () => {
    const queries: (string | null)[] = [];
    render(<Harness onQuery={(q) => queries.push(q)} />);
    const box = screen.getByRole('combobox', { name: 'Add a comment' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('listbox', { hidden: true })).not.toBeVisible();

    await userEvent.type(box, 'Hi @b');
    expect(queries.at(-1)).toBe('b');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Bea Stone@beaFollowing',
      'Ben Ode@ben',
      'Bob Ray@bob',
    ]);
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('3 people found')).toBeInTheDocument();

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await userEvent.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[2]!.id);

    await userEvent.keyboard('{Enter}');
    expect(box).toHaveValue('Hi @bob ');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(queries.at(-1)).toBeNull();
    expect(box).toHaveFocus();
  });

  it('Escape closes the list only (not the surrounding form) until another @ is typed', async () => {
    const cancel = jest.fn();
    render(<Harness onQuery={() => {}} onCancel={cancel} />);
    const box = screen.getByRole('combobox', { name: 'Add a comment' });
    await userEvent.type(box, '@be');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(cancel).not.toHaveBeenCalled();
    await userEvent.type(box, 'n');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    // With the list closed, Enter is a new line and Escape reaches the form.
    await userEvent.keyboard('{Enter}{Escape}');
    expect(box).toHaveValue('@ben\n');
    expect(cancel).toHaveBeenCalledTimes(1);
    await userEvent.type(box, '@bo');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((o) => o.id)).toHaveLength(1);
    expect(screen.getByText('1 person found')).toBeInTheDocument();
  });

  it('says when nobody matches, and a click picks too', async () => {
    render(<Harness onQuery={() => {}} />);
    const box = screen.getByRole('combobox', { name: 'Add a comment' });
    await userEvent.type(box, '@zz');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('No people found')).toBeInTheDocument();
    await userEvent.type(box, '{Backspace}{Backspace}be');
    await userEvent.click(screen.getByRole('option', { name: /Ben Ode/ }));
    expect(box).toHaveValue('@ben ');
  });
});

describe('mention queries', () => {
  it('reads the @name at the caret, not inside words, addresses or paths', () => {
    expect(mentionQueryAt('hi @', 4)).toEqual({ query: '', start: 3 });
    expect(mentionQueryAt('hi @bo', 6)).toEqual({ query: 'bo', start: 3 });
    expect(mentionQueryAt('(@bo', 4)).toEqual({ query: 'bo', start: 1 });
    expect(mentionQueryAt('mail@bo', 7)).toBeNull();
    expect(mentionQueryAt('x.com/@bo', 9)).toBeNull();
    expect(mentionQueryAt('@bo done', 8)).toBeNull();
  });

  it('replaces the typed name with @username and one space', () => {
    expect(insertMention('hi @bo there', { query: 'bo', start: 3 }, 'bob')).toEqual({
      text: 'hi @bob there',
      caret: 8,
    });
  });
});
