/** Feedback-page topics, preset on the Support contact form through ?topic=: their title's message id. */
export const FEEDBACK_TOPICS = {
  feature: 'shell.feedback.feature.title',
  bug: 'shell.feedback.bug.title',
  feedback: 'shell.feedback.general.title',
  meeting: 'shell.feedback.meeting.title',
} as const;
export type FeedbackTopic = keyof typeof FEEDBACK_TOPICS;

/** The topic's title message id, for a known ?topic= value. */
export function topicMessage(value: string | null): string | undefined {
  return value && value in FEEDBACK_TOPICS ? FEEDBACK_TOPICS[value as FeedbackTopic] : undefined;
}
