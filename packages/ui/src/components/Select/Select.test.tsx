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

  it('marks an option named in another language with its lang', () => {
    render(
      <Select
        label="Language"
        options={[
          { value: 'en', label: 'English', lang: 'en' },
          { value: 'vi', label: 'Tiếng Việt', lang: 'vi' },
        ]}
      />,
    );
    expect(screen.getByRole('option', { name: 'Tiếng Việt' })).toHaveAttribute('lang', 'vi');
    expect(screen.getByRole('option', { name: 'English' })).toHaveAttribute('lang', 'en');
  });
});
