// `@cwt/ui/dialogs`: the modal dialog and the confirmation built on it, which a page shows only when
// someone asks for one (delete, block, a draft conflict); a shared singleton of its own for the
// reason src/forms.ts gives. The reader loads it when a reader first opens a confirmation.
export { ConfirmDialog } from './components/ConfirmDialog/ConfirmDialog';
export { Modal } from './components/Modal/Modal';
