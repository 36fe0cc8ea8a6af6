import type { Meta, StoryObj } from '@storybook/react';
import { useMemo } from 'react';
import { createEditor, type Descendant, Transforms } from 'slate';
import { withHistory } from 'slate-history';
import { Editable, Slate, withReact } from 'slate-react';
import { Toolbar } from './Toolbar';
import { withRichText } from './withRichText';

/** The toolbar over a one-line document; `boldSelected` selects a bold word so Bold shows pressed. */
function ToolbarDemo({ boldSelected, uploadingImage }: { boldSelected: boolean; uploadingImage: boolean }) {
  const editor = useMemo(() => withRichText(withHistory(withReact(createEditor()))), []);
  const value = useMemo<Descendant[]>(
    () => [
      {
        type: 'heading',
        level: 2,
        align: 'center',
        children: [{ text: 'Bold', bold: true }, { text: ' and plain' }],
      },
    ],
    [],
  );
  useMemo(() => {
    if (boldSelected)
      Transforms.select(editor, { anchor: { path: [0, 0], offset: 0 }, focus: { path: [0, 0], offset: 4 } });
  }, [editor, boldSelected]);
  return (
    <div style={{ maxWidth: 760, border: '1px solid var(--cwt-color-border)', borderRadius: 12 }}>
      <Slate editor={editor} initialValue={value}>
        <Toolbar onPickImage={async () => {}} uploadingImage={uploadingImage} />
        <Editable style={{ padding: 16 }} />
      </Slate>
    </div>
  );
}

const meta = {
  title: 'Editor/Toolbar',
  component: ToolbarDemo,
  args: { boldSelected: false, uploadingImage: false },
} satisfies Meta<typeof ToolbarDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ActiveMarks: Story = { args: { boldSelected: true } };
export const UploadingImage: Story = { args: { uploadingImage: true } };
