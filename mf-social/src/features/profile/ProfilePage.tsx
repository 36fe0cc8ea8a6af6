import '@/i18n/catalogue';
import { PAGES } from '@cwt/contracts';
import {
  blocksApi,
  formatCardDate,
  formatNumber,
  isApiError,
  isObjectId,
  useBlockState,
  useDocumentTitle,
  usernameFallback,
  useSession,
  useT,
} from '@cwt/core';
import { followsApi, useFollowList, useMyTopics, useProfile, useUserPosts } from '@cwt/core/social';
import { Link, routerLink, useNavigate, useParams } from '@cwt/router';
import { HeartIcon, notify, PostCard, VisuallyHidden } from '@cwt/ui';
import { Tabs } from '@cwt/ui/controls';
import { ConfirmDialog } from '@cwt/ui/dialogs';
import { CommentIcon } from '@cwt/ui/icons';
import { useState } from 'react';
import {
  CONNECTION_FAILED,
  failureText,
  followErrorMessage,
  PROFILE_NOT_FOUND,
  SIGN_IN_REQUIRED,
} from '@/shared/errors';
import styles from '@/shared/social.module.css';
import { FollowButton } from './components/FollowButton';
import { FollowedTopics } from './components/FollowedTopics';
import { FollowListModal } from './components/FollowListModal';
import { ProfileActions } from './components/ProfileActions';
import { ProfileHeader } from './components/ProfileHeader';
import { RelationNotice } from './components/RelationNotice';

/** /profile/{userId}: header, follow, counts, posts and activity tabs, follower lists. */
export default function ProfilePage() {
  const t = useT();
  const { userId = '' } = useParams();
  const valid = isObjectId(userId);
  const { isSignedIn, userId: myId } = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [modal, setModal] = useState<'followers' | 'following' | null>(null);
  const [askBlock, setAskBlock] = useState(false);
  const { data: profile, error: profileError } = useProfile(valid ? userId : null);
  const { data: userPosts, error: postsError } = useUserPosts(valid ? userId : null);
  const people = useFollowList(modal, valid ? userId : null);
  // Topic follows are private: only the member's own profile lists them.
  const topics = useMyTopics(isSignedIn && myId === userId);
  const { blocked, muted } = useBlockState(userId, isSignedIn && valid && myId !== userId);

  useDocumentTitle(profile ? profile.name : t('social.profile.title'));

  if (!valid) return <p className={styles.message}>{t(PROFILE_NOT_FOUND)}</p>;
  if (profileError && !profile) {
    const notFound = isApiError(profileError) && (profileError.status === 404 || profileError.status === 400);
    return <p className={styles.message}>{t(notFound ? PROFILE_NOT_FOUND : CONNECTION_FAILED)}</p>;
  }
  if (!profile) return <p className={styles.message}>{t('social.profile.loading')}</p>;
  const mine = myId === profile.id;
  const handle = profile.username || usernameFallback(profile.name);
  // A failed posts request reads as no posts, as before.
  const posts = userPosts ?? (postsError ? [] : null);

  const toggleFollow = async () => {
    if (!isSignedIn) {
      notify.error(t(SIGN_IN_REQUIRED));
      return;
    }
    const next = !profile.amIFollowing;
    setBusy(true);
    try {
      // Updates the cached profile (this page) and the follow lists.
      await followsApi.setFollowing(profile.id, next);
    } catch (error) {
      notify.error(followErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  // The member's own lists and feeds answer the block or mute; the page only says so.
  const setRelation = async (kind: 'block' | 'mute', on: boolean) => {
    setBusy(true);
    try {
      const { id, _id, name, username, profilePicture } = profile;
      const user = { id, _id, name, username, profilePicture };
      if (kind === 'block') await blocksApi.setBlocked(user, on);
      else await blocksApi.setMuted(user, on);
      const done = { block: on ? 'blocked' : 'unblocked', mute: on ? 'muted' : 'unmuted' }[kind];
      notify.success(t(`social.relation.${done}`, { username: handle }), { id: 'relation' });
      setAskBlock(false);
    } catch (error) {
      notify.error(failureText(error));
    } finally {
      setBusy(false);
    }
  };

  const list = posts ?? [];
  const postsTab = blocked ? (
    <p className={styles.message}>{t('social.profile.blockedPosts')}</p>
  ) : posts === null ? (
    <p className={styles.message}>{t('social.profile.loadingPosts')}</p>
  ) : list.length === 0 ? (
    <div className={styles.message}>
      <p>{t('social.profile.noPosts')}</p>
      <Link className={styles.link} to={PAGES.home.href}>
        {t('social.profile.explore')}
      </Link>
    </div>
  ) : (
    <ul className={styles.grid}>
      {list.map((p) => (
        <li key={p.id}>
          <PostCard
            post={p}
            href={PAGES.blog.href(p.id)}
            date={formatCardDate(p.createdAt)}
            renderLink={routerLink}
          />
        </li>
      ))}
    </ul>
  );

  const activityTab = (
    <section>
      <h2>{t('social.profile.activity.title')}</h2>
      {list.length === 0 ? (
        <p className={styles.message}>{t('social.profile.activity.empty')}</p>
      ) : (
        list.slice(0, 5).map((p) => (
          <article key={p.id} className={styles.activity}>
            <span className={styles.muted}>
              {t('social.profile.activity.published', { date: formatCardDate(p.createdAt) })}
            </span>
            <Link className={styles.link} to={PAGES.blog.href(p.id)}>
              {p.title}
            </Link>
            <span className={`${styles.muted} ${styles.counts}`}>
              <HeartIcon size={14} className={styles.icon} /> {formatNumber(p.likeCount)}{' '}
              <VisuallyHidden>{t('social.profile.activity.likes', { count: p.likeCount })}</VisuallyHidden> ·{' '}
              <CommentIcon size={14} className={styles.icon} /> {formatNumber(p.commentCount)}{' '}
              <VisuallyHidden>
                {t('social.profile.activity.comments', { count: p.commentCount })}
              </VisuallyHidden>
            </span>
          </article>
        ))
      )}
    </section>
  );

  return (
    <div className={styles.page}>
      <ProfileHeader
        profile={profile}
        action={
          mine ? null : isSignedIn ? (
            <ProfileActions
              name={profile.name}
              username={handle}
              following={profile.amIFollowing}
              blocked={blocked}
              muted={muted}
              busy={busy}
              onToggleFollow={toggleFollow}
              onBlock={() => setAskBlock(true)}
              onUnblock={() => void setRelation('block', false)}
              onToggleMute={() => void setRelation('mute', !muted)}
            />
          ) : (
            <FollowButton following={profile.amIFollowing} busy={busy} onToggle={toggleFollow} />
          )
        }
        onShowFollowers={() => setModal('followers')}
        onShowFollowing={() => setModal('following')}
      />
      {(blocked || muted) && (
        <RelationNotice
          kind={blocked ? 'blocked' : 'muted'}
          username={handle}
          busy={busy}
          onUndo={() => void setRelation(blocked ? 'block' : 'mute', false)}
        />
      )}
      {mine && <FollowedTopics topics={topics.data ?? (topics.error ? [] : null)} />}
      <Tabs
        label={t('social.profile.sections')}
        tabs={[
          { id: 'posts', label: t('social.profile.posts'), content: postsTab },
          { id: 'activity', label: t('social.profile.activity.tab'), content: activityTab },
        ]}
      />
      <ConfirmDialog
        open={askBlock}
        title={t('social.profile.block.title', { username: handle })}
        message={t('social.relation.blockExplained')}
        confirmLabel={t('social.profile.block.confirm')}
        busy={busy}
        onConfirm={() => void setRelation('block', true)}
        onCancel={() => setAskBlock(false)}
      />
      <FollowListModal
        open={modal !== null}
        kind={modal ?? 'followers'}
        users={people.data ?? null}
        error={people.error && !people.data ? t(CONNECTION_FAILED) : null}
        onClose={() => setModal(null)}
        onOpenProfile={(id) => navigate(PAGES.profile.href(id))}
      />
    </div>
  );
}
