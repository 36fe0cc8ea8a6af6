import '@/i18n/catalogue';
import { on, revalidatePosts, takeFlag, useDocumentTitle } from '@cwt/core';
import { Link } from '@cwt/router';
import { HomeHero, HomeStack, notify } from '@cwt/ui';
import { useEffect } from 'react';
import { AllBlogs } from './components/AllBlogs';
import { PopularBlogs } from './components/PopularBlogs';
import { TechBanner } from './components/TechBanner';
import { TopAuthors } from './components/TopAuthors';

/** Home: hero, popular blogs, the technology banner, top authors and every post. */
export default function HomePage() {
  useDocumentTitle('Diverse Perspectives of the Young Generation');

  useEffect(() => {
    // One-shot flags: cleared when read, so a reload shows no second toast or refetch.
    if (takeFlag('loginSuccess'))
      notify.success('Login successfully!', { duration: 3000, id: 'login-success' });
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
