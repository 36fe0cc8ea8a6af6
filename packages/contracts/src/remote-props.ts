/**
 * Props of the widgets remotes expose for other remotes to mount with loadRemote (no React types
 * here: contracts stays framework-free; the callbacks are plain functions).
 */

/** `editor/RichTextEditor`: a controlled Slate editor whose value is HTML. */
export interface RichTextEditorProps {
  /** The document as HTML (the same HTML stored as a post's content). */
  value: string;
  /** Called with the new HTML after every change. */
  onChange: (html: string) => void;
  /** Visible label above the editor (also its accessible name). */
  label?: string;
  placeholder?: string;
  /** Minimum height of the writing area in px (default 320). */
  minHeight?: number;
  /**
   * Uploads an image picked with the toolbar's image button and resolves to its absolute URL.
   * Default: POST /cloudinary/upload through @cwt/core's uploadImage. Rejections show as a toast.
   */
  onUploadImage?: (file: File) => Promise<string>;
  /** Validation message shown under the editor (role=alert); also marks it aria-invalid. */
  error?: string;
  /** Shows the live word count and the 300-1000 words hint (default true). */
  showWordCount?: boolean;
  disabled?: boolean;
  /** id of the editable element (for an external <label htmlFor>). */
  id?: string;
}
