import { type MessageValues, useT } from '@cwt/core';
import { Fragment, type ReactNode } from 'react';

/** Wraps an element's index while the message is formatted; no translation contains it. */
const MARK = '\u0001';
const SLOT = new RegExp(`${MARK}(\\d+)${MARK}`);

/**
 * A sentence with links or other elements inside ("Find writers among the {authors}, or …"): each
 * name of `elements` is a message argument, so every language places the elements where its grammar
 * wants them.
 */
export function MessageWithElements({
  id,
  elements,
  values,
}: {
  id: string;
  elements: Record<string, ReactNode>;
  values?: MessageValues;
}) {
  const t = useT();
  const names = Object.keys(elements);
  const slots = Object.fromEntries(names.map((name, index) => [name, `${MARK}${index}${MARK}`]));
  // split() with a capturing group alternates text and the captured element index.
  const parts = t(id, { ...values, ...slots }).split(SLOT);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 0 ? (
          part
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one message never move.
          <Fragment key={index}>{elements[names[Number(part)] ?? '']}</Fragment>
        ),
      )}
    </>
  );
}
