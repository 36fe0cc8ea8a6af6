// `@cwt/ui/forms`: form fields, which no first view renders (a signed-out reader's home and post have
// none; @cwt/ui/compose's comment boxes build on TextField). A shared singleton of its own, so it loads
// with the first page that needs it instead of with every page. Its components import @cwt/ui by name,
// so they run on the one shared first-view entry (one translator, one copy of Button) rather than on
// copies of their own.
export { PasswordField } from './components/PasswordField/PasswordField';
export { Switch } from './components/Switch/Switch';
export { TextField } from './components/TextField/TextField';
