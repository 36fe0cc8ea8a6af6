import { activateLocale, signIn, signOut } from '@cwt/core';
import { act, screen } from '@testing-library/react';
import PopularPage from '../src/features/popular/PopularPage';
import { CommentSection } from '../src/features/post/components/CommentSection';
import {
  fakeResponse,
  fetchMock,
  installFetch,
  MEMBER_LOGIN,
  makeComment,
  makePost,
  paged,
  renderAt,
  resetSWR,
} from './helpers';

// The reader's pages in Vietnamese (docs/i18n.md): every text from the catalogue (counts with their
// plural rules, dates in Vietnamese), none of the English, and never a message id on screen or in an
// accessible name.

/** A catalogue id (`reader.popular.title`) left in the page's text or in a text attribute. */
function rawIds(): string[] {
  const attributes = [...document.body.querySelectorAll('*')].flatMap((el) =>
    ['aria-label', 'title', 'placeholder', 'alt'].map((name) => el.getAttribute(name) ?? ''),
  );
  return [document.body.textContent ?? '', ...attributes].flatMap(
    (text) => text.match(/\b(?:reader|core|ui)\.[a-z]+\.[a-zA-Z.]+/g) ?? [],
  );
}

beforeEach(async () => {
  await resetSWR();
  installFetch();
  await act(() => activateLocale('vi'));
});

afterEach(async () => {
  act(() => signOut());
  await act(() => activateLocale('en'));
});

test('Popular is in Vietnamese: heading, periods, count, cards and their controls', async () => {
  act(() => signIn({ ...MEMBER_LOGIN, username: 'an', id: 'b'.repeat(24) }));
  fetchMock.mockResolvedValue(
    fakeResponse(200, paged([makePost({ title: 'Tàu đêm', likeCount: 1 }), makePost()], 2, 0, 6)),
  );
  renderAt(<PopularPage />, '/popular');
  expect(screen.getAllByText('Đang tải bài viết phổ biến...').length).toBeGreaterThan(0);
  await screen.findByText('Tìm thấy 2 bài viết');
  expect(screen.getByRole('heading', { level: 1, name: 'Bài viết phổ biến' })).toBeInTheDocument();
  expect(document.title).toContain('Bài viết phổ biến');
  expect(screen.getByRole('group', { name: 'Khoảng thời gian' })).toBeInTheDocument();
  for (const period of ['Mọi thời gian', 'Tuần này', 'Tháng này', 'Năm nay'])
    expect(screen.getByRole('button', { name: period })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Thích "Tàu đêm", 1 lượt thích' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Lưu "Tàu đêm" vào mục đã lưu' })).toBeInTheDocument();
  expect(screen.getAllByText('5 thg 1, 2026').length).toBeGreaterThan(0);
  expect(screen.queryByText(/Popular Posts|post\(s\) found|This Week/)).toBeNull();
  expect(rawIds()).toEqual([]);
});

test('an empty period says so in Vietnamese', async () => {
  fetchMock.mockResolvedValue(fakeResponse(200, paged([], 0, 0, 6)));
  renderAt(<PopularPage />, '/popular');
  await screen.findByText('Không có bài viết phổ biến nào');
  expect(screen.getByText('Chưa có bài viết phổ biến nào trong khoảng thời gian này.')).toBeInTheDocument();
  expect(rawIds()).toEqual([]);
});

test('the comments are in Vietnamese, the sign-in link inside its sentence', async () => {
  const first = makeComment(1, 'An', 'Chào cả nhà', { likeCount: 2, editedAt: '2026-01-15T10:42:17.000Z' });
  const reply = makeComment(2, 'Bình', 'Chào An', { replyTo: { id: first.id, username: 'an' }, depth: 4 });
  fetchMock.mockResolvedValue(
    fakeResponse(200, [first, reply, makeComment(3, 'Chi', '', { state: 'deleted' })]),
  );
  renderAt(<CommentSection postId={'b'.repeat(24)} />);
  await screen.findByRole('article', { name: 'Bình luận của An' });
  expect(screen.getByRole('heading', { name: /^Tham gia thảo luận/ })).toBeInTheDocument();
  const prompt = screen.getByRole('link', { name: 'Đăng nhập' }).parentElement;
  expect(prompt?.textContent).toBe('Đăng nhập để tham gia thảo luận.');
  expect(screen.getByRole('button', { name: 'Thích bình luận của An, 2' })).toBeInTheDocument();
  expect(screen.getByText('trả lời', { exact: false }).textContent).toBe('trả lời @an');
  expect(screen.getByRole('article', { name: 'Bình luận [đã xóa]' })).toBeInTheDocument();
  // The edit's moment in core's Vietnamese long date and a 24-hour time.
  expect(screen.getByText(/^\(đã sửa/).getAttribute('title')).toMatch(
    /^Đã sửa lúc \d\d:\d\d ngày 1[56] tháng 1, 2026$/,
  );

  expect(rawIds()).toEqual([]);
});
