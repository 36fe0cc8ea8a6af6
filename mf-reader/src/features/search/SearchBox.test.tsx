import { setSearchTerm, useSearchTerm } from '@cwt/core';
import {
  calledUrl,
  fakeResponse,
  fetchMock,
  installFetch,
  makePost,
  renderAt,
  resetSWR,
} from '@test/helpers';
import { act, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SearchBox from './SearchBox';

/** The term the pages filter by, as a page's hook reads it. */
const searchTerm = () => renderHook(() => useSearchTerm()).result.current;

const results = Array.from({ length: 7 }, (_, i) => makePost({ title: `Result ${i + 1}`, tags: ['react'] }));

beforeEach(async () => {
  await resetSWR();
  jest.useFakeTimers();
  installFetch();
  fetchMock.mockImplementation(async () => fakeResponse(200, results, { 'x-total-count': '7' }));
  act(() => setSearchTerm(''));
});
afterEach(() => {
  jest.useRealTimers();
});

const setup = () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderAt(<SearchBox />);
  return { user, input: screen.getByRole('combobox', { name: 'Search' }) };
};

describe('SearchBox', () => {
  it('sends one request 500 ms after typing stops and shows at most 5 results', async () => {
    const { user, input } = setup();
    await user.type(input, 'rea');
    act(() => jest.advanceTimersByTime(300));
    await user.type(input, 'ct');
    act(() => jest.advanceTimersByTime(499));
    expect(fetchMock).not.toHaveBeenCalled();

    await act(async () => jest.advanceTimersByTime(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(calledUrl(0).pathname).toBe('/api/posts/search');
    expect(calledUrl(0).searchParams.get('keyword')).toBe('react');
    expect(await screen.findAllByRole('option')).toHaveLength(5);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(searchTerm()).toBe('react');
  });

  it('does not request again when only surrounding spaces change', async () => {
    const { user, input } = setup();
    await user.type(input, 'react');
    await act(async () => jest.advanceTimersByTime(500));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.type(input, '  ');
    await act(async () => jest.advanceTimersByTime(1000));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a blank keyword clears the results, hides the panel and the filter', async () => {
    const { user, input } = setup();
    await user.type(input, 'react');
    await act(async () => jest.advanceTimersByTime(500));
    await screen.findAllByRole('option');

    await user.clear(input);
    await user.type(input, '   ');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(searchTerm()).toBe('');
    await act(async () => jest.advanceTimersByTime(1000));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('Escape closes the panel; choosing a result opens the post', async () => {
    const { user, input } = setup();
    await user.type(input, 'react');
    await act(async () => jest.advanceTimersByTime(500));
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent(`/blog/${results[0]?.id}`);
  });
});
