import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Switch } from './Switch';

test('a switch named by its label and described by its description; Space and Enter flip it', async () => {
  const onChange = jest.fn();
  render(<Switch label="Likes" description="When someone likes your post" checked onChange={onChange} />);
  const toggle = screen.getByRole('switch', { name: 'Likes' });
  expect(toggle).toHaveAttribute('aria-checked', 'true');
  expect(toggle).toHaveAccessibleDescription('When someone likes your post');
  toggle.focus();
  await userEvent.keyboard(' ');
  await userEvent.keyboard('{Enter}');
  expect(onChange.mock.calls).toEqual([[false], [false]]);
});

test('busy: shown so and presses are ignored', async () => {
  const onChange = jest.fn();
  render(<Switch label="Follows" checked={false} busy onChange={onChange} />);
  const toggle = screen.getByRole('switch', { name: 'Follows' });
  expect(toggle).toHaveAttribute('aria-busy', 'true');
  await userEvent.click(toggle);
  expect(onChange).not.toHaveBeenCalled();
});
