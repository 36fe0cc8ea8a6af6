import { API, apiPath, type FollowUser, PAGES, type PostSummary, type UserProfile } from '@cwt/contracts';
import {
  apiRequest,
  formatCardDate,
  isApiError,
  isObjectId,
  profilesApi,
  useDocumentTitle,
  useSession,
} from '@cwt/core';
import { Link, routerLink, useNavigate, useParams } from '@cwt/router';
import { notify, PostCard, Tabs, VisuallyHidden } from '@cwt/ui';
import { useEffect, useState } from 'react';
import {
  CONNECTION_FAILED,
  followErrorMessage,
  PROFILE_NOT_FOUND,
  SIGN_IN_REQUIRED,
} from '../../shared/errors';
import { CommentIcon, HeartIcon } from '../../shared/icons';
import styles from '../../shared/social.module.css';
import { FollowButton } from './components/FollowButton';
import { FollowListModal } from './components/FollowListModal';
import { ProfileHeader } from './components/ProfileHeader';

type Load =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; profile: UserProfile };

/** /profile/{userId}: header, follow, counts, posts and activity tabs, follower lists. */
export default function ProfilePage() {
  const { userId = '' } = useParams();
  const valid = isObjectId(userId);
  const { isSignedIn, userId: myId } = useSession();
  const navigate = useNavigate();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [posts, setPosts] = useState<PostSummary[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [modal, setModal] = useState<'followers' | 'following' | null>(null);
  const [people, setPeople] = useState<FollowUser[] | null>(null);
  const [peopleError, setPeopleError] = useState<string | null>(null);

  useDocumentTitle(load.state === 'ready' ? load.profile.name : 'Profile');

  useEffect(() => {
    // Signing in or out changes amIFollowing: refetch.
    void isSignedIn;
    if (!valid) return;
    const abort = new AbortController();
    setLoad({ state: 'loading' });
    setPosts(null);
    profilesApi
      .get(userId, abort.signal)
      .then((profile) => setLoad({ state: 'ready', profile }))
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        const notFound = isApiError(error) && (error.status === 404 || error.status === 400);
        setLoad({ state: 'error', message: notFound ? PROFILE_NOT_FOUND : CONNECTION_FAILED });
      });
    apiRequest<PostSummary[]>(apiPath(API.postsByUser, { userId }), {
      query: { size: 50 },
      signal: abort.signal,
    })
      .then(setPosts)
      .catch(() => {
        if (!abort.signal.aborted) setPosts([]);
      });
    return () => abort.abort();
  }, [userId, valid, isSignedIn]);

  useEffect(() => {
    if (!modal || !valid) return;
    const abort = new AbortController();
    setPeople(null);
    setPeopleError(null);
    (modal === 'followers' ? profilesApi.followers : profilesApi.following)(userId, abort.signal)
      .then(setPeople)
      .catch(() => {
        if (!abort.signal.aborted) setPeopleError(CONNECTION_FAILED);
      });
    return () => abort.abort();
  }, [modal, userId, valid]);

  if (!valid) return <p className={styles.message}>{PROFILE_NOT_FOUND}</p>;
  if (load.state === 'loading') return <p className={styles.message}>Loading profile...</p>;
  if (load.state === 'error') return <p className={styles.message}>{load.message}</p>;
  const { profile } = load;
  const mine = myId === profile.id;

  const toggleFollow = async () => {
    if (!isSignedIn) {
      notify.error(SIGN_IN_REQUIRED);
      return;
    }
    const next = !profile.amIFollowing;
    setBusy(true);
    try {
      const res = await profilesApi.setFollowing(profile.id, next);
      setLoad({
        state: 'ready',
        profile: { ...profile, amIFollowing: res.following, followerNumber: res.followerNumber },
      });
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
        <Link className={styles.link} to="/">
          Explore other posts
        </Link>
      </div>
    ) : (
      <ul className={styles.grid}>
        {list.map((p) => (
          <li key={p.id}>
            <PostCard
              post={p}
              href={PAGES.blog(p.id)}
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
            <Link className={styles.link} to={PAGES.blog(p.id)}>
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
        users={people}
        error={peopleError}
        onClose={() => setModal(null)}
        onOpenProfile={(id) => navigate(PAGES.profile(id))}
      />
    </div>
  );
}
