import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DraftStatus } from './DraftStatus';

test.each([
  ['saving', 'Saving…'],
  ['saved', 'Saved'],
  ['retrying', 'Not saved: retrying'],
  ['conflict', 'Changed on another device'],
] as const)('%s reads “%s” in a polite live region', (status, text) => {
  render(<DraftStatus status={status} />);
  expect(screen.getByRole('status').textContent).toBe(text);
});

test('a refusal says why; a conflict offers the choice again', async () => {
  const { rerender } = render(<DraftStatus status="failed" failure="Too big" />);
  expect(screen.getByRole('status').textContent).toBe('Not saved: Too big');
  const onChoose = jest.fn();
  rerender(<DraftStatus status="conflict" onChoose={onChoose} />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Choose a copy' }));
  expect(onChoose).toHaveBeenCalled();
});
