import { fakeResponse, fetchMock, installFetch, renderAt, resetSWR } from '@cwt/build/test-kit';
import { activateLocale, signIn, signOut } from '@cwt/core';
import { act, screen } from '@testing-library/react';
import CreatePostPage from '../src/features/create-post/CreatePostPage';
import MyDraftsPage from '../src/features/my-drafts/MyDraftsPage';

// The editor's pages in Vietnamese (docs/i18n.md): every text from the catalogue, none of the
// English, and never a message id on screen or in an accessible name.

/** A catalogue id (`editor.form.title`) left in the page's text or in a text attribute. */
function rawIds(): string[] {
  const attributes = [...document.body.querySelectorAll('*')].flatMap((el) =>
    ['aria-label', 'title', 'placeholder', 'alt'].map((name) => el.getAttribute(name) ?? ''),
  );
  return [document.body.textContent ?? '', ...attributes].flatMap(
    (text) => text.match(/\b(?:editor|core|ui)\.[a-z]+\.[a-zA-Z.]+/g) ?? [],
  );
}

const draft = {
  id: 'a'.repeat(24),
  postId: 'f'.repeat(24),
  title: 'Tàu đêm',
  version: 1,
  updatedAt: new Date().toISOString(),
};

beforeEach(async () => {
  installFetch();
  fetchMock.mockImplementation(async (url: string) =>
    new URL(url, 'http://x').pathname === '/api/drafts'
      ? fakeResponse(200, { content: [draft], totalElements: 1, totalPages: 1, number: 0, size: 20 })
      : fakeResponse(200, []),
  );
  act(() =>
    signIn({
      token: 't',
      username: 'an',
      profilePicture: null,
      id: 'b'.repeat(24),
      userRole: 'USER',
      email: 'an@example.com',
      name: 'An',
    }),
  );
  await act(() => activateLocale('vi'));
});

afterEach(async () => {
  act(() => signOut());
  await resetSWR();
  localStorage.clear();
  await act(() => activateLocale('en'));
});

test('the new post form is in Vietnamese', async () => {
  // The categories' answer and the editor's first effects land inside act.
  await act(async () => {
    renderAt(<CreatePostPage />, '/newpost');
  });

  expect(screen.getByRole('heading', { level: 1, name: 'Viết bài mới' })).toBeTruthy();
  expect(document.title).toContain('Viết bài mới');
  expect(screen.getByText('Chia sẻ suy nghĩ và ý tưởng của bạn với cộng đồng')).toBeTruthy();
  expect(screen.getByPlaceholderText('Đặt tiêu đề cho bài viết')).toBeTruthy();
  expect(screen.getByRole('toolbar', { name: 'Định dạng' })).toBeTruthy();
  expect(screen.getByRole('button', { name: /^In đậm \(/ })).toBeTruthy();
  expect(screen.getByText('0 từ')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Đăng bài' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Hủy' })).toBeTruthy();
  expect(screen.queryByText(/Publish Post|Create New Post|Featured image/)).toBeNull();
  expect(rawIds()).toEqual([]);
});

test('My drafts is in Vietnamese, its relative times too', async () => {
  renderAt(<MyDraftsPage />, '/drafts');
  await screen.findByRole('link', { name: 'Tiếp tục “Tàu đêm”' });
  expect(screen.getByRole('heading', { level: 1, name: 'Bản nháp của tôi' })).toBeTruthy();
  expect(screen.getByText('Bản sửa của bài đã đăng')).toBeTruthy();
  expect(screen.getByText('vừa xong')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Xóa “Tàu đêm”' })).toBeTruthy();
  expect(rawIds()).toEqual([]);
});

test('the form’s messages showing are worded again when the language changes', async () => {
  await act(async () => {
    renderAt(<CreatePostPage />, '/newpost');
  });
  await act(async () => {
    screen.getByRole('button', { name: 'Đăng bài' }).click();
  });
  expect(screen.getByText('Bạn chưa nhập tiêu đề')).toBeTruthy();
  expect(screen.getByText('Bạn chưa chọn ảnh đại diện')).toBeTruthy();

  await act(() => activateLocale('en'));
  expect(screen.getByText('Title is required')).toBeTruthy();
  expect(screen.getByText('Featured image is required')).toBeTruthy();
  expect(screen.getByText('Please fill in all required fields', { selector: '[role="alert"]' })).toBeTruthy();
  expect(screen.queryByText(/Bạn chưa/)).toBeNull();
});
