import { Editor, Element, Node, Transforms } from 'slate';
import { deserialize } from './deserialize';
import type { CustomElement } from './types';

/** Schema rules and HTML paste on top of slate-react + slate-history. */
export function withRichText(editor: Editor): Editor {
  const { isInline, isVoid, normalizeNode, insertData, insertBreak } = editor;

  editor.isInline = (element) => element.type === 'link' || isInline(element);
  editor.isVoid = (element) => element.type === 'image' || isVoid(element);

  editor.normalizeNode = (entry) => {
    const [node, path] = entry;
    if (Element.isElement(node)) {
      const el = node as CustomElement;
      if (el.type === 'bulleted-list' || el.type === 'numbered-list') {
        if (el.children.length === 0) {
          Transforms.removeNodes(editor, { at: path });
          return;
        }
        for (const [child, childPath] of Node.children(editor, path)) {
          if (Element.isElement(child) && child.type !== 'list-item') {
            Transforms.setNodes(editor, { type: 'list-item' }, { at: childPath });
            return;
          }
        }
        // Two lists of the same kind next to each other are one list.
        const next = Node.has(editor, [...path.slice(0, -1), path[path.length - 1]! + 1])
          ? Node.get(editor, [...path.slice(0, -1), path[path.length - 1]! + 1])
          : null;
        if (next && Element.isElement(next) && next.type === el.type) {
          Transforms.mergeNodes(editor, { at: [...path.slice(0, -1), path[path.length - 1]! + 1] });
          return;
        }
      }
      if (el.type === 'list-item') {
        const parent = Node.parent(editor, path);
        if (
          !Element.isElement(parent) ||
          (parent.type !== 'bulleted-list' && parent.type !== 'numbered-list')
        ) {
          Transforms.setNodes(editor, { type: 'paragraph' }, { at: path });
          return;
        }
      }
    }
    if (path.length === 0 && editor.children.length === 0) {
      Transforms.insertNodes(editor, { type: 'paragraph', children: [{ text: '' }] }, { at: [0] });
      return;
    }
    normalizeNode(entry);
  };

  editor.insertBreak = () => {
    const entry = Editor.above(editor, { match: (n) => Element.isElement(n) && Editor.isBlock(editor, n) });
    const block = entry?.[0] as CustomElement | undefined;
    // Enter on an empty list item leaves the list, like every word processor.
    if (block?.type === 'list-item' && Node.string(block) === '' && editor.selection) {
      Transforms.unwrapNodes(editor, {
        match: (n) => Element.isElement(n) && (n.type === 'bulleted-list' || n.type === 'numbered-list'),
        split: true,
      });
      Transforms.setNodes(editor, { type: 'paragraph' });
      return;
    }
    insertBreak();
    // A new line after a heading is body text.
    if (block?.type === 'heading') {
      Transforms.setNodes(editor, { type: 'paragraph' });
      Transforms.unsetNodes(editor, 'level');
    }
  };

  editor.insertData = (data) => {
    const html = data.getData('text/html');
    if (html) {
      Transforms.insertFragment(editor, deserialize(html));
      return;
    }
    insertData(data);
  };

  return editor;
}

export function editorText(editor: Editor): string {
  return editor.children.map((n) => Node.string(n)).join(' ');
}
