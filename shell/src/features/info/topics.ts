/** Feedback-page topics, preset on the Support contact form through ?topic=. */
export const FEEDBACK_TOPICS = {
  feature: 'Feature request',
  bug: 'Report a bug',
  feedback: 'General feedback',
  meeting: "Let's talk",
} as const;
export type FeedbackTopic = keyof typeof FEEDBACK_TOPICS;

export function topicLabel(value: string | null): string | undefined {
  return value && value in FEEDBACK_TOPICS ? FEEDBACK_TOPICS[value as FeedbackTopic] : undefined;
}
