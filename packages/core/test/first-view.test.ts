import { FIRST_VIEW_DATA_ID, firstViewData, resetFirstViewData } from '../src/first-view';

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
    expect(firstViewData()?.popular.content[0]?.title).toBe('</script>');
  });

  it('is null without a block, with broken JSON or with something that is not a page of posts', () => {
    for (const text of [null, '{', '{"popular":{"content":"x"}}', 'null']) {
      resetFirstViewData();
      serve(text);
      expect(firstViewData()).toBeNull();
    }
  });
});
