// `@cwt/ui/forms`: form controls no first view renders (home and a post have none of them), a shared
// singleton of its own so it loads with the first page that needs it instead of with every page.
// Its components import @cwt/ui by name, so they run on the one shared first-view entry (one
// translator, one copy of Button or TextField) rather than on copies of their own.
export { PasswordField } from './components/PasswordField/PasswordField';
export { Switch } from './components/Switch/Switch';
