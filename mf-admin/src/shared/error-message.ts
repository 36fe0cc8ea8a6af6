/** The message of a failed call (the API's `{ message }` travels as the error's message), or `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
