import { type MessageValues, useT } from '@cwt/core';
import type { ReactNode } from 'react';

/** Stands for the element while the message is formatted; no translation contains it. */
const MARK = '\u0000';

/**
 * A sentence with a link inside ("Click {link} in the top bar…"): the message's `{link}` argument is
 * where the element goes, so each language puts it where its grammar wants.
 */
export function MessageWithLink({
  id,
  link,
  values,
}: {
  id: string;
  link: ReactNode;
  values?: MessageValues;
}) {
  const t = useT();
  const [before, after] = t(id, { ...values, link: MARK }).split(MARK);
  return (
    <>
      {before}
      {link}
      {after}
    </>
  );
}
