/**
 * A tiny CR release text in the official layout (title, date line, contents,
 * body, glossary, credits) for the store tests: small enough to import in
 * microseconds, complete enough that the release parser accepts it.
 */
export function miniCr(options: { date?: string; rule1001?: string; eol?: string } = {}): string {
  const date = options.date ?? "May 1, 2007";
  const rule1001 = options.rule1001 ?? "These Magic rules apply to any Magic game with two or more players.";
  const lines = [
    "Magic: The Gathering Comprehensive Rules",
    "",
    `These rules are effective as of ${date}.`,
    "",
    "Contents",
    "",
    "1. Game Concepts",
    "100. General",
    "101. The Magic Golden Rules",
    "",
    "Glossary",
    "",
    "Credits",
    "",
    "1. Game Concepts",
    "",
    "100. General",
    "",
    `100.1. ${rule1001}`,
    "",
    "100.1a A two-player game is a game that begins with only two players.",
    "",
    "100.2. To play, each player needs their own deck. See rule 100.1a.",
    "Example: A player builds a deck of sixty cards.",
    "",
    "101. The Magic Golden Rules",
    "",
    "101.1. Whenever a card's text directly contradicts these rules, the card takes precedence.",
    "",
    "Glossary",
    "",
    "Active Player",
    "The player whose turn it is.",
    "",
    "Credits",
    "",
    "Some people.",
    "",
  ];
  return lines.join(options.eol ?? "\r\n");
}
