import type { PagedPosts, Post, PostSummary } from '@cwt/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { adminApi } from '../../api/admin';
import { BlogsPage } from './BlogsPage';

jest.mock('../../api/admin', () => ({
  ...jest.requireActual('../../api/admin'),
  adminApi: { posts: jest.fn(), post: jest.fn(), categories: jest.fn() },
}));
// The federated editor cannot load in jsdom; a plain text area shows what the form was filled with.
jest.mock('./RichTextField', () => ({
  RichTextField: ({ value, label = 'Content' }: { value: string; label?: string }) => (
    <label>
      {label}
      <textarea value={value} readOnly />
    </label>
  ),
}));
const api = adminApi as jest.Mocked<typeof adminApi>;

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
  api.posts.mockResolvedValue(page);
  api.categories.mockResolvedValue([]);
  api.post.mockResolvedValue(full);
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <BlogsPage />
    </SWRConfig>,
  );
  await userEvent.click(await screen.findByRole('button', { name: `Edit ${summary.title}` }));
  const form = await screen.findByRole('form', { name: 'Edit Blog' });
  expect(api.post).toHaveBeenCalledWith(id);
  expect(within(form).getByLabelText('Content')).toHaveValue(full.content);
  expect(within(form).getByLabelText(/^Title/)).toHaveValue(summary.title);
});
