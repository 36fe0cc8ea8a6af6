import { type BlockedUser, PAGES } from '@cwt/contracts';
import { blocksApi, useMyBlocks, useMyMutes, useT } from '@cwt/core';
import { routerLink } from '@cwt/router';
import { notify } from '@cwt/ui';
import { PeopleList } from '@cwt/ui/lists';
import { Fragment, useId, useState } from 'react';
import { CONNECTION_FAILED, failureText } from '@/shared/errors';
import styles from '@/shared/social.module.css';

type Kind = 'blocked' | 'muted';

const profileOf = (person: BlockedUser) => PAGES.profile.href(person.id);

/** The two lists, in the page's order; each one's texts are `social.relations.<kind>.*`. */
const KINDS: readonly Kind[] = ['blocked', 'muted'];

/** The account page's list of the members you block and mute, each with Unblock or Unmute. */
export function BlockedAndMuted() {
  const t = useT();
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
      const done = kind === 'blocked' ? 'social.relation.unblocked' : 'social.relation.unmuted';
      notify.success(t(done, { username: person.username }), { id: 'relation' });
    } catch (error) {
      notify.error(failureText(error));
    } finally {
      mark(kind, person.id, false);
    }
  };

  return (
    <section className={styles.relations} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('social.relations.title')}</h2>
      <p className={styles.muted}>{t('social.relations.explained')}</p>
      {KINDS.map((kind) => {
        const list = kind === 'blocked' ? blocks : mutes;
        return (
          <Fragment key={kind}>
            <h3>{t(`social.relations.${kind}.heading`)}</h3>
            <PeopleList
              label={t(`social.relations.${kind}.label`)}
              emptyText={t(`social.relations.${kind}.empty`)}
              actionLabel={t(`social.relations.${kind}.action`)}
              people={list.data ?? null}
              error={list.error && !list.data ? t(CONNECTION_FAILED) : null}
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
