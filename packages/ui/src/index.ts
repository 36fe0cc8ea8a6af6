// The public entry of @cwt/ui. Global styles live only in '@cwt/ui/tokens.css'.
export { DEFAULT_AVATAR, DEFAULT_BLOG_IMAGE } from './assets/images';
export {
  AuthorCard,
  type AuthorCardLinkProps,
  type AuthorCardProps,
} from './components/AuthorCard/AuthorCard';
export { Avatar, type AvatarProps, type AvatarSize } from './components/Avatar/Avatar';
export { Badge, type BadgeProps, type BadgeTone } from './components/Badge/Badge';
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  buttonClassName,
} from './components/Button/Button';
export { Card, type CardProps } from './components/Card/Card';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog/ConfirmDialog';
export {
  type DataColumn,
  DataTable,
  type DataTableProps,
  type SortDirection,
} from './components/DataTable/DataTable';
export { EmptyState, type EmptyStateProps } from './components/EmptyState/EmptyState';
export { ErrorCard, type ErrorCardProps } from './components/ErrorCard/ErrorCard';
export { HomeHero, type HomeHeroLinkProps, type HomeHeroProps } from './components/HomeHero/HomeHero';
export {
  HomeSection,
  type HomeSectionProps,
  HomeStack,
  PopularSection,
} from './components/HomeSection/HomeSection';
export { Icon, type IconProps } from './components/Icon/Icon';
export {
  BellIcon,
  BookmarkIcon,
  BugIcon,
  BulbIcon,
  CalendarIcon,
  ChatIcon,
  ChevronDownIcon,
  CloseIcon,
  CommentIcon,
  DotsIcon,
  FlameIcon,
  HeartIcon,
  HistoryIcon,
  HomeIcon,
  InfoIcon,
  LifebuoyIcon,
  MenuIcon,
  PenIcon,
  PinIcon,
  SearchIcon,
  TagIcon,
} from './components/Icon/icons';
export {
  type ComposerFieldProps,
  InlineComposer,
  type InlineComposerProps,
} from './components/InlineComposer/InlineComposer';
export {
  LayoutToggle,
  type LayoutToggleProps,
  type LayoutValue,
} from './components/LayoutToggle/LayoutToggle';
export {
  MentionListbox,
  type MentionListboxProps,
  type MentionOption,
  mentionOptionId,
} from './components/MentionCombobox/MentionListbox';
export {
  MentionTextField,
  type MentionTextFieldProps,
} from './components/MentionCombobox/MentionTextField';
export {
  insertMention,
  type MentionQuery,
  mentionQueryAt,
} from './components/MentionCombobox/mention-query';
export {
  type MentionNavigation,
  useMentionNavigation,
} from './components/MentionCombobox/useMentionNavigation';
export { Menu, type MenuItem, type MenuProps, type MenuTriggerProps } from './components/Menu/Menu';
export { Modal, type ModalProps } from './components/Modal/Modal';
export { Pager, type PagerProps } from './components/Pager/Pager';
export { PasswordField, type PasswordFieldProps } from './components/PasswordField/PasswordField';
export {
  PeopleList,
  type PeopleListLinkProps,
  type PeopleListProps,
  type Person,
} from './components/PeopleList/PeopleList';
export {
  PostCard,
  type PostCardData,
  type PostCardLinkProps,
  type PostCardProps,
} from './components/PostCard/PostCard';
export { PostGrid, type PostGridProps } from './components/PostGrid/PostGrid';
export {
  PostArticle,
  PostHero,
  type PostHeroData,
  type PostHeroLinkProps,
  type PostHeroProps,
} from './components/PostHero/PostHero';
export {
  RemoteErrorCard,
  type RemoteErrorCardProps,
  RemoteLoading,
} from './components/RemoteStatus/RemoteStatus';
export { Select, type SelectOption, type SelectProps } from './components/Select/Select';
export { Skeleton, type SkeletonProps } from './components/Skeleton/Skeleton';
export { Spinner, type SpinnerProps } from './components/Spinner/Spinner';
export { Switch, type SwitchProps } from './components/Switch/Switch';
export { type TabItem, Tabs, type TabsProps } from './components/Tabs/Tabs';
export {
  TextField,
  type TextFieldInputProps,
  type TextFieldProps,
  type TextFieldTextareaProps,
} from './components/TextField/TextField';
export { type Theme, ThemeToggle, type ThemeToggleProps } from './components/ThemeToggle/ThemeToggle';
export { AppToaster, type AppToasterProps, type NotifyOptions, notify } from './components/Toast/Toast';
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
