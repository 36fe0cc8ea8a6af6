import type { ReportItem } from '@cwt/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { adminApi } from '../../api/admin';
import { CONFIRM_DELETE, CONFIRM_IGNORE, ReportItemsPage } from './ReportItemsPage';

jest.mock('../../api/admin', () => ({
  ...jest.requireActual('../../api/admin'),
  adminApi: { reports: jest.fn(), ignoreReport: jest.fn(), deleteReportedContent: jest.fn() },
}));
const api = adminApi as jest.Mocked<typeof adminApi>;

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

const renderPage = () =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ReportItemsPage />
    </SWRConfig>,
  );

beforeEach(() => {
  jest.resetAllMocks();
  api.reports.mockResolvedValue({ items: [report({})], total: 1 });
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

test('ignore asks the spec confirm, calls the API and reloads the list', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
  api.ignoreReport.mockResolvedValue({ message: 'Report ignored' });
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: /Ignore report/ }));
  expect(confirm).toHaveBeenCalledWith(CONFIRM_IGNORE);
  expect(api.ignoreReport).toHaveBeenCalledWith('a'.padEnd(24, '1'));
  await waitFor(() => expect(api.reports).toHaveBeenCalledTimes(2));
  expect(api.deleteReportedContent).not.toHaveBeenCalled();
});

test('delete content asks its confirm; declining does nothing; a failure is shown on screen', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
  api.deleteReportedContent.mockRejectedValue(new Error('Report not found'));
  renderPage();
  const button = await screen.findByRole('button', { name: /Delete content/ });
  await userEvent.click(button);
  expect(confirm).toHaveBeenLastCalledWith(CONFIRM_DELETE);
  expect(api.deleteReportedContent).not.toHaveBeenCalled();
  await userEvent.click(button);
  expect(api.deleteReportedContent).toHaveBeenCalledTimes(1);
  expect(await screen.findByRole('alert')).toHaveTextContent('Report not found');
});

test('a system report shows as auto; its details show origin, language, score, action and the marked evidence', async () => {
  api.reports.mockResolvedValue({
    items: [
      report({
        origin: 'system',
        action: 'queue',
        language: 'vi',
        excerpt: 'hay vl',
        evidence: [{ text: 'vl', start: 4, end: 6, weight: 3 }],
      }),
    ],
    total: 1,
  });
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
