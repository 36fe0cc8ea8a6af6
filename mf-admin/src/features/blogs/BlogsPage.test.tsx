import type { PagedPosts, Post, PostSummary } from '@cwt/contracts';
import * as core from '@cwt/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BlogsPage } from './BlogsPage';

// The page's reads and writes are @cwt/core's (their requests and cache updates are core's tests).
jest.mock('@cwt/core', () => {
  const actual = jest.requireActual('@cwt/core');
  return {
    ...actual,
    usePosts: jest.fn(),
    useCategories: jest.fn(),
    postsApi: { ...actual.postsApi, get: jest.fn() },
  };
});
// The federated editor cannot load in jsdom; a plain text area shows what the form was filled with.
jest.mock('./RichTextField', () => ({
  RichTextField: ({ value, label = 'Content' }: { value: string; label?: string }) => (
    <label>
      {label}
      <textarea value={value} readOnly />
    </label>
  ),
}));

const id = 'b'.repeat(24);
const author = {
  id: 'a'.repeat(24),
  _id: 'a'.repeat(24),
  name: 'Writer',
  username: 'writer',
  profilePicture: null,
};
const summary: PostSummary = {
  id,
  _id: id,
  title: 'Alps in winter',
  category: 'Travel',
  tags: ['ski'],
  imageCloudUrl: null,
  excerpt: 'Snow on the…',
  readingMinutes: 1,
  createdAt: '2026-01-02T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  likeCount: 0,
  likeCnt: 0,
  commentCount: 0,
  liked: false,
  saved: false,
  isSaved: false,
  author,
};
const full: Post = {
  ...summary,
  author: { ...author, email: 'writer@example.com' },
  content: '<p>Snow on the peaks, and the whole body of the post.</p>',
};

test('Edit loads the full post before filling the form: list items carry an excerpt, not the content', async () => {
  const page: PagedPosts = { content: [summary], totalElements: 1, totalPages: 1, number: 0, size: 20 };
  jest.mocked(core.usePosts).mockReturnValue({ data: page } as ReturnType<typeof core.usePosts>);
  jest
    .mocked(core.useCategories)
    .mockReturnValue({ data: [] } as unknown as ReturnType<typeof core.useCategories>);
  jest.mocked(core.postsApi.get).mockResolvedValue(full);
  render(<BlogsPage />);
  await userEvent.click(await screen.findByRole('button', { name: `Edit ${summary.title}` }));
  const form = await screen.findByRole('form', { name: 'Edit Blog' });
  expect(core.postsApi.get).toHaveBeenCalledWith(id);
  expect(core.usePosts).toHaveBeenCalledWith({ page: 0, size: 20, q: undefined });
  expect(within(form).getByLabelText('Content')).toHaveValue(full.content);
  expect(within(form).getByLabelText(/^Title/)).toHaveValue(summary.title);
});
