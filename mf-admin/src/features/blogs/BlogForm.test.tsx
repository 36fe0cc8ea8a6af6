import { resetRemoteComponentCache, setRemoteRuntime, t } from '@cwt/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BlogForm, EMPTY_BLOG, toPostRequest } from './BlogForm';
import { EDITOR_FALLBACK_NOTICE, RichTextField } from './RichTextField';

const categories = [{ id: 'a'.repeat(24), _id: 'a'.repeat(24), name: 'Travel', postCount: 1 }];
const PlainContent: typeof RichTextField = ({ value, onChange, label }) => (
  <label>
    {label}
    <textarea data-testid="plain-content" value={value} onChange={(e) => onChange(e.target.value)} />
  </label>
);

test('add mode submits every field and turns tags and an empty image into the API body', async () => {
  const onSubmit = jest.fn().mockResolvedValue(undefined);
  render(
    <BlogForm
      initial={EMPTY_BLOG}
      categories={categories}
      onSubmit={onSubmit}
      onCancel={jest.fn()}
      ContentField={PlainContent}
    />,
  );
  expect(screen.getByRole('heading', { name: 'Add Blog' })).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText(/Title/), 'Alps');
  await userEvent.type(screen.getByLabelText(/Category/), 'Travel');
  await userEvent.type(screen.getByLabelText('Content'), '<p>Snow</p>');
  await userEvent.type(screen.getByLabelText(/Tags/), 'ski, , winter ');
  await userEvent.click(screen.getByRole('button', { name: 'Add Blog' }));
  expect(onSubmit).toHaveBeenCalledTimes(1);
  expect(toPostRequest(onSubmit.mock.calls[0][0])).toEqual({
    title: 'Alps',
    category: 'Travel',
    content: '<p>Snow</p>',
    imageCloudUrl: null,
    tags: ['ski', 'winter'],
  });
});

test('edit mode is filled with the row, says Update Blog, shows the server refusal, and Cancel closes', async () => {
  const onCancel = jest.fn();
  render(
    <BlogForm
      initial={{
        id: 'b'.repeat(24),
        title: 'Old',
        category: 'Travel',
        content: '<p>x</p>',
        imageCloudUrl: '',
        tags: 'a',
      }}
      categories={categories}
      onSubmit={jest.fn()}
      onCancel={onCancel}
      error="An error occurred while updating the blog! Title is required"
      ContentField={PlainContent}
    />,
  );
  expect(screen.getByRole('heading', { name: 'Edit Blog' })).toBeInTheDocument();
  expect(screen.getByLabelText(/Title/)).toHaveValue('Old');
  expect(screen.getByRole('alert')).toHaveTextContent('An error occurred while updating the blog!');
  expect(screen.getByRole('button', { name: 'Update Blog' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onCancel).toHaveBeenCalled();
});

test('the content field falls back to a plain text area, and Retry loads the editor once it is back', async () => {
  // The federation runtime the shell hands to @cwt/core's loader: the editor is down, then back.
  const load = jest
    .fn<Promise<unknown>, [string]>()
    .mockRejectedValueOnce(new Error('ScriptNetworkError'))
    .mockResolvedValueOnce({ default: PlainContent });
  const reset = jest.fn<void, [string]>();
  resetRemoteComponentCache();
  setRemoteRuntime({ load, reset });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const onChange = jest.fn();
  render(<RichTextField value="" onChange={onChange} />);
  expect(await screen.findByText(t(EDITOR_FALLBACK_NOTICE))).toBeInTheDocument();
  expect(t(EDITOR_FALLBACK_NOTICE)).toMatch(/^The rich-text editor is unavailable/);
  expect(screen.getByText('This section could not be loaded')).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('editor/RichTextEditor');
  await userEvent.type(screen.getByLabelText('Content'), 'x');
  expect(onChange).toHaveBeenCalledWith('x');

  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByTestId('plain-content')).toBeInTheDocument();
  expect(reset).toHaveBeenCalledWith('editor');
  expect(screen.queryByText(t(EDITOR_FALLBACK_NOTICE))).not.toBeInTheDocument();
});
