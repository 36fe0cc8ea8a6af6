import type { ReportItem } from '@cwt/contracts';
import { ApiError, activateLocale, t } from '@cwt/core';
import * as core from '@cwt/core/admin';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONFIRM_DELETE, CONFIRM_IGNORE, ReportItemsPage } from './ReportItemsPage';

// The page's reads and writes are @cwt/core/admin's (their requests and the list's refetch after each write
// are core's tests).
jest.mock('@cwt/core/admin', () => ({
  ...jest.requireActual('@cwt/core/admin'),
  useAdminReports: jest.fn(),
  adminReportsApi: { ignore: jest.fn(), removeContent: jest.fn() },
}));
const api = jest.mocked(core.adminReportsApi);
const reportsAre = (items: ReportItem[]) =>
  jest
    .mocked(core.useAdminReports)
    .mockReturnValue({ data: { items, total: items.length } } as ReturnType<typeof core.useAdminReports>);

const report = (over: Partial<ReportItem>): ReportItem => ({
  id: 'a'.padEnd(24, '1'),
  _id: 'a'.padEnd(24, '1'),
  contentId: 'c'.padEnd(24, '2'),
  type: 'Com',
  userReportId: null,
  percentToxic: 87.456,
  reportCount: 1,
  status: 'PENDING',
  postId: 'd'.padEnd(24, '3'),
  createdAt: '2026-01-02T00:00:00.000Z',
  origin: 'user',
  language: 'en',
  action: 'hide',
  excerpt: 'Great post, but you are an idiot',
  evidence: [
    { text: 'idiot', start: 27, end: 32, weight: 2.5 },
    { text: 'you are', start: 16, end: 23, weight: 1.1 },
  ],
  ...over,
});

const renderPage = () => render(<ReportItemsPage />);

beforeEach(() => {
  jest.resetAllMocks();
  reportsAre([report({})]);
});

test('shows anomynous for a null reporter, 2-decimal percent and the holding post link', async () => {
  renderPage();
  expect(await screen.findByText('anomynous')).toBeInTheDocument();
  expect(screen.getByText('87.46%')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /View content/ })).toHaveAttribute(
    'href',
    `/blog/${'d'.padEnd(24, '3')}`,
  );
});

test('ignore asks the spec confirm and calls the API', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
  api.ignore.mockResolvedValue({ message: 'Report ignored' });
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: /Ignore report/ }));
  expect(confirm).toHaveBeenCalledWith('Are you sure you want to ignore this report?');
  expect(CONFIRM_IGNORE).toBe('admin.reports.confirmIgnore');
  await waitFor(() => expect(api.ignore).toHaveBeenCalledWith('a'.padEnd(24, '1')));
  expect(api.removeContent).not.toHaveBeenCalled();
});

test('delete content asks its confirm; declining does nothing; a failure is shown on screen', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
  api.removeContent.mockRejectedValue(new ApiError(404, 'Report not found'));
  renderPage();
  const button = await screen.findByRole('button', { name: /Delete content/ });
  await userEvent.click(button);
  expect(confirm).toHaveBeenLastCalledWith(t(CONFIRM_DELETE));
  expect(api.removeContent).not.toHaveBeenCalled();
  await userEvent.click(button);
  expect(api.removeContent).toHaveBeenCalledTimes(1);
  expect(await screen.findByRole('alert')).toHaveTextContent('Report not found');
});

test('a system report shows as auto; its details show origin, language, score, action and the marked evidence', async () => {
  reportsAre([
    report({
      origin: 'system',
      action: 'queue',
      language: 'vi',
      excerpt: 'hay vl',
      evidence: [{ text: 'vl', start: 4, end: 6, weight: 3 }],
    }),
  ]);
  renderPage();
  expect(await screen.findByText('auto')).toBeInTheDocument();
  const toggle = screen.getByRole('button', { name: /^Details of report/ });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByText('auto (scored when written)')).toBeInTheDocument();
  expect(screen.getByText('Vietnamese')).toBeInTheDocument();
  expect(screen.getByText('queue')).toBeInTheDocument();
  const mark = screen.getByText('vl');
  expect(mark.tagName).toBe('MARK');
  expect(mark.parentElement).toHaveTextContent('hay vl');
  await userEvent.click(toggle);
  expect(screen.queryByText('auto (scored when written)')).not.toBeInTheDocument();
});

test('user report details mark every evidence span inside the excerpt', async () => {
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: /Details of report/ }));
  expect(screen.getByText('user report')).toBeInTheDocument();
  expect(screen.getByText('English')).toBeInTheDocument();
  expect([...document.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['you are', 'idiot']);
  expect(screen.getByText('hide')).toBeInTheDocument();
});

test('in Vietnamese: the screen, its table and a report’s details, no message id left', async () => {
  await act(() => activateLocale('vi'));
  try {
    const { container } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Nội dung bị báo cáo' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Mức độ độc hại/ })).toBeInTheDocument();
    expect(screen.getByText('ẩn danh')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Chi tiết báo cáo/ }));
    expect(screen.getByText('người dùng báo cáo')).toBeInTheDocument();
    expect(screen.getByText('Tiếng Anh')).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/\b(admin|core|ui)\.[a-z]+\./);
    expect(document.title).toBe('Nội dung bị báo cáo · CWT');
  } finally {
    await act(() => activateLocale('en'));
  }
});
