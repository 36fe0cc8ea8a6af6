import { fakeResponse, fetchMock, installFetch, resetSWR } from '@cwt/build/test-kit';
import { act, render, screen } from '@testing-library/react';
import { readingTime } from '../src/format';
import {
  activateLocale,
  adoptProfileLocale,
  formatCardDate,
  formatLongDate,
  formatMonthYear,
  formatNumber,
  formatRelativeTime,
  getLocale,
  initialLocale,
  loadCatalogues,
  postDetails,
  registerCatalogue,
  SERVED_LOCALE_ATTRIBUTE,
  setLocale,
  setRemoteRuntime,
  signIn,
  signOut,
  t,
  useT,
  useWorded,
} from '../src/index';
import { loadRemoteComponent } from '../src/remotes/load-remote-component';
import { LOGIN } from './helpers';

const clearCookie = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the cookie core writes, as a page would see it (jsdom has no Cookie Store).
  document.cookie = 'locale=; path=/; max-age=0';
};

function Hello() {
  const translate = useT();
  return <p>{translate('core.post.readingTime', { minutes: 3 })}</p>;
}

const Page = () => null;

/** A message kept in state as its wording (useWorded), set and cleared by buttons. */
function Saved() {
  const [message, setMessage] = useWorded();
  return (
    <>
      <button type="button" onClick={() => setMessage((tr) => tr('core.post.readingTime', { minutes: 2 }))}>
        save
      </button>
      <button type="button" onClick={() => setMessage(null)}>
        clear
      </button>
      <p role="status">{message ?? 'none'}</p>
    </>
  );
}

afterEach(async () => {
  act(() => signOut());
  await resetSWR();
  clearCookie();
  localStorage.clear();
  document.documentElement.removeAttribute(SERVED_LOCALE_ATTRIBUTE);
  await activateLocale('en');
});

describe('the language a page starts in', () => {
  it('is the cookie, then the served page, then storage, then the browser, then English', () => {
    const languages = jest.spyOn(navigator, 'languages', 'get');
    languages.mockReturnValue(['fr-FR', 'de']);
    expect(initialLocale()).toBe('en');
    languages.mockReturnValue(['vi-VN', 'en']);
    expect(initialLocale()).toBe('vi');
    localStorage.setItem('locale', 'en');
    expect(initialLocale()).toBe('en');
    document.documentElement.setAttribute(SERVED_LOCALE_ATTRIBUTE, 'vi');
    expect(initialLocale()).toBe('vi');
    // biome-ignore lint/suspicious/noDocumentCookie: the cookie core reads, as a page would have it.
    document.cookie = 'locale=en; path=/';
    expect(initialLocale()).toBe('en');
    languages.mockRestore();
  });
});

describe('setLocale', () => {
  it('shows the language at once and keeps it in the cookie, storage and <html lang>', async () => {
    installFetch();
    await act(() => setLocale('vi'));
    expect(getLocale()).toBe('vi');
    expect(document.documentElement.lang).toBe('vi');
    expect(document.cookie).toContain('locale=vi');
    expect(localStorage.getItem('locale')).toBe('vi');
    expect(t('core.time.justNow')).toBe('vừa xong');
    // Signed out: the profile is not written.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signed in, also writes the profile (PUT /api/users { locale })', async () => {
    installFetch();
    fetchMock.mockResolvedValue(fakeResponse(200, { ...LOGIN, _id: LOGIN.id, locale: 'vi' }));
    act(() => signIn(LOGIN));
    await act(() => setLocale('vi'));
    const put = fetchMock.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'PUT');
    expect(String(put?.[0])).toMatch(/\/api\/users$/);
    expect(JSON.parse(String((put?.[1] as RequestInit | undefined)?.body))).toEqual({ locale: 'vi' });
  });

  it('after a sign-in, adopts the language of the profile', async () => {
    installFetch();
    fetchMock.mockResolvedValue(fakeResponse(200, { ...LOGIN, _id: LOGIN.id, locale: 'vi' }));
    expect(getLocale()).toBe('en');
    act(() => signIn(LOGIN));
    await act(() => adoptProfileLocale());
    expect(getLocale()).toBe('vi');
    expect(document.cookie).toContain('locale=vi');
    expect(localStorage.getItem('locale')).toBe('vi');
  });

  it('renders every component that reads the language again, in it', async () => {
    render(<Hello />);
    expect(screen.getByText('3 min read').textContent).toBe('3 min read');
    installFetch();
    await act(() => setLocale('vi'));
    expect(screen.getByText('3 phút đọc').textContent).toBe('3 phút đọc');
  });

  it('words a message kept in state (useWorded) again in the new language', async () => {
    render(<Saved />);
    expect(screen.getByRole('status').textContent).toBe('none');
    act(() => screen.getByRole('button', { name: 'save' }).click());
    expect(screen.getByRole('status').textContent).toBe('2 min read');
    installFetch();
    await act(() => setLocale('vi'));
    expect(screen.getByRole('status').textContent).toBe('2 phút đọc');
    act(() => screen.getByRole('button', { name: 'clear' }).click());
    expect(screen.getByRole('status').textContent).toBe('none');
  });
});

describe('catalogues', () => {
  it("loads a remote's catalogue before its component is handed out, so no message id shows", async () => {
    setRemoteRuntime({
      load: async () => {
        // As a remote's exposed module registers its bundle's catalogue while it is evaluated.
        registerCatalogue('test', {
          en: async () => ({ default: { 'test.hello': 'Hello' } }),
          vi: async () => ({ default: { 'test.hello': 'Xin chào' } }),
        });
        return { default: Page };
      },
      reset: () => undefined,
    });
    await activateLocale('vi');
    expect(t('test.hello')).toBe('test.hello');
    await expect(loadRemoteComponent('social/ProfilePage')).resolves.toBe(Page);
    expect(t('test.hello')).toBe('Xin chào');
    // A change of language loads every registered bundle's catalogue before it shows.
    await activateLocale('en');
    expect(t('test.hello')).toBe('Hello');
  });

  it('fetches each catalogue once', async () => {
    const en = jest.fn(async () => ({ default: { 'once.x': 'x' } }));
    registerCatalogue('once', { en, vi: en });
    await Promise.all([loadCatalogues('en'), loadCatalogues('en')]);
    await loadCatalogues('en');
    expect(en).toHaveBeenCalledTimes(1);
  });
});

describe('formats per language', () => {
  const SEPT_5 = new Date(2026, 8, 5, 10, 30);
  const now = SEPT_5.getTime();

  it('words dates as Intl does in each language (cards en-GB, detail en-US; Vietnamese)', async () => {
    expect([formatCardDate(SEPT_5), formatLongDate(SEPT_5), formatMonthYear(SEPT_5)]).toEqual([
      '5 Sept 2026',
      'September 5, 2026',
      'September 2026',
    ]);
    await activateLocale('vi');
    for (let month = 0; month < 12; month += 1) {
      const date = new Date(2026, month, 5);
      const intl = (options: Intl.DateTimeFormatOptions) =>
        new Intl.DateTimeFormat('vi', options).format(date);
      expect(formatCardDate(date)).toBe(intl({ day: 'numeric', month: 'short', year: 'numeric' }));
      expect(formatLongDate(date)).toBe(intl({ day: 'numeric', month: 'long', year: 'numeric' }));
      expect(formatMonthYear(date)).toBe(intl({ month: 'long', year: 'numeric' }));
    }
  });

  it('words relative times, counts and reading time in each language', async () => {
    expect(formatRelativeTime(now - 2 * 86_400_000, now)).toBe('2 days ago');
    expect(formatRelativeTime(now - 10_000, now)).toBe('just now');
    expect(postDetails({ content: '', likeCount: 1 })).toEqual(['5 min read', '1 like']);
    expect(postDetails({ content: '', likeCount: 2 })).toEqual(['5 min read', '2 likes']);
    expect(formatNumber(12345)).toBe('12,345');
    await activateLocale('vi');
    expect(formatRelativeTime(now - 2 * 86_400_000, now)).toBe('2 ngày trước');
    expect(formatRelativeTime(now - 10_000, now)).toBe('vừa xong');
    expect(postDetails({ content: '', likeCount: 1 })).toEqual(['5 phút đọc', '1 lượt thích']);
    expect(readingTime(`<p>${'từ '.repeat(201)}</p>`)).toBe('2 phút đọc');
    expect(formatNumber(12345)).toBe('12.345');
  });
});
