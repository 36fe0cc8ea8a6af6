import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { DraftList } from './DraftList';

const drafts = [
  {
    id: 'a'.repeat(24),
    postId: null,
    title: 'Night trains',
    version: 2,
    updatedAt: new Date().toISOString(),
  },
  { id: 'b'.repeat(24), postId: null, title: '  ', version: 1, updatedAt: new Date().toISOString() },
  {
    id: 'c'.repeat(24),
    postId: 'f'.repeat(24),
    title: 'An edit',
    version: 1,
    updatedAt: new Date().toISOString(),
  },
];

test('each draft links to where it continues, an empty title reads Untitled, and Delete names its draft', async () => {
  const onDelete = jest.fn();
  render(
    <MemoryRouter>
      <DraftList drafts={drafts} onDelete={onDelete} />
    </MemoryRouter>,
  );
  expect(screen.getByRole('link', { name: 'Night trains' }).getAttribute('href')).toBe(
    `/create-post?draft=${'a'.repeat(24)}`,
  );
  expect(screen.getByRole('link', { name: 'Untitled' })).toBeTruthy();
  // A draft of a published post continues on the post's edit page.
  expect(screen.getByRole('link', { name: 'Continue “An edit”' }).getAttribute('href')).toBe(
    `/edit/${'f'.repeat(24)}`,
  );
  expect(screen.getByText('Edit of a published post')).toBeTruthy();
  expect(screen.getAllByText('just now')).toHaveLength(3);

  // Keyboard: Tab reaches Delete of the untitled draft and Enter asks to delete it.
  const user = userEvent.setup();
  screen.getByRole('button', { name: 'Delete “Untitled”' }).focus();
  await user.keyboard('{Enter}');
  expect(onDelete).toHaveBeenCalledWith(drafts[1]);
});
