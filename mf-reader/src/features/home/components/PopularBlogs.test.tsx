import { fakeResponse, fetchMock, installFetch, makePost, paged, renderAt, resetSWR } from '@test/helpers';
import { screen } from '@testing-library/react';
import { PopularBlogs } from './PopularBlogs';

beforeEach(async () => {
  await resetSWR();
  installFetch();
});

describe('PopularBlogs', () => {
  it('shows the most-liked posts', async () => {
    fetchMock.mockResolvedValue(fakeResponse(200, paged([makePost({ title: 'Loved by many' })], 1, 0, 6)));
    renderAt(<PopularBlogs />);
    expect(await screen.findByText('Loved by many')).toBeInTheDocument();
  });

  it('says so when there are none', async () => {
    fetchMock.mockResolvedValue(fakeResponse(200, paged([], 0, 0, 6)));
    renderAt(<PopularBlogs />);
    expect(await screen.findByText('No popular blogs yet.')).toBeInTheDocument();
  });

  it('reports a failed request instead of claiming there are no posts', async () => {
    fetchMock.mockResolvedValue(fakeResponse(503, { message: 'Service unavailable' }));
    renderAt(<PopularBlogs />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Failed to fetch popular blogs');
    expect(screen.queryByText('No popular blogs yet.')).not.toBeInTheDocument();
  });
});
