// The public entry of @cwt/ui: what the first views (home, a post, the top bar) render, and the
// components most pages share. A shared module is never tree-shaken, so the rest lives in entries of
// their own, each a shared singleton too: @cwt/ui/compose, @cwt/ui/controls, @cwt/ui/dialogs, @cwt/ui/icons, @cwt/ui/forms, @cwt/ui/lists. Global styles
// live only in '@cwt/ui/tokens.css'.
export { DEFAULT_BLOG_IMAGE } from './assets/images';
export { AuthorCard } from './components/AuthorCard/AuthorCard';
export { Avatar } from './components/Avatar/Avatar';
export { Badge } from './components/Badge/Badge';
export { Button, buttonClassName } from './components/Button/Button';
export { Card } from './components/Card/Card';
export { ErrorCard } from './components/ErrorCard/ErrorCard';
export { HomeHero } from './components/HomeHero/HomeHero';
export { HomeSection, HomeStack, PopularSection } from './components/HomeSection/HomeSection';
export { Icon } from './components/Icon/Icon';
export {
  BellIcon,
  BookmarkIcon,
  ChatIcon,
  ChevronDownIcon,
  CloseIcon,
  DotsIcon,
  FlameIcon,
  HeartIcon,
  HistoryIcon,
  MenuIcon,
  PenIcon,
  SearchIcon,
  TagIcon,
} from './components/Icon/icons';
export { LanguageToggle } from './components/LanguageToggle/LanguageToggle';
export { Menu, type MenuItem } from './components/Menu/Menu';
export { PostCard } from './components/PostCard/PostCard';
export { PostGrid, type PostGridProps } from './components/PostGrid/PostGrid';
export { PostArticle, PostHero } from './components/PostHero/PostHero';
export { RemoteErrorCard, RemoteLoading } from './components/RemoteStatus/RemoteStatus';
export { Skeleton } from './components/Skeleton/Skeleton';
export { Spinner } from './components/Spinner/Spinner';
export { type Theme, ThemeToggle } from './components/ThemeToggle/ThemeToggle';
export { AppToaster, notify } from './components/Toast/Toast';
export { VisuallyHidden } from './components/VisuallyHidden/VisuallyHidden';
export { useOutsideClick } from './hooks/useOutsideClick';
export {
  setUiTranslate,
  type UiMessageValues,
  type UiTranslate,
  UiTranslateProvider,
  uiCatalogue,
  useUiT,
} from './i18n/translate';
