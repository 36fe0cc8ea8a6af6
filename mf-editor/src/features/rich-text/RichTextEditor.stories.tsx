import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import RichTextEditor from './RichTextEditor';

const SAMPLE =
  '<h2>Why slow travel works</h2><p>Staying longer in <strong>fewer places</strong> is <em>cheaper</em> and ' +
  '<u>calmer</u>; rushing is <s>fun</s> tiring.</p><ul><li>Rent by the week</li><li>Cook at the market</li></ul>' +
  '<ol><li>Pick a base</li><li class="ql-indent-1" style="padding-left:3em">Day trips from it</li></ol>' +
  '<p style="text-align:center">Read more on <a href="https://example.com">the blog</a>.</p>';

const WITH_CODE =
  '<p>Install with <code>npm i cwt</code>, then:</p>' +
  '<pre><code class="language-typescript">import { start } from \'cwt\';\n\nstart({\n  port: 3000, // the default\n});</code></pre>' +
  '<p>Plain output:</p><pre><code>listening on :3000</code></pre>';

function Controlled(props: { initial: string; error?: string; minHeight?: number }) {
  const [html, setHtml] = useState(props.initial);
  return (
    <div style={{ maxWidth: 760 }}>
      <RichTextEditor
        label="Content"
        value={html}
        onChange={setHtml}
        error={props.error}
        minHeight={props.minHeight}
        // Stories never reach the API: the picked file is shown from memory.
        onUploadImage={async (file) => URL.createObjectURL(file).replace(/^blob:/, '')}
      />
      <details style={{ marginTop: 16 }}>
        <summary>HTML</summary>
        <pre style={{ whiteSpace: 'pre-wrap', fontSize: 12 }}>{html}</pre>
      </details>
    </div>
  );
}

const meta = {
  title: 'Editor/RichTextEditor',
  component: Controlled,
  args: { initial: '' },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithContent: Story = { args: { initial: SAMPLE } };
/** Inline code and code blocks: each block has its language picker; type ``` on an empty line for another. */
export const WithCode: Story = { args: { initial: WITH_CODE } };
export const WithError: Story = {
  args: { initial: '<p></p>', error: 'Content is required', minHeight: 160 },
};
