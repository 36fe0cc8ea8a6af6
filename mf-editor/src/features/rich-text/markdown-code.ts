import { codeLanguageOf } from '@cwt/contracts';
import type { CodeBlockElement, FormattedText, ParagraphElement } from './types';

/** An opening or closing fence line: up to three spaces, then ``` or ~~~ (or longer), then an info string. */
const FENCE = /^ {0,3}(`{3,}|~{3,})[ \t]*([^\s`]*)[^`]*$/;

/** `lang` in a line typed as ```lang: the code-block shortcut with a language (Enter after it). */
export function fenceLanguage(line: string): { language: CodeBlockElement['language'] } | null {
  const match = /^```([\w+#.-]*)$/.exec(line.trim());
  if (!match) return null;
  return { language: codeLanguageOf(match[1]) ?? undefined };
}

/** True when pasted plain text holds at least one Markdown code fence. */
export function hasFencedCode(text: string): boolean {
  return text.split(/\r\n?|\n/).some((line) => FENCE.test(line));
}

/** Inline code in a line of Markdown (`x`) as code-marked text; the rest stays plain. */
export function inlineCodeRuns(line: string): FormattedText[] {
  const out: FormattedText[] = [];
  let last = 0;
  for (const match of line.matchAll(/`([^`]+)`/g)) {
    if (match.index > last) out.push({ text: line.slice(last, match.index) });
    out.push({ text: match[1]!, code: true });
    last = match.index + match[0].length;
  }
  if (last < line.length || out.length === 0) out.push({ text: line.slice(last) });
  return out;
}

/**
 * Pasted Markdown with fenced code -> blocks: each fence a code block (its info string's language when
 * supported), each other non-blank line a paragraph with its inline code. An unclosed fence runs to
 * the end, as Markdown renderers read it.
 */
export function fencedMarkdownToBlocks(text: string): Array<ParagraphElement | CodeBlockElement> {
  const blocks: Array<ParagraphElement | CodeBlockElement> = [];
  let fence: { marker: string; lines: string[]; block: CodeBlockElement } | null = null;
  for (const line of text.split(/\r\n?|\n/)) {
    const match = FENCE.exec(line);
    if (fence) {
      const closes =
        match && match[1]![0] === fence.marker[0] && match[1]!.length >= fence.marker.length && !match[2];
      if (closes) {
        fence.block.children = [{ text: fence.lines.join('\n') }];
        blocks.push(fence.block);
        fence = null;
      } else fence.lines.push(line);
      continue;
    }
    if (match) {
      const language = codeLanguageOf(match[2]);
      fence = {
        marker: match[1]!,
        lines: [],
        block: { type: 'code-block', ...(language ? { language } : {}), children: [{ text: '' }] },
      };
      continue;
    }
    if (line.trim()) blocks.push({ type: 'paragraph', children: inlineCodeRuns(line) });
  }
  if (fence) {
    fence.block.children = [{ text: fence.lines.join('\n') }];
    blocks.push(fence.block);
  }
  return blocks;
}
