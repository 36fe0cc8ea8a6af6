import { COMMENT_MAX } from '@cwt/contracts';
import { useMentionSuggestions } from '@cwt/core/social';
import { MentionTextField, type MentionTextFieldProps } from '@cwt/ui/compose';
import { useState } from 'react';

export type CommentFieldProps = Omit<
  MentionTextFieldProps,
  'onMentionQuery' | 'suggestions' | 'loading' | 'maxLength'
>;

/** The comment and reply box: `@` offers people to mention, people the reader follows first. */
export function CommentField(props: CommentFieldProps) {
  const [query, setQuery] = useState<string | null>(null);
  const { suggestions, isLoading } = useMentionSuggestions(query);
  return (
    <MentionTextField
      {...props}
      maxLength={COMMENT_MAX}
      onMentionQuery={setQuery}
      suggestions={suggestions}
      loading={isLoading}
    />
  );
}
