/**
 * The token with one character changed well inside its signature. Not the last character: in base64url
 * it also carries padding bits, so some changes there decode to the very same signature.
 */
export function tamperSignature(token: string): string {
  const i = token.length - 10;
  return token.slice(0, i) + (token[i] === 'A' ? 'B' : 'A') + token.slice(i + 1);
}
