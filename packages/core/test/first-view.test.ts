import { FIRST_VIEW_DATA_ID, firstViewData, resetFirstViewData, servedPost } from '../src/first-view';

function serve(text: string | null) {
  document.body.innerHTML = '<div id="root"></div>';
  if (text === null) return;
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = FIRST_VIEW_DATA_ID;
  block.textContent = text;
  document.body.append(block);
}

describe('firstViewData', () => {
  beforeEach(() => resetFirstViewData());

  it('reads the served block once and takes it out of the page', () => {
    const popular = { content: [{ id: 'a', title: '</script>' }], totalElements: 1 };
    serve(JSON.stringify({ popular }).replace(/</g, '\\u003c'));
    expect(firstViewData()).toEqual({ popular });
    expect(document.getElementById(FIRST_VIEW_DATA_ID)).toBeNull();
    expect(firstViewData()?.popular?.content[0]?.title).toBe('</script>');
  });

  it('is null without a block, with broken JSON or with something that is not a page of posts', () => {
    for (const text of [
      null,
      '{',
      '{"popular":{"content":"x"}}',
      'null',
      '{"post":{"id":"a","title":"t"}}',
      '{"post":"x"}',
    ]) {
      resetFirstViewData();
      serve(text);
      expect(firstViewData()).toBeNull();
    }
  });

  it('hands the served post only to the page of that post', () => {
    const post = { id: '65f000000000000000000001', title: 'T', content: '<p>x</p>' };
    serve(JSON.stringify({ post }));
    expect(servedPost(post.id)).toEqual(post);
    expect(servedPost('65f000000000000000000002')).toBeUndefined();
    expect(servedPost(null)).toBeUndefined();
    expect(firstViewData()?.popular).toBeUndefined();
  });
});
