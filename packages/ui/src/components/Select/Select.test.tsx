import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from './Select';

const options = [
  { value: 'tech', label: 'Technology' },
  { value: 'food', label: 'Food' },
];

describe('Select', () => {
  it('is labelled, lists the options and reports changes', async () => {
    const onChange = jest.fn();
    render(<Select label="Category" options={options} placeholder="Choose" onChange={onChange} />);
    const select = screen.getByLabelText('Category');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose', 'Technology', 'Food']);
    await userEvent.selectOptions(select, 'food');
    expect(select).toHaveValue('food');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('announces an error', () => {
    render(<Select label="Category" options={options} error="Category is required" />);
    expect(screen.getByLabelText('Category')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Category')).toHaveAccessibleDescription('Category is required');
  });
});
