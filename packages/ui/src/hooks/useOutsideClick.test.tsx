import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useOutsideClick } from './useOutsideClick';

function Panel({ onOutside, enabled }: { onOutside: () => void; enabled?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useOutsideClick(ref, onOutside, enabled);
  return (
    <div>
      <div ref={ref}>
        <button type="button">Inside</button>
      </div>
      <button type="button">Outside</button>
    </div>
  );
}

describe('useOutsideClick', () => {
  it('fires for presses outside the element only', () => {
    const onOutside = jest.fn();
    render(<Panel onOutside={onOutside} />);
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Inside' }));
    expect(onOutside).not.toHaveBeenCalled();
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Outside' }));
    fireEvent.touchStart(document.body);
    expect(onOutside).toHaveBeenCalledTimes(2);
  });

  it('does nothing while disabled', () => {
    const onOutside = jest.fn();
    render(<Panel onOutside={onOutside} enabled={false} />);
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Outside' }));
    expect(onOutside).not.toHaveBeenCalled();
  });
});
