// `@cwt/ui/icons`: the icons no first view draws; a shared singleton of its own for the reason
// src/forms.ts gives.
export { BugIcon, BulbIcon, CalendarIcon, CommentIcon, PinIcon } from './components/Icon/more-icons';
