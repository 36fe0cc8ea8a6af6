import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import NotFoundPage from './NotFoundPage';
import { describeRouteError, RouteErrorView } from './RouteErrorScreen';

describe('error screens', () => {
  it("not-found offers 'Back to home page' to /", () => {
    render(
      <MemoryRouter>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Back to home page' })).toHaveAttribute('href', '/');
  });

  it("the router error screen says 'Unexpected Application Error!' with the message", () => {
    render(<RouteErrorView error={new Error('boom')} />);
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('boom')).toBeInTheDocument();
  });

  it('describes a thrown string and unknown values', () => {
    expect(describeRouteError('bad')).toBe('bad');
    expect(describeRouteError(42)).toBe('Unknown error');
  });
});
