// `@cwt/ui/controls`: a post list's view controls (tabs, sort select, list or grid), which home shows
// and a post does not, a shared singleton of its own for the reason src/forms.ts gives.
export { LayoutToggle, type LayoutValue } from './components/LayoutToggle/LayoutToggle';
export { Select } from './components/Select/Select';
export { Tabs } from './components/Tabs/Tabs';
