/**
 * Tiny hand-made versions for the db, answers and knowledge-base tests. Two
 * releases of an invented section 100 (and 200), small enough to read in
 * full, with every kind of change between them:
 *
 *   100.1   edited in place (words added)
 *   100.1a  unchanged
 *   100.1b  its text moved to 100.1c; a new text takes 100.1b
 *   100.2   unchanged text, edited example
 *   100.3   removed
 *   100.4   added
 *   200.1   renumbered to 200.2 without an edit
 *
 * Glossary: "Active Player" (edited in v2), "Kicker, Kicked" (aliases),
 * "Obsolete Thing" (obsolete, only in v1).
 */
import type { GlossaryEntry, Paragraph, ParagraphKind, ParsedVersion } from "../../src/types";

export function para(number: string, kind: ParagraphKind, text: string, extra: Partial<Paragraph> = {}): Paragraph {
  return { number, kind, text, examples: [], line: 1, ...extra };
}

export function gloss(term: string, text: string, extra: Partial<GlossaryEntry> = {}): GlossaryEntry {
  return { term, aliases: [], obsolete: false, text, line: 1, ...extra };
}

export function version(id: string, paragraphs: Paragraph[], glossary: GlossaryEntry[] = [], extra: Partial<ParsedVersion> = {}): ParsedVersion {
  return {
    id,
    date: id,
    title: `Test rules ${id}`,
    kind: "release",
    partial: false,
    note: "hand-made test version",
    sources: [{ file: `${id}.txt`, format: "cr-release", sha256: "0".repeat(64) }],
    paragraphs,
    glossary,
    witnesses: [],
    problems: [],
    ...extra,
  };
}

export const V1 = version(
  "2001-01-01",
  [
    para("1", "part", "", { title: "Game Concepts" }),
    para("100", "section", "", { title: "General" }),
    para("100.1", "rule", "These rules apply to any game of Magic. See rule 100.2."),
    para("100.1a", "subrule", "A two-player game is a game that begins with only two players."),
    para("100.1b", "subrule", "A multiplayer game is a game that begins with more than two players."),
    para("100.2", "rule", "Each player needs a deck of at least forty cards.", {
      examples: [{ text: "A player shuffles forty cards together." }],
    }),
    para("100.3", "rule", "Wombats are never tapped during the untap step. See rule 999.9."),
    para("2", "part", "", { title: "Parts of a Card" }),
    para("200", "section", "", { title: "Cards" }),
    para("200.1", "rule", "The parts of a card are name, mana cost, illustration and type line."),
  ],
  [
    gloss("Active Player", "The player whose turn it is."),
    gloss("Kicker, Kicked", "Kicker is an optional additional cost. See rule 100.2.", { aliases: ["Kicker", "Kicked"] }),
    gloss("Obsolete Thing", "An old term.", { obsolete: true }),
  ],
);

export const V2 = version(
  "2002-02-02",
  [
    para("1", "part", "", { title: "Game Concepts" }),
    para("100", "section", "", { title: "General" }),
    para("100.1", "rule", "These rules apply to any game of Magic with two or more players. See rule 100.2."),
    para("100.1a", "subrule", "A two-player game is a game that begins with only two players."),
    para("100.1b", "subrule", "A team game is played by two teams facing each other across the table."),
    para("100.1c", "subrule", "A multiplayer game is a game that begins with more than two players."),
    para("100.2", "rule", "Each player needs a deck of at least forty cards.", {
      examples: [{ text: "A player shuffles sixty cards together." }],
    }),
    para("100.4", "rule", "Goblins always attack each combat if able, see rules 100.1a-c."),
    para("2", "part", "", { title: "Parts of a Card" }),
    para("200", "section", "", { title: "Cards" }),
    para("200.2", "rule", "The parts of a card are name, mana cost, illustration and type line."),
  ],
  [
    gloss("Active Player", "The player whose turn it is now."),
    gloss("Kicker, Kicked", "Kicker is an optional additional cost. See rule 100.2.", { aliases: ["Kicker", "Kicked"] }),
  ],
);
