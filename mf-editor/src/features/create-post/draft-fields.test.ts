import { draftBody, draftKey, fieldsOfDraft, plainText } from './draft-fields';
import { emptyFields } from './validation';

test('a form becomes a draft body within the post limits, and back', () => {
  const body = draftBody(
    {
      title: 'T',
      category: ` ${'c'.repeat(70)} `,
      tags: Array.from({ length: 12 }, (_, i) => `tag${i}`).join(', '),
      content: '<p>x</p>',
      imageUrl: '',
    },
    3,
  );
  expect(body.category).toHaveLength(60);
  expect(body.tags).toHaveLength(10);
  expect(body).toMatchObject({ imageCloudUrl: null, version: 3 });
  const back = fieldsOfDraft({
    title: 'T',
    category: 'Travel',
    content: '<p>x</p>',
    tags: ['a', 'b'],
    imageCloudUrl: null,
  });
  expect(back).toMatchObject({ title: 'T', tags: 'a, b', imageUrl: '' });
});

test('forms the server would keep alike have one key', () => {
  expect(draftKey({ ...emptyFields(), tags: 'a,  b' })).toBe(draftKey({ ...emptyFields(), tags: 'a, b,' }));
  expect(draftKey({ ...emptyFields(), title: 'x' })).not.toBe(draftKey(emptyFields()));
});

test('plainText reads the words of the HTML, a line per block, running nothing', () => {
  expect(plainText('<h2>Head</h2><p>One <b>two</b></p><img src=x onerror="window.hit=1"><p>Three</p>')).toBe(
    'Head\nOne two\nThree',
  );
  expect((window as { hit?: number }).hit).toBeUndefined();
});
