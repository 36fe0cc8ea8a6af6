import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pager, pageItems } from './Pager';

describe('Pager', () => {
  it('renders nothing for one page or none', () => {
    const { container, rerender } = render(<Pager page={1} totalPages={1} onChange={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Pager page={1} totalPages={0} onChange={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('disables Previous on the first page and moves forward', async () => {
    const onChange = jest.fn();
    render(<Pager page={1} totalPages={5} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(onChange).toHaveBeenLastCalledWith(4);
  });

  it('disables Next on the last page and moves back', async () => {
    const onChange = jest.fn();
    render(<Pager page={5} totalPages={5} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onChange).toHaveBeenCalledWith(4);
  });

  it('does not report a click on the current page', async () => {
    const onChange = jest.fn();
    render(<Pager page={3} totalPages={5} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('elides long ranges around the current page', () => {
    expect(pageItems(1, 12)).toEqual([1, 2, 3, 4, 5, 'gap-end', 12]);
    expect(pageItems(6, 12)).toEqual([1, 'gap-start', 5, 6, 7, 'gap-end', 12]);
    expect(pageItems(12, 12)).toEqual([1, 'gap-start', 8, 9, 10, 11, 12]);
    expect(pageItems(2, 4)).toEqual([1, 2, 3, 4]);
  });
});
