/**
 * Card text of a later era, read in the terms of the 2006-2008 rules the
 * engine implements, or refused. Judges paste today's Oracle wording
 * ("enters the battlefield", "exile", "cast", "Activate only as a
 * sorcery", "dies"); each row of MAPPINGS rewrites one later term into the
 * era's, citing the release and paragraph that introduced the later term,
 * so the rest of the reader sees the era's templating. Words for which
 * the era has no equivalent (hexproof, ward, foretell, …) are in REFUSED:
 * an ability holding them is reported "not supported: …", never read as
 * something else.
 */

export interface Mapping {
  /** The later wording (a pattern over the ability, the card's own name written `~`). */
  later: RegExp;
  /** The era's wording; `$1`… refer to the pattern's groups. */
  era: string;
  /** The release that introduced the later wording, and its paragraph there. */
  since: string;
  rule: string;
}

/** Later wordings and the era's, most specific first. */
export const MAPPINGS: readonly Mapping[] = [
  { later: /\b(?:enters the battlefield|enters)(?= tapped\b| with\b| or\b|,|\.|$| under\b| this turn\b| attached\b)/gi, era: "comes into play", since: "2009-07-11", rule: "403.1" },
  { later: /\benter the battlefield\b/gi, era: "come into play", since: "2009-07-11", rule: "403.1" },
  { later: /\bonto the battlefield\b/gi, era: "into play", since: "2009-07-11", rule: "403.1" },
  { later: /\bon the battlefield\b/gi, era: "in play", since: "2009-07-11", rule: "403.1" },
  { later: /\bfrom the battlefield\b/gi, era: "from play", since: "2009-07-11", rule: "403.1" },
  { later: /\bthe battlefield\b/gi, era: "play", since: "2009-07-11", rule: "403.1" },
  { later: /\bdies\b/gi, era: "is put into a graveyard from play", since: "2011-07-15", rule: "700.6" },
  { later: /\bActivate only as a sorcery\b/gi, era: "Play this ability only any time you could play a sorcery", since: "2009-07-11", rule: "602.1" },
  { later: /\bActivate only as an instant\b/gi, era: "Play this ability only any time you could play an instant", since: "2009-07-11", rule: "602.1" },
  { later: /\bActivate (?:this ability )?only\b/gi, era: "Play this ability only", since: "2009-07-11", rule: "602.1" },
  { later: /\bExile ([^.,]*?) from (your|a|its owner's) graveyard\b/g, era: "Remove $1 in $2 graveyard from the game", since: "2009-07-11", rule: "406.1" },
  { later: /\bexile ([^.,]*?) from (your|a|its owner's) graveyard\b/g, era: "remove $1 in $2 graveyard from the game", since: "2009-07-11", rule: "406.1" },
  { later: /\b(Exile|exile) (target [^.,]*?|~|it|that card|that creature|them)(?=[.,]| until\b| face down\b)/g, era: "$1 $2 from the game", since: "2009-07-11", rule: "406.1" },
  { later: /\bExile\b(?= \S+ \S+ from the game)/g, era: "Remove", since: "2009-07-11", rule: "406.1" },
  { later: /\bexile\b(?= \S+ \S+ from the game| \S+ from the game)/g, era: "remove", since: "2009-07-11", rule: "406.1" },
  { later: /\bExile\b(?= \S+ from the game)/g, era: "Remove", since: "2009-07-11", rule: "406.1" },
  { later: /\b(?:is|are) exiled\b/g, era: "is removed from the game", since: "2009-07-11", rule: "406.1" },
  { later: /\bwhile (?:it's|~ is) exiled\b/g, era: "while ~ is removed from the game", since: "2009-07-11", rule: "406.1" },
  { later: /\bin exile\b/g, era: "removed from the game", since: "2009-07-11", rule: "406.1" },
  { later: /\bcasts\b/g, era: "plays", since: "2009-07-11", rule: "601.1" },
  { later: /\bcast\b/g, era: "play", since: "2009-07-11", rule: "601.1" },
  { later: /\bCast\b/g, era: "Play", since: "2009-07-11", rule: "601.1" },
  { later: /\bmana value\b/gi, era: "converted mana cost", since: "2021-04-19", rule: "202.3" },
  { later: /\b(creature), (player),? or planeswalker\b/g, era: "$1 or $2", since: "2018-07-13", rule: "114.4" },
  { later: /\b(creature|player|opponent) or planeswalker\b/g, era: "$1", since: "2018-07-13", rule: "114.4" },
  { later: /\bany target\b/gi, era: "target creature or player", since: "2018-07-13", rule: "114.4" },
  { later: /\bAdd ((?:\{[^}]+\})+(?: or \{[^}]+\})*)\./g, era: "Add $1 to your mana pool.", since: "2017-04-28", rule: "106.4" },
  { later: /\bcreates? ((?:a|an|one|two|three|four|five|X|that many) [^.]*?tokens?(?: with [^.,"]*(?:"[^"]*")?)?)(?=[.,]| for each\b| named\b| that\b)/g, era: "put $1 into play", since: "2016-11-11", rule: "701.6" },
  { later: /^Indestructible(?= \(|$)/i, era: "~ is indestructible.", since: "2013-07-11", rule: "702.12" },
  { later: /^Menace(?= \(|$)/i, era: "~ can't be blocked except by two or more creatures.", since: "2015-07-17", rule: "702.110" },
];

/** Words the engine cannot read in the era's terms: an ability holding one is refused, saying why. */
export const REFUSED: ReadonlyArray<{ words: RegExp; what: string; since: string; rule: string; why: string }> = [
  { words: /\bhexproof\b/i, what: "hexproof", since: "2011-09-30", rule: "702.11", why: "the 2006-2008 rules have no equivalent" },
  { words: /\bward\b/i, what: "ward", since: "2026-01-16", rule: "702.21", why: "the 2006-2008 rules have no equivalent" },
  { words: /\bforetell\b/i, what: "foretell", since: "2026-01-16", rule: "702.143", why: "the 2006-2008 rules have no equivalent" },
  { words: /\bprowess\b/i, what: "prowess", since: "2026-01-16", rule: "702.108", why: "the 2006-2008 rules have no equivalent" },
  { words: /\bintimidate\b/i, what: "intimidate", since: "2026-01-16", rule: "702.13", why: "the 2006-2008 rules have no equivalent" },
  { words: /\b(?:has|have|gains?) indestructible\b/i, what: "indestructible as a keyword", since: "2013-07-11", rule: "702.12", why: "granted as a keyword, which the 2006-2008 rules do not have" },
  { words: /\bmenace\b/i, what: "menace", since: "2015-07-17", rule: "702.110", why: "granted as a keyword, which the 2006-2008 rules do not have" },
  { words: /\bplaneswalkers?\b|\bloyalty\b|^\[[+−-]?[\dX]+\]:/i, what: "planeswalkers and loyalty abilities", since: "2007-10-01", rule: "212.9", why: "this engine does not implement them" },
];

export interface EraReading {
  /** The ability in the era's words. */
  text: string;
  /** Each mapping applied: the later words, the era's, and where the later term comes from. */
  mapped: Array<{ later: string; era: string; since: string; rule: string }>;
  /** What makes it unsupported, or null. */
  refused: string | null;
}

/** The ability (its own name written `~`) in the era's words, or why it cannot be. */
export function toEra(ability: string): EraReading {
  const mapped: EraReading["mapped"] = [];
  let text = ability;
  for (const m of MAPPINGS) {
    text = text.replace(m.later, (...args) => {
      const groups = args.slice(1, -2) as string[];
      const era = m.era.replace(/\$(\d)/g, (_s, n: string) => groups[Number(n) - 1] ?? "");
      mapped.push({ later: args[0] as string, era, since: m.since, rule: m.rule });
      return era;
    });
  }
  // Reminder text has no rules meaning (402.1): a later word in it refuses nothing.
  const rules = text.replace(/\([^()]*\)/g, "");
  const refusal = REFUSED.find((r) => r.words.test(rules));
  const refused = refusal ? `not supported: ${refusal.what} (${refusal.rule} of the ${refusal.since} rules): ${refusal.why}` : null;
  return { text, mapped, refused };
}
