/**
 * Counts as card text writes them: a numeral, a number word ("two target
 * creatures", "seven or more cards in hand"), or the article "a"/"an" for
 * one ("discard a card"). Each reader's pattern decides which of these it
 * accepts; this is the one place that says what each word is worth.
 */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
};

/** A regular-expression group matching a count: a numeral or a number word, and "a"/"an" too when `articles`. */
export function countPattern(articles = false): string {
  return `(${articles ? "an?|" : ""}\\d+|${Object.keys(NUMBER_WORDS).join("|")})`;
}

/** The value of a count the patterns above matched. */
export function countOf(word: string): number {
  const w = word.toLowerCase();
  return w === "a" || w === "an" ? 1 : (NUMBER_WORDS[w] ?? Number(w));
}
