/** `%` and `_` are wildcards in LIKE and `\` its default escape; an operator's text is matched literally. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
