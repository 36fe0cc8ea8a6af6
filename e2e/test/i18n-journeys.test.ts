import type { Locale } from '@cwt/contracts';
import type { Page } from 'playwright-core';
import { login, publishPost, registeredAdmin, registeredUser } from '../src/api';
import { newContext, TOASTS, trackPageErrors } from '../src/browser';
import { makePng } from '../src/fixtures';
import { expectScreenIn, messagesIn } from '../src/messages';
import { storeSession, waitUntilSettled } from '../src/site-routes';
import { browser, site, useSite } from '../src/suite';
import { loginThroughUi, startsWith, toastsGone } from '../src/ui';

// Issue 22: the main journeys in Vietnamese and in English, each screen wholly in its language (no
// message id, no text of the other language, `<html lang>`) and axe clean; then a switch in the middle
// of a session changes every mounted part at once, without a reload and without losing what was typed.
// The expected texts come from the catalogues; a few are written out below, so a catalogue that does
// not load (or a test that reads the wrong one) still fails.
useSite();

/** The browser's language, as a Vietnamese or an English reader's browser sends it. */
const BROWSER_LOCALE: Record<Locale, string> = { vi: 'vi-VN', en: 'en-GB' };
/** Each language named in itself, as the switch offers it. */
const LANGUAGE_NAME: Record<Locale, string> = { vi: 'Tiếng Việt', en: 'English' };
const OTHER: Record<Locale, Locale> = { vi: 'en', en: 'vi' };

/** Texts written out, not read from the catalogues: the home, post, profile, editor and admin screens. */
const WRITTEN_OUT: Record<Locale, Record<'home' | 'post' | 'profile' | 'editor' | 'admin', string>> = {
  vi: {
    home: 'Bài viết nổi bật',
    post: 'Tham gia thảo luận',
    profile: 'Theo dõi',
    editor: 'Viết bài mới',
    admin: 'BẢNG ĐIỀU KHIỂN',
  },
  en: {
    home: 'Popular Blogs',
    post: 'Join the conversation',
    profile: 'Follow',
    editor: 'Create New Post',
    admin: 'DASHBOARD',
  },
};
/** A post card's date: '5 thg 1, 2026' in Vietnamese, '5 Jan 2026' in English. */
const CARD_DATE: Record<Locale, RegExp> = {
  vi: /^\d{1,2} thg \d{1,2}, \d{4}$/,
  en: /^\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept|Oct|Nov|Dec) \d{4}$/,
};

type Member = Awaited<ReturnType<typeof registeredUser>>;
let author: Member;
let post: { id: string; title: string };
const members = {} as Record<Locale, Member>;
const admins = {} as Record<Locale, Member>;
let switcher: Member;
let switchingAdmin: Member;

beforeAll(async () => {
  author = await registeredUser(site.apiUrl, 'author');
  const title = `Hà Nội mùa thu – autumn in Hanoi ${Date.now().toString(36)}`;
  const created = await publishPost(
    site.apiUrl,
    author.token,
    title,
    '<p>Phố cổ, hồ Gươm và gió heo may.</p>',
  );
  post = { id: created.id, title };
  // Accounts registered from a browser in each language: their profiles keep it, so signing in
  // (which adopts the profile's language) leaves the page in it.
  [members.vi, members.en, admins.vi, admins.en, switcher, switchingAdmin] = await Promise.all([
    registeredUser(site.apiUrl, 'docgia', 'vi'),
    registeredUser(site.apiUrl, 'reader', 'en'),
    registeredAdmin(site.apiUrl, 'quantri', 'vi'),
    registeredAdmin(site.apiUrl, 'admin', 'en'),
    registeredUser(site.apiUrl, 'switch', 'en'),
    registeredAdmin(site.apiUrl, 'adminswitch', 'vi'),
  ]);
});

/** A fresh browser in `locale`'s language, closed after `run`; no page error may have happened. */
async function inBrowser(locale: Locale, run: (page: Page) => Promise<void>): Promise<void> {
  const context = await newContext(browser, { locale: BROWSER_LOCALE[locale] });
  try {
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await run(page);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
}

/** Signs in through the form in `locale` and waits for the page the sign-in leads to. */
async function signIn(page: Page, locale: Locale, who: Member, landing: string): Promise<void> {
  await loginThroughUi(page, site.url, who.username, who.password, locale);
  await page.waitForURL(`${site.url}${landing}`);
}

/** Marks the document; `sameDocument` then tells whether the page was reloaded since. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { cwtSameDocument: true }));
const sameDocument = (page: Page) => page.evaluate(() => 'cwtSameDocument' in window);

/** The admin dashboard, drawn, in `t`'s language: its title, charts, side navigation and cards. */
async function dashboardShown(page: Page, t: (id: string) => string): Promise<void> {
  await page.getByRole('heading', { name: t('admin.dashboard.title'), exact: true }).waitFor();
  await page.getByRole('heading', { name: t('admin.chart.byMonth') }).waitFor();
  await page
    .getByRole('link', { name: t('admin.nav.dashboard') })
    .first()
    .waitFor();
  for (const stat of ['BLOGS', 'CATEGORIES', 'USER'])
    await page
      .getByTestId(`stat-${stat}`)
      .getByText(t(`admin.dashboard.stat.${stat}`))
      .waitFor();
  await page
    .getByRole('figure', { name: t('admin.chart.byCategory') })
    .locator('svg text')
    .first()
    .waitFor();
}

describe.each(['vi', 'en'] as const)('in %s', (locale) => {
  const t = messagesIn(locale);
  const literal = WRITTEN_OUT[locale];

  test('a member reads, likes, comments, visits profiles and publishes; an admin opens the dashboard', async () => {
    const member = members[locale];
    await inBrowser(locale, async (page) => {
      // Home, signed in: the reader's sections, the hero from @cwt/ui, the shell's top bar, cards' dates.
      await signIn(page, locale, member, '/');
      await page.getByText(t('reader.home.loginSuccess')).first().waitFor();
      await waitUntilSettled(page, t('reader.authors.title'), locale);
      await page.getByRole('heading', { name: literal.home, exact: true }).waitFor();
      await page.getByRole('heading', { name: t('reader.allBlogs.title') }).waitFor();
      await page
        .getByRole('banner')
        .getByRole('link', { name: t('shell.nav.home'), exact: true })
        .waitFor();
      await page.getByText(CARD_DATE[locale]).first().waitFor();
      await expectScreenIn(page, locale, 'home');

      // A post: opened from its card.
      await page.getByRole('link', { name: post.title }).first().click();
      await page.waitForURL(`${site.url}/blog/${post.id}`);
      await page.getByRole('heading', { level: 1, name: post.title }).waitFor();
      await page.getByRole('heading', { name: startsWith(literal.post) }).waitFor();
      await page.getByRole('heading', { name: startsWith(t('reader.comments.title')) }).waitFor();
      await page.getByRole('heading', { name: t('reader.related.title') }).waitFor();
      await page.getByRole('button', { name: t('reader.post.back') }).waitFor();
      await page.getByRole('button', { name: t('reader.audio.convert') }).waitFor();
      await expectScreenIn(page, locale, 'post');

      // Like: the button says so, with its count and unit, in the language.
      const likeNamed = (liked: boolean) =>
        page.locator('article header').getByRole('button', {
          name: startsWith(t('reader.like.name', { liked: String(liked), title: post.title })),
        });
      const before = Number(await likeNamed(false).locator('span').nth(1).textContent());
      await likeNamed(false).click();
      const count = before + 1;
      const liked = page.locator('article header').getByRole('button', {
        name: `${t('reader.like.name', { liked: 'true', title: post.title })} ${count} ${t('reader.like.unit', { count })}`,
        exact: true,
      });
      await liked.and(page.locator('[aria-pressed="true"]:not([aria-busy])')).waitFor();

      // Comment.
      const said = `${locale === 'vi' ? 'Đọc mà nhớ Hà Nội quá' : 'Makes me miss Hanoi'} ${Date.now()}`;
      await page.getByLabel(t('reader.comments.add')).fill(said);
      await page.getByRole('button', { name: t('reader.comments.submit') }).click();
      const comment = page
        .getByRole('list', { name: t('reader.comments.label'), exact: true })
        .getByRole('listitem')
        .filter({ hasText: said });
      await comment.waitFor();
      await comment
        .getByRole('button', { name: t('reader.comment.actions', { name: member.name }) })
        .waitFor();
      await expectScreenIn(page, locale, 'post, liked and commented on');

      // Someone else's profile, from the post's author card; follow them.
      await page.getByRole('link', { name: startsWith(t('ui.author.viewProfile')) }).click();
      await page.waitForURL(`${site.url}/profile/${author.id}`);
      await waitUntilSettled(page, author.name, locale);
      await page.getByRole('tab', { name: t('social.profile.posts') }).waitFor();
      await page.getByRole('button', { name: literal.profile, exact: true }).click();
      await page.getByRole('button', { name: t('social.profile.unfollow'), exact: true }).waitFor();
      await expectScreenIn(page, locale, 'profile of another member');

      // The user menu, its items in the language, the other language named in itself and marked so.
      await toastsGone(page);
      await page
        .getByRole('banner')
        .getByRole('button', { name: t('shell.user.menu', { username: member.username }) })
        .click();
      const other = page.getByRole('menuitem', { name: LANGUAGE_NAME[OTHER[locale]], exact: true });
      await other.waitFor();
      expect(await other.locator('[lang]').first().getAttribute('lang')).toBe(OTHER[locale]);
      await page.getByRole('menuitem', { name: t('shell.user.drafts') }).waitFor();
      await expectScreenIn(page, locale, 'user menu');

      // Their own profile, from the menu: no posts yet.
      await page.getByRole('menuitem', { name: t('shell.user.profile') }).click();
      await page.waitForURL(`${site.url}/profile/${member.id}`);
      await waitUntilSettled(page, member.name, locale);
      await page.getByText(t('social.profile.noPosts')).waitFor();
      await expectScreenIn(page, locale, 'own profile');

      // The editor: the form's messages, then a post published with a chosen image.
      await page
        .getByRole('banner')
        .getByRole('link', { name: t('shell.newPost') })
        .click();
      await page.getByRole('heading', { name: literal.editor, exact: true }).waitFor();
      await page.getByText(t('editor.create.subtitle')).waitFor();
      await page.getByRole('button', { name: t('editor.form.publish') }).click();
      for (const id of ['title', 'category', 'content', 'imageUrl'])
        await page
          .getByRole('alert')
          .filter({ hasText: t(`editor.required.${id}`) })
          .first()
          .waitFor();
      await expectScreenIn(page, locale, 'editor, its required fields flagged');

      const title = `${locale === 'vi' ? 'Ghi chép' : 'Notes'} ${member.username}`;
      await page.getByLabel(startsWith(t('editor.form.title'))).fill(title);
      await page
        .getByRole('group', { name: t('editor.category.suggested') })
        .getByRole('button')
        .first()
        .click();
      await page.locator('[data-slate-editor="true"]').click();
      await page.keyboard.type(locale === 'vi' ? 'Một buổi sáng ở Hồ Tây.' : 'A morning by West Lake.');
      await page.getByTestId('featured-image-input').setInputFiles({
        name: 'cover.png',
        mimeType: 'image/png',
        buffer: makePng(),
      });
      await page.getByText(t('editor.upload.done')).first().waitFor();
      await page.getByRole('img', { name: t('editor.image.alt'), exact: true }).waitFor();
      await expectScreenIn(page, locale, 'editor, filled in');
      await page.getByRole('button', { name: t('editor.form.publish') }).click();
      await page.waitForURL(`${site.url}/`);
      await page.getByText(t('editor.create.done')).first().waitFor();
      await page.getByRole('link', { name: title }).first().click();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByRole('heading', { name: startsWith(t('reader.comments.title')) }).waitFor();
      await expectScreenIn(page, locale, 'own post, just published');
    });

    // An admin's dashboard: the admin remote's own chrome, cards and charts.
    await inBrowser(locale, async (page) => {
      await signIn(page, locale, admins[locale], '/admin');
      await page.getByRole('heading', { name: literal.admin, exact: true }).waitFor();
      await dashboardShown(page, t);
      await expectScreenIn(page, locale, 'admin dashboard');
    });
  });
});

test('a switch mid-session changes every mounted part at once and keeps what was typed', async () => {
  const en = messagesIn('en');
  const vi = messagesIn('vi');
  await inBrowser('en', async (page) => {
    // A post with a comment being written: the shell's top bar, the reader's post and search box, and
    // social's bell are all mounted.
    // Signed in beforehand (no sign-in toast to wait out before the switch).
    await storeSession(page, site.url, await login(site.apiUrl, switcher.username, switcher.password));
    await page.goto(`${site.url}/`);
    await page.getByRole('link', { name: post.title }).first().click();
    await page.getByRole('heading', { name: startsWith(en('reader.comments.title')) }).waitFor();
    await page.getByRole('combobox', { name: en('reader.search.title') }).waitFor();
    await page
      .getByRole('banner')
      .getByRole('button', { name: en('social.notifications.title'), exact: true })
      .waitFor();
    const draft = 'Nửa câu đang viết dở – half a sentence';
    await page.getByLabel(en('reader.comments.add')).fill(draft);
    await markDocument(page);
    await page.getByRole('banner').getByRole('button', { name: LANGUAGE_NAME.vi, exact: true }).click();
    await page.getByRole('heading', { name: startsWith(vi('reader.comments.title')) }).waitFor();
    await page
      .getByRole('banner')
      .getByRole('link', { name: vi('shell.nav.home'), exact: true })
      .waitFor();
    await page.getByRole('combobox', { name: vi('reader.search.title') }).waitFor();
    await page
      .getByRole('banner')
      .getByRole('button', { name: vi('social.notifications.title'), exact: true })
      .waitFor();
    await page.getByRole('button', { name: vi('reader.comments.submit') }).waitFor();
    expect(await page.getByLabel(vi('reader.comments.add')).inputValue()).toBe(draft);
    expect(await sameDocument(page)).toBe(true);
    await expectScreenIn(page, 'vi', 'post with a comment being written, switched to Vietnamese');

    // The editor with its messages showing, switched back: the messages change too, the title stays.
    await page
      .getByRole('banner')
      .getByRole('link', { name: vi('shell.newPost') })
      .click();
    await page.getByRole('heading', { name: vi('editor.create.title'), exact: true }).waitFor();
    await page.getByLabel(startsWith(vi('editor.form.title'))).fill('Bản nháp');
    await page.getByRole('button', { name: vi('editor.form.publish') }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: vi('editor.required.category') })
      .first()
      .waitFor();
    // Its toast goes in its own time, in the language it was raised in: not worded again.
    const toast = page.locator(TOASTS).getByText(vi('editor.required.summary'));
    await toast.waitFor();
    await toast.waitFor({ state: 'hidden' });
    await page.getByRole('banner').getByRole('button', { name: LANGUAGE_NAME.en, exact: true }).click();
    await page.getByRole('heading', { name: en('editor.create.title'), exact: true }).waitFor();
    await page
      .getByRole('alert')
      .filter({ hasText: en('editor.required.category') })
      .first()
      .waitFor();
    expect(await page.getByLabel(startsWith(en('editor.form.title'))).inputValue()).toBe('Bản nháp');
    expect(await sameDocument(page)).toBe(true);
    await expectScreenIn(page, 'en', 'editor with its messages, switched back to English');
  });

  // The admin's dashboard, switched from its own header.
  await inBrowser('vi', async (page) => {
    await signIn(page, 'vi', switchingAdmin, '/admin');
    await dashboardShown(page, vi);
    await markDocument(page);
    await page.getByRole('banner').getByRole('button', { name: LANGUAGE_NAME.en, exact: true }).click();
    // The click outside the sidebar closed it (as any does); opened again, its links are in English.
    await page.getByRole('button', { name: en('admin.header.openSidebar'), exact: true }).click();
    await dashboardShown(page, en);
    expect(await sameDocument(page)).toBe(true);
    await expectScreenIn(page, 'en', 'admin dashboard, switched to English');
  });
});
