// Every story of an app rendered in every language, as a Jest suite (issue 22: "every story renders in
// both languages"). Storybook's toolbar switches the language; this proves no story shows a message id
// or logs a React error in either, without a browser. @cwt/ui has its own (it may not import core).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { composeStories } from '@storybook/react';
import { act, cleanup, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { resetSWR } from './test-kit';

/** A catalogue id on screen: `<bundle>.<area>.<key>` (what a missing message shows). */
const MESSAGE_ID = /\b(core|ui|shell|reader|editor|social|admin|notification)\.[a-z][a-zA-Z]*\.[a-zA-Z]/;

export interface EveryStoryOptions {
  /** Makes a language active with its catalogues loaded (core's `activateLocale`). */
  activate: (locale: 'en' | 'vi') => Promise<void>;
  /** `<file name>/<story>` of stories that render nothing on purpose. */
  emptyByDesign?: readonly string[];
}

/** Every `*.stories.tsx` under `srcDir`, composed: `[<file name>/<story>, Story]`. */
function storiesUnder(srcDir: string): [string, ComponentType][] {
  const files = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.stories.tsx'))
    .sort();
  return files.flatMap((file) => {
    // Loaded through Jest's module system, so the project's transforms and mocks apply.
    const module = require(path.join(srcDir, file)) as Parameters<typeof composeStories>[0];
    return Object.entries(composeStories(module)).map(([story, Story]): [string, ComponentType] => [
      `${path.basename(file, '.stories.tsx')}/${story}`,
      Story as ComponentType,
    ]);
  });
}

/** Registers the suite: each story of the app under `srcDir`, in English and in Vietnamese. */
export function describeEveryStory(srcDir: string, options: EveryStoryOptions): void {
  const cases = storiesUnder(srcDir);
  const empty = new Set(options.emptyByDesign ?? []);

  test('the app has stories', () => {
    expect(cases.length).toBeGreaterThan(0);
  });

  describe.each(['en', 'vi'] as const)('in %s', (locale) => {
    beforeAll(() => options.activate(locale));
    afterEach(async () => {
      cleanup();
      await resetSWR();
    });

    it.each(cases)('%s renders, every text from the catalogue', async (id, Story) => {
      const consoleError = jest.spyOn(console, 'error');
      // As Storybook renders it: a story that needs a router or data brings its own.
      const { container } = render(<Story />);
      await act(async () => {});
      if (empty.has(id)) expect(container.childElementCount).toBe(0);
      // Dialogs portal into body beside the container, so count both.
      else expect(container.childElementCount + document.body.childElementCount - 1).toBeGreaterThan(0);
      expect(document.body.innerHTML).not.toMatch(MESSAGE_ID);
      expect(document.documentElement.lang || locale).toBe(locale);
      expect(consoleError).not.toHaveBeenCalled();
      consoleError.mockRestore();
    });
  });
}
