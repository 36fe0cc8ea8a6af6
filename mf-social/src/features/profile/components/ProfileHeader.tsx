import type { UserProfile } from '@cwt/contracts';
import { formatMonthYear, formatNumber, NOT_AVAILABLE, stripProtocol, t, usernameFallback } from '@cwt/core';
import { Avatar } from '@cwt/ui';
import { CalendarIcon, PinIcon } from '@cwt/ui/icons';
import type { ReactNode } from 'react';
import styles from '@/shared/social.module.css';

export interface ProfileHeaderProps {
  profile: UserProfile;
  /** The follow button (absent on your own profile). */
  action?: ReactNode;
  onShowFollowers?: () => void;
  onShowFollowing?: () => void;
}

/** The real join date from the server (the spec's current-month chip is a known flaw). */
export function joinedLabel(createdAt: string): string {
  const month = formatMonthYear(createdAt);
  return month === NOT_AVAILABLE ? t('social.profile.joined') : t('social.profile.joinedIn', { month });
}

export function ProfileHeader({ profile, action, onShowFollowers, onShowFollowing }: ProfileHeaderProps) {
  const handle = profile.username || usernameFallback(profile.name);
  return (
    <header className={styles.header}>
      <Avatar src={profile.profilePicture} name={profile.name} size={96} />
      <div className={styles.headerMain}>
        <div className={styles.spread}>
          <div>
            <h1 className={styles.name}>{profile.name}</h1>
            <p className={styles.muted}>@{handle}</p>
          </div>
          {action}
        </div>
        <div className={styles.row}>
          {profile.location ? (
            <span className={styles.chip}>
              <PinIcon size={14} className={styles.icon} /> {profile.location}
            </span>
          ) : null}
          <span className={styles.chip}>
            <CalendarIcon size={14} className={styles.icon} /> {joinedLabel(profile.createdAt)}
          </span>
          {profile.website ? (
            <a
              className={styles.link}
              href={profile.website}
              target="_blank"
              rel="noopener noreferrer nofollow"
            >
              {stripProtocol(profile.website)}
            </a>
          ) : null}
        </div>
        <div className={styles.stats}>
          <button type="button" className={styles.stat} onClick={onShowFollowers}>
            <span className={styles.statValue} data-testid="follower-count">
              {formatNumber(profile.followerNumber)}
            </span>
            <span className={styles.muted}>{t('social.profile.followers.title')}</span>
          </button>
          <button type="button" className={styles.stat} onClick={onShowFollowing}>
            <span className={styles.statValue}>{formatNumber(profile.followingNumber)}</span>
            <span className={styles.muted}>{t('social.profile.following.title')}</span>
          </button>
          <div className={styles.stat}>
            <span className={styles.statValue}>{formatNumber(profile.postCount)}</span>
            <span className={styles.muted}>{t('social.profile.posts')}</span>
          </div>
        </div>
      </div>
    </header>
  );
}
