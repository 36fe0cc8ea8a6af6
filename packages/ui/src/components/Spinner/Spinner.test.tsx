import { render, screen } from '@testing-library/react';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('announces its label as a status', () => {
    render(<Spinner label="Uploading image..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Uploading image...');
  });
});
