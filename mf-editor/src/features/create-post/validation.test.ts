import { emptyFields, hasContent, isDirty, MESSAGES, parseTags, validatePost } from './validation';

const filled = {
  title: 'A title',
  category: 'Technology',
  tags: 'a, b',
  content: '<p>Words</p>',
  imageUrl: 'http://localhost:4000/uploads/img/x.png',
};

describe('validatePost', () => {
  test('a complete post has no errors', () => {
    expect(validatePost(filled)).toEqual({});
  });

  test('every required field has the spec message', () => {
    expect(validatePost(emptyFields())).toEqual({
      title: 'Title is required',
      category: 'Category is required',
      content: 'Content is required',
      imageUrl: 'Featured image is required',
    });
    expect(MESSAGES.summary).toBe('Please fill in all required fields');
  });

  test('blank text counts as missing', () => {
    expect(validatePost({ ...filled, title: '   ', category: '\t' })).toEqual({
      title: 'Title is required',
      category: 'Category is required',
    });
  });

  test.each(['', '<p></p>', '<p><br></p>', '<p>   </p>', '<h2></h2><ul><li></li></ul>'])(
    'content %j counts as empty',
    (content) => {
      expect(validatePost({ ...filled, content }).content).toBe('Content is required');
    },
  );

  test('an image alone is content', () => {
    expect(
      validatePost({ ...filled, content: '<img src="https://x.y/a.png" alt="">' }).content,
    ).toBeUndefined();
  });

  test('tags are optional', () => {
    expect(validatePost({ ...filled, tags: '' })).toEqual({});
  });

  test('hasContent clears an error as soon as the field has non-blank content', () => {
    expect(hasContent('title', ' ')).toBe(false);
    expect(hasContent('title', ' x')).toBe(true);
    expect(hasContent('content', '<p><br></p>')).toBe(false);
    expect(hasContent('content', '<p>x</p>')).toBe(true);
  });
});

describe('parseTags', () => {
  test('splits on commas, trims, drops empty entries and duplicates', () => {
    expect(parseTags(' react, ,node ,,React,  web dev ')).toEqual(['react', 'node', 'web dev']);
    expect(parseTags('')).toEqual([]);
    expect(parseTags(' , ,')).toEqual([]);
  });
});

describe('isDirty', () => {
  test('nothing typed is clean; any field makes it dirty', () => {
    expect(isDirty(emptyFields())).toBe(false);
    expect(isDirty({ ...emptyFields(), content: '<p></p>' })).toBe(false);
    expect(isDirty({ ...emptyFields(), tags: 'x' })).toBe(true);
    expect(isDirty({ ...emptyFields(), imageUrl: 'http://x/y.png' })).toBe(true);
    expect(isDirty({ ...emptyFields(), content: '<p>a</p>' })).toBe(true);
  });
});
