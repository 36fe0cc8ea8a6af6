import { PAGES } from '@cwt/contracts';
import {
  followsApi,
  formatCardDate,
  isApiError,
  isObjectId,
  useDocumentTitle,
  useFollowList,
  useMyTopics,
  useProfile,
  useSession,
  useUserPosts,
} from '@cwt/core';
import { Link, routerLink, useNavigate, useParams } from '@cwt/router';
import { notify, PostCard, Tabs, VisuallyHidden } from '@cwt/ui';
import { useState } from 'react';
import {
  CONNECTION_FAILED,
  followErrorMessage,
  PROFILE_NOT_FOUND,
  SIGN_IN_REQUIRED,
} from '../../shared/errors';
import { CommentIcon, HeartIcon } from '../../shared/icons';
import styles from '../../shared/social.module.css';
import { FollowButton } from './components/FollowButton';
import { FollowedTopics } from './components/FollowedTopics';
import { FollowListModal } from './components/FollowListModal';
import { ProfileHeader } from './components/ProfileHeader';

/** /profile/{userId}: header, follow, counts, posts and activity tabs, follower lists. */
export default function ProfilePage() {
  const { userId = '' } = useParams();
  const valid = isObjectId(userId);
  const { isSignedIn, userId: myId } = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [modal, setModal] = useState<'followers' | 'following' | null>(null);
  const { data: profile, error: profileError } = useProfile(valid ? userId : null);
  const { data: userPosts, error: postsError } = useUserPosts(valid ? userId : null);
  const people = useFollowList(modal, valid ? userId : null);
  // Topic follows are private: only the member's own profile lists them.
  const topics = useMyTopics(isSignedIn && myId === userId);

  useDocumentTitle(profile ? profile.name : 'Profile');

  if (!valid) return <p className={styles.message}>{PROFILE_NOT_FOUND}</p>;
  if (profileError && !profile) {
    const notFound = isApiError(profileError) && (profileError.status === 404 || profileError.status === 400);
    return <p className={styles.message}>{notFound ? PROFILE_NOT_FOUND : CONNECTION_FAILED}</p>;
  }
  if (!profile) return <p className={styles.message}>Loading profile...</p>;
  const mine = myId === profile.id;
  // A failed posts request reads as no posts, as before.
  const posts = userPosts ?? (postsError ? [] : null);

  const toggleFollow = async () => {
    if (!isSignedIn) {
      notify.error(SIGN_IN_REQUIRED);
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

  const list = posts ?? [];
  const postsTab =
    posts === null ? (
      <p className={styles.message}>Loading posts...</p>
    ) : list.length === 0 ? (
      <div className={styles.message}>
        <p>No posts yet</p>
        <Link className={styles.link} to={PAGES.home.href}>
          Explore other posts
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
      <h2>Recent Activity</h2>
      {list.length === 0 ? (
        <p className={styles.message}>No activity yet</p>
      ) : (
        list.slice(0, 5).map((p) => (
          <article key={p.id} className={styles.activity}>
            <span className={styles.muted}>Published a new post · {formatCardDate(p.createdAt)}</span>
            <Link className={styles.link} to={PAGES.blog.href(p.id)}>
              {p.title}
            </Link>
            <span className={`${styles.muted} ${styles.counts}`}>
              <HeartIcon /> {p.likeCount} <VisuallyHidden>likes</VisuallyHidden> · <CommentIcon />{' '}
              {p.commentCount} <VisuallyHidden>comments</VisuallyHidden>
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
          mine ? null : <FollowButton following={profile.amIFollowing} busy={busy} onToggle={toggleFollow} />
        }
        onShowFollowers={() => setModal('followers')}
        onShowFollowing={() => setModal('following')}
      />
      {mine && <FollowedTopics topics={topics.data ?? (topics.error ? [] : null)} />}
      <Tabs
        label="Profile sections"
        tabs={[
          { id: 'posts', label: 'Posts', content: postsTab },
          { id: 'activity', label: 'Activity', content: activityTab },
        ]}
      />
      <FollowListModal
        open={modal !== null}
        kind={modal ?? 'followers'}
        users={people.data ?? null}
        error={people.error && !people.data ? CONNECTION_FAILED : null}
        onClose={() => setModal(null)}
        onOpenProfile={(id) => navigate(PAGES.profile.href(id))}
      />
    </div>
  );
}
