// `@cwt/ui/compose`: the writing widgets (the comment box with @mentions, the inline reply and edit
// box, the editor's mention list), which only a signed-in reader or a writer sees; a shared singleton
// of its own for the reason src/forms.ts gives. A signed-out reader's post page never loads it.
export { type ComposerFieldProps, InlineComposer } from './components/InlineComposer/InlineComposer';
export {
  MentionListbox,
  type MentionOption,
  mentionOptionId,
} from './components/MentionCombobox/MentionListbox';
export { MentionTextField, type MentionTextFieldProps } from './components/MentionCombobox/MentionTextField';
export { mentionQueryAt } from './components/MentionCombobox/mention-query';
export {
  type MentionNavigation,
  useMentionNavigation,
} from './components/MentionCombobox/useMentionNavigation';
