import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageToggle } from './LanguageToggle';

describe('LanguageToggle', () => {
  it('is named by the other language in itself, marked with its lang, and switches on click', async () => {
    const onSwitch = jest.fn();
    render(<LanguageToggle to="vi" name="Tiếng Việt" onSwitch={onSwitch} />);
    const button = screen.getByRole('button', { name: 'Tiếng Việt' });
    expect(button).toHaveAttribute('title', 'Switch to Tiếng Việt');
    expect(screen.getByText('Tiếng Việt')).toHaveAttribute('lang', 'vi');
    expect(screen.getByText('VI')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    expect(onSwitch).toHaveBeenCalledTimes(1);
  });

  it('shows the name itself as a link-like button', () => {
    render(<LanguageToggle to="en" name="English" variant="link" onSwitch={() => {}} />);
    expect(screen.getByRole('button', { name: 'English' })).toBeInTheDocument();
    expect(screen.getByText('English')).toHaveAttribute('lang', 'en');
  });
});
