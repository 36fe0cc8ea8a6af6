import { fireEvent, render, screen } from '@testing-library/react';
import { DEFAULT_AVATAR } from '../../assets/images';
import { Avatar } from './Avatar';

describe('Avatar', () => {
  it('shows the picture with the name as alt text', () => {
    render(<Avatar src="https://img.example/mia.png" name="Mia" />);
    expect(screen.getByRole('img', { name: 'Mia' })).toHaveAttribute('src', 'https://img.example/mia.png');
  });

  it('uses the default avatar when src is missing', () => {
    render(<Avatar src={null} name="Mia" />);
    expect(screen.getByRole('img', { name: 'Mia' })).toHaveAttribute('src', DEFAULT_AVATAR);
  });

  it('falls back when the picture fails, and retries a new src', () => {
    const { rerender } = render(<Avatar src="https://img.example/broken.png" name="Mia" />);
    const img = screen.getByRole('img', { name: 'Mia' });
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', DEFAULT_AVATAR);

    rerender(<Avatar src="https://img.example/new.png" name="Mia" />);
    expect(screen.getByRole('img', { name: 'Mia' })).toHaveAttribute('src', 'https://img.example/new.png');
  });

  it('sizes by preset or pixels', () => {
    render(<Avatar name="Mia" size={50} />);
    expect(screen.getByRole('img')).toHaveAttribute('width', '50');
  });
});
