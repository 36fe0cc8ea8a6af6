// `@cwt/ui/controls`: a list page's controls (tabs, sort select, list or grid, pager) and its empty
// state, which home shows and a post does not; a shared singleton of its own for the reason
// src/forms.ts gives.
export { EmptyState } from './components/EmptyState/EmptyState';
export { LayoutToggle, type LayoutValue } from './components/LayoutToggle/LayoutToggle';
export { Pager } from './components/Pager/Pager';
export { Select } from './components/Select/Select';
export { Tabs } from './components/Tabs/Tabs';
