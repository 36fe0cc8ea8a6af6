import { render, screen } from '@testing-library/react';
import { Card } from './Card';

describe('Card', () => {
  it('renders its children in the chosen element', () => {
    render(
      <Card as="article" aria-label="Post">
        Hello
      </Card>,
    );
    const card = screen.getByRole('article', { name: 'Post' });
    expect(card).toHaveTextContent('Hello');
    expect(card).toHaveClass('card', 'padding-md');
  });
});
