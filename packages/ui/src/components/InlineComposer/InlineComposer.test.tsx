import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InlineComposer } from './InlineComposer';

const setup = (props: Partial<Parameters<typeof InlineComposer>[0]> = {}) => {
  const onSubmit = jest.fn(async () => true);
  const onCancel = jest.fn();
  render(
    <InlineComposer
      label="Edit your comment"
      submitLabel="Save"
      initialValue="Old text"
      onSubmit={onSubmit}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { onSubmit, onCancel, field: screen.getByRole('textbox', { name: 'Edit your comment' }) };
};

test('opens focused with the caret after the text; Save stays off until the text changes', async () => {
  const { field, onSubmit } = setup();
  expect(field).toHaveFocus();
  expect((field as HTMLTextAreaElement).selectionStart).toBe('Old text'.length);
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  await userEvent.type(field, ' and more  ');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSubmit).toHaveBeenCalledWith('Old text and more');
});

test('blank text is not sent; Escape and Cancel call onCancel', async () => {
  const { field, onSubmit, onCancel } = setup();
  await userEvent.clear(field);
  await userEvent.type(field, '   {Enter}');
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  expect(onSubmit).not.toHaveBeenCalled();
  await userEvent.keyboard('{Escape}');
  expect(onCancel).toHaveBeenCalledTimes(1);
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onCancel).toHaveBeenCalledTimes(2);
});
