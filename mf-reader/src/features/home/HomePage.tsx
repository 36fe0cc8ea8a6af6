import '@/i18n/pages/catalogue';
import '@/i18n/catalogue';
import { on, revalidatePosts, t, takeFlag, useDocumentTitle, useT } from '@cwt/core';
import { Link } from '@cwt/router';
import { HomeHero, HomeStack, notify } from '@cwt/ui';
import { useEffect } from 'react';
import { AllBlogs } from './components/AllBlogs';
import { PopularBlogs } from './components/PopularBlogs';
import { TechBanner } from './components/TechBanner';
import { TopAuthors } from './components/TopAuthors';

/** Home: hero, popular blogs, the technology banner, top authors and every post. */
export default function HomePage() {
  const translate = useT();
  useDocumentTitle(translate('reader.home.title'));

  useEffect(() => {
    // One-shot flags: cleared when read, so a reload shows no second toast or refetch.
    if (takeFlag('loginSuccess'))
      notify.success(t('reader.home.loginSuccess'), { duration: 3000, id: 'login-success' });

    if (takeFlag('newPostCreated')) void revalidatePosts();
    return on('post:created', () => void revalidatePosts());
  }, []);

  return (
    <HomeStack>
      <HomeHero
        renderLink={({ href, className, children }) => (
          <Link className={className} to={href}>
            {children}
          </Link>
        )}
      />
      <PopularBlogs />
      <TechBanner />
      <TopAuthors />
      <AllBlogs />
    </HomeStack>
  );
}
