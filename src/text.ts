/**
 * Text helpers of the shared ground, for every layer that reads text
 * (the ability reader, search).
 */

/** Folds typographic quotes to ASCII without changing the text's length. */
export function foldQuotes(text: string): string {
  return text.replace(/[\u2018\u2019\u201b\u2032]/g, "'").replace(/[\u201c\u201d\u201f\u2033]/g, '"');
}
