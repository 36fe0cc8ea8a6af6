import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField } from './TextField';

describe('TextField', () => {
  it('labels the input and passes native props through', async () => {
    const onChange = jest.fn();
    render(<TextField label="Title" name="title" onChange={onChange} />);
    const input = screen.getByLabelText('Title');
    expect(input.tagName).toBe('INPUT');
    expect(input).toHaveAttribute('name', 'title');
    await userEvent.type(input, 'Hi');
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('announces an error and links it and the hint to the control', () => {
    render(<TextField label="Title" hint="Keep it short" error="Title is required" />);
    const input = screen.getByLabelText('Title');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Title is required');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Keep it short Title is required');
  });

  it('renders a textarea when multiline', () => {
    render(<TextField label="Content" multiline defaultValue="Hello" />);
    const textarea = screen.getByLabelText('Content');
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveValue('Hello');
  });
});
