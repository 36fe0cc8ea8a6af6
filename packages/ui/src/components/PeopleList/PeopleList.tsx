// By name, not by path: this file is built into @cwt/ui/lists (see its entry).
import { Avatar, Button, useUiT, VisuallyHidden } from '@cwt/ui';
import type { ReactNode } from 'react';
import styles from './PeopleList.module.css';

export interface Person {
  id: string;
  name: string;
  username: string;
  profilePicture: string | null;
}

export interface PeopleListLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
}

export interface PeopleListProps<P extends Person = Person> {
  /** Null while loading. */
  people: readonly P[] | null;
  /** Names the list for screen readers, e.g. 'Blocked members'. */
  label: string;
  emptyText: string;
  /** Shown instead of the list when it could not be loaded. */
  error?: string | null;
  /** The button of each row, e.g. 'Unblock'; its accessible name adds the person's @username. */
  actionLabel: string;
  onAction: (person: P) => void;
  /** Rows whose action is in flight: their button shows a spinner. */
  busyIds?: ReadonlySet<string>;
  /** The person's profile. */
  hrefOf: (person: P) => string;
  renderLink?: (props: PeopleListLinkProps) => ReactNode;
}

const plainLink = ({ href, className, children }: PeopleListLinkProps) => (
  <a href={href} className={className}>
    {children}
  </a>
);

/** People with one action each (e.g. the members you block, with Unblock), linking to their profiles. */
export function PeopleList<P extends Person>({
  people,
  label,
  emptyText,
  error,
  actionLabel,
  onAction,
  busyIds,
  hrefOf,
  renderLink = plainLink,
}: PeopleListProps<P>) {
  const t = useUiT();
  if (error) return <p className={styles.error}>{error}</p>;
  if (people === null)
    return (
      <p className={styles.muted} aria-busy="true">
        {t('ui.people.loading')}
      </p>
    );
  if (people.length === 0) return <p className={styles.muted}>{emptyText}</p>;
  return (
    <ul className={styles.list} aria-label={label}>
      {people.map((person) => (
        <li key={person.id} className={styles.row}>
          <Avatar src={person.profilePicture} name={person.name} size={40} />
          <span className={styles.who}>
            {renderLink({ href: hrefOf(person), className: styles.name, children: person.name })}
            <span className={styles.muted}>@{person.username}</span>
          </span>
          <Button
            variant="secondary"
            size="sm"
            loading={busyIds?.has(person.id)}
            onClick={() => onAction(person)}
          >
            {actionLabel}
            <VisuallyHidden>{` @${person.username}`}</VisuallyHidden>
          </Button>
        </li>
      ))}
    </ul>
  );
}
