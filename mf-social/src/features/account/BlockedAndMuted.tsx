import { type BlockedUser, PAGES } from '@cwt/contracts';
import { blocksApi, isApiError, useMyBlocks, useMyMutes } from '@cwt/core';
import { routerLink } from '@cwt/router';
import { notify, PeopleList } from '@cwt/ui';
import { Fragment, useId, useState } from 'react';
import { CONNECTION_FAILED } from '@/shared/errors';
import styles from '@/shared/social.module.css';

type Kind = 'blocked' | 'muted';

const profileOf = (person: BlockedUser) => PAGES.profile.href(person.id);

const LISTS = [
  {
    kind: 'blocked',
    lists: 'Blocked',
    label: 'Blocked members',
    emptyText: "You haven't blocked anyone.",
    actionLabel: 'Unblock',
  },
  {
    kind: 'muted',
    lists: 'Muted',
    label: 'Muted members',
    emptyText: "You haven't muted anyone.",
    actionLabel: 'Unmute',
  },
] as const;

/** The account page's list of the members you block and mute, each with Unblock or Unmute. */
export function BlockedAndMuted() {
  const headingId = useId();
  const blocks = useMyBlocks();
  const mutes = useMyMutes();
  const [busy, setBusy] = useState<Record<Kind, ReadonlySet<string>>>({
    blocked: new Set(),
    muted: new Set(),
  });

  const mark = (kind: Kind, id: string, on: boolean) =>
    setBusy((b) => {
      const next = new Set(b[kind]);
      if (on) next.add(id);
      else next.delete(id);
      return { ...b, [kind]: next };
    });

  const undo = async (kind: Kind, person: BlockedUser) => {
    mark(kind, person.id, true);
    try {
      // The write drops the row from the cached list and refreshes the lists it changes.
      if (kind === 'blocked') await blocksApi.setBlocked(person, false);
      else await blocksApi.setMuted(person, false);
      notify.success(`You ${kind === 'blocked' ? 'unblocked' : 'unmuted'} @${person.username}.`, {
        id: 'relation',
      });
    } catch (error) {
      notify.error(isApiError(error) && error.status > 0 ? error.message : CONNECTION_FAILED);
    } finally {
      mark(kind, person.id, false);
    }
  };

  return (
    <section className={styles.relations} aria-labelledby={headingId}>
      <h2 id={headingId}>Blocked and muted</h2>
      <p className={styles.muted}>
        People you block can't follow you or reply to your comments, and you don't see each other's comments
        or their posts. People you mute stay as they are, but their posts, comments and notifications are
        hidden from you. Neither is told.
      </p>
      {LISTS.map(({ kind, lists, ...texts }) => {
        const list = kind === 'blocked' ? blocks : mutes;
        return (
          <Fragment key={kind}>
            <h3>{lists}</h3>
            <PeopleList
              {...texts}
              people={list.data ?? null}
              error={list.error && !list.data ? CONNECTION_FAILED : null}
              busyIds={busy[kind]}
              onAction={(person) => void undo(kind, person)}
              hrefOf={profileOf}
              renderLink={routerLink}
            />
          </Fragment>
        );
      })}
    </section>
  );
}
