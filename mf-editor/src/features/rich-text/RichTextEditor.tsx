/** RichTextEditor widget of the editor remote. */
export default function RichTextEditor() {
  return null;
}
