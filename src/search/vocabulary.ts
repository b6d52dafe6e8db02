/**
 * The words judges type, mapped to the words the rules use.
 *
 * Judges search with abbreviations and slang ("ETB", "fizzle", "summoning
 * sickness") and with the vocabulary of whichever era they learned the game
 * in ("in play" in 2006, "battlefield" since 2009). Neither appears in the
 * paragraphs they are looking for, so a query is expanded with the rules'
 * own terms for every entry whose `say` phrase it contains. Expanded terms
 * are scored below the user's own words (see EXPANSION_BOOST in query.ts),
 * so a paragraph that uses the user's word still ranks first.
 *
 * Each entry is data: `say` lists what people type (lower case, matched as
 * whole words), `means` the phrases of the rules, oldest and newest wording
 * both, because the corpus spans 2006 to today. `rule` names a paragraph
 * where the term is defined or decided, for readers of this table; it is not
 * used for ranking.
 *
 * Known limit: matching is on whole words after lower-casing; a misspelt
 * entry ("sumoning sickness") is not matched (the scope corrects only words
 * the index holds).
 */

export interface VocabularyEntry {
  say: string[];
  means: string[];
  rule: string;
}

export const VOCABULARY: readonly VocabularyEntry[] = [
  // Abbreviations judges use in calls and on forums.
  { say: ["etb", "etbs"], means: ["enters the battlefield", "comes into play"], rule: "603.6a (2026), 410.10b (2008)" },
  { say: ["ltb"], means: ["leaves the battlefield", "leaves play"], rule: "603.6c (2026), 410.10d (2008)" },
  { say: ["cip"], means: ["comes into play", "enters the battlefield"], rule: "410.10b (2008)" },
  { say: ["lki", "last known"], means: ["last known information", "last existed"], rule: "608.2h (2026)" },
  { say: ["apnap"], means: ["active player nonactive player order", "APNAP order"], rule: "101.4 (2026), 410.3 (2008)" },
  { say: ["ap"], means: ["active player"], rule: "102.1" },
  { say: ["nap"], means: ["nonactive player"], rule: "102.1" },
  { say: ["sba", "sbas", "state based"], means: ["state-based actions", "state-based effects"], rule: "704 (2026), 420 (2008)" },
  { say: ["cda", "cdas"], means: ["characteristic-defining ability"], rule: "604.3 (2026), 405.2 (2008)" },
  { say: ["eot"], means: ["end of turn", "end step", "cleanup step"], rule: "513 (2026), 313 (2008)" },
  { say: ["p/t", "pt"], means: ["power toughness"], rule: "208" },
  { say: ["rfg"], means: ["removed from the game", "exile"], rule: "406 (2026), 217.7 (2008)" },
  { say: ["gy", "yard"], means: ["graveyard"], rule: "404 (2026), 217.3 (2008)" },
  { say: ["pw", "walker", "walkers"], means: ["planeswalker"], rule: "306" },
  { say: ["cmc", "mv"], means: ["mana value", "converted mana cost"], rule: "202.3 (2026)" },
  { say: ["mdfc", "mdfcs"], means: ["modal double-faced card"], rule: "712.3 (2026)" },
  { say: ["dfc", "dfcs", "tdfc"], means: ["double-faced card", "transform"], rule: "712 (2026)" },
  { say: ["edh"], means: ["commander"], rule: "903 (2026)" },

  // Slang for what happens in a game.
  { say: ["fizzle", "fizzles", "fizzled"], means: ["countered on resolution", "illegal target", "doesn't resolve", "all its targets illegal"], rule: "608.2b (2026), 413.2a (2008)" },
  { say: ["summoning sickness", "summoning sick", "sick"], means: ["continuously controlled since the beginning of most recent turn", "since the start of their most recent turn", "haste"], rule: "302.6 (2026), 212.3f (2008)" },
  { say: ["sac", "sack", "sacced"], means: ["sacrifice"], rule: "701.21 (2026)" },
  { say: ["blink", "flicker", "blinked", "flickered"], means: ["exile then return to the battlefield", "removed from the game then returned to play", "new object", "moves from one zone to another"], rule: "400.7 (2026), 217.1c (2008)" },
  { say: ["cantrip"], means: ["draw a card"], rule: "121 (2026)" },
  { say: ["bounce", "bounced"], means: ["return to its owner's hand"], rule: "400.7 (2026)" },
  { say: ["tutor", "tutors"], means: ["search library"], rule: "701.23 (2026)" },
  { say: ["mill", "milled"], means: ["mill", "put the top cards of library into graveyard"], rule: "701.17 (2026)" },
  { say: ["dies", "died"], means: ["dies", "put into a graveyard from the battlefield", "put into a graveyard from play", "moves from one zone to another"], rule: "700.4 (2026)" },
  { say: ["ping", "pings", "pinged", "pinger"], means: ["deals 1 damage"], rule: "120 (2026)" },
  { say: ["wrath", "board wipe", "sweeper"], means: ["destroy all creatures"], rule: "701.8 (2026)" },
  { say: ["chump", "chump block"], means: ["blocking creature", "declare blockers"], rule: "509 (2026)" },
  { say: ["mana burn"], means: ["mana burn", "unused mana", "loses life"], rule: "300.3 (2008)" },
  { say: ["legend rule"], means: ["legend rule", "legendary permanents same name"], rule: "704.5j (2026), 420.5e (2008)" },
  { say: ["damage on the stack"], means: ["combat damage on the stack", "combat damage is assigned"], rule: "310.4 (2008)" },
  { say: ["trigger", "triggers"], means: ["triggered ability", "trigger event"], rule: "603 (2026), 410 (2008)" },
  { say: ["lord", "lords", "anthem", "pump"], means: ["other creatures get +1/+1", "modify power and/or toughness"], rule: "613.4c (2026)" },
  { say: ["token", "tokens"], means: ["token"], rule: "111 (2026), 216 (2008)" },
  { say: ["counterspell", "counterspells", "counter a spell"], means: ["counter a spell", "countered"], rule: "701.6 (2026)" },
  { say: ["on the draw", "on the play", "play or draw"], means: ["plays first", "skips the draw step"], rule: "103.8a (2026)" },
  { say: ["hold priority", "holding priority"], means: ["receives priority afterward"], rule: "117.3c (2026)" },
  { say: ["free mulligan"], means: ["first mulligan a player takes doesn't count"], rule: "103.5c (2026)" },
  { say: ["empty library", "no cards in library", "decked", "deck out"], means: ["library with no cards in it"], rule: "704.5b (2026)" },
  { say: ["use the stack", "uses the stack", "go on the stack"], means: ["go on the stack", "use the stack", "puts it on the stack"], rule: "605.3b, 116.1 (2026)" },
  { say: ["locked in", "lock in"], means: ["set of objects it affects is determined when that continuous effect begins", "locked in"], rule: "611.2c (2026)" },
  { say: ["commander damage"], means: ["combat damage by the same commander"], rule: "903.10a (2026)" },
  { say: ["at the same time", "at once"], means: ["simultaneously"], rule: "104.4a (2026)" },
  { say: ["simultaneous triggers", "simultaneous triggered abilities", "triggered at the same time", "trigger at the same time"], means: ["multiple abilities have triggered", "in any order they choose"], rule: "603.3b (2026)" },
  { say: ["opening hand", "starting hand", "start with"], means: ["starting hand size", "begins the game with"], rule: "103.5, 103.4 (2026)" },
  { say: ["go first", "goes first", "going first"], means: ["plays first", "starting player"], rule: "103.1, 103.8a (2026)" },
  { say: ["leaves the battlefield", "leave the battlefield", "left the battlefield", "leaves play"], means: ["zone other than the battlefield", "moves from the battlefield to another zone"], rule: "603.6c, 704.5d (2026)" },
  { say: ["zone change", "changes zones", "change zones", "changing zones"], means: ["moves from one zone to another"], rule: "400.7 (2026)" },
  { say: ["wears off", "wear off"], means: ["removed", "until end of turn"], rule: "514.2 (2026)" },
  { say: ["can't beats can", "can't trumps can", "cant beats can"], means: ["\"can't\" effect takes precedence"], rule: "101.2 (2026)" },
  { say: ["planeswalker ability", "planeswalker abilities", "pw ability"], means: ["loyalty ability"], rule: "606 (2026)" },
  { say: ["instant speed"], means: ["any time they have priority", "any time they could cast an instant", "any time you could play an instant"], rule: "117.1a, 304.5 (2026)" },
  { say: ["sorcery speed", "sorcery timing"], means: ["main phase stack is empty", "activate only as a sorcery", "any time you could play a sorcery"], rule: "117.1a, 307.1 (2026), 403.5 (2008)" },
  { say: ["lifo", "last in first out", "last in, first out"], means: ["top (last-added)"], rule: "405.5 (2026)" },
  { say: ["tap for mana", "tapping for mana", "mana dork"], means: ["mana ability"], rule: "605.1a (2026)" },
  { say: ["cancel out", "cancel each other", "annihilate"], means: ["+1/+1 counter and a -1/-1 counter"], rule: "704.5q (2026)" },
  { say: ["goes to the graveyard", "go to the graveyard", "went to the graveyard", "hits the graveyard", "goes to the yard"], means: ["put into a graveyard"], rule: "700.4 (2026)" },
  { say: ["get priority", "gets priority", "getting priority"], means: ["receives priority"], rule: "117.3 (2026)" },
  { say: ["upkeep trigger", "upkeep triggers"], means: ["at the beginning of the upkeep"], rule: "503.1a (2026)" },
  { say: ["end step trigger", "end step triggers"], means: ["at the beginning of the end step"], rule: "513.1a (2026)" },

  // Plain words players ask with, in the words the rules decide them in.
  { say: ["mana back", "money back", "refund", "refunded"], means: ["refund of any costs"], rule: "701.6b (2026)" },
  { say: ["floating mana", "float mana", "floating", "unused mana", "leftover mana", "left over mana"], means: ["unspent mana", "mana pool empties"], rule: "500.5, 106.4 (2026)" },
  { say: ["disappear", "disappears", "go away", "goes away", "vanish", "vanishes"], means: ["ceases to exist", "empties", "expire"], rule: "111.7, 500.5 (2026)" },
  { say: ["turn it comes out", "turn it came out", "turn it enters", "turn it entered", "turn i played it", "turn i cast it"], means: ["continuously since their most recent turn began", "since the start of their most recent turn"], rule: "302.6 (2026)" },
  { say: ["comes out", "come out", "came out", "hits the battlefield", "hits the board"], means: ["enters the battlefield"], rule: "603.6a (2026)" },
  { say: ["attacker", "attackers"], means: ["attacking creature"], rule: "506.3 (2026)" },
  { say: ["blocker", "blockers"], means: ["blocking creature"], rule: "506.3 (2026)" },
  { say: ["creature spell", "creature spells", "artifact spell", "artifact spells", "enchantment spell", "enchantment spells"], means: ["permanent spell"], rule: "110.1, 608.3 (2026)" },
  { say: ["twice", "two times", "more than once"], means: ["multiple times", "more than once", "only once"], rule: "115.3, 606.3 (2026)" },
  { say: ["once per turn", "once a turn", "once each turn", "one per turn", "one each turn"], means: ["only once each turn", "previously activated"], rule: "602.5b, 606.3 (2026)" },
  { say: ["how long"], means: ["duration", "lasts"], rule: "611.2a (2026)" },
  { say: ["still", "stays", "stay"], means: ["remains"], rule: "509.1h, 611.2a (2026)" },
  { say: ["too many cards in hand", "cards in hand at end of turn", "discard at end of turn", "discard down"], means: ["maximum hand size"], rule: "514.1, 402.2 (2026)" },
  { say: ["creature leaves", "creature it enchants leaves", "creature it's attached to leaves", "enchanted creature leaves", "equipped creature leaves", "creature it's on leaves"], means: ["attached to an illegal object", "not attached", "becomes unattached"], rule: "704.5m, 704.5n (2026)" },
  { say: ["falls off", "fall off", "fell off"], means: ["becomes unattached"], rule: "704.5n (2026)" },

  { say: ["kill", "kills", "killed", "killing"], means: ["destroy", "dies"], rule: "701.8, 700.4 (2026)" },
  { say: ["for free", "free cast"], means: ["without paying its mana cost"], rule: "118.9 (2026)" },
  { say: ["double block", "gang block", "double blocked", "gang blocked"], means: ["blocked by two or more creatures", "multiple blocking creatures"], rule: "509.2, 510.1c (2026)" },
  { say: ["swing", "swings", "swinging", "swung"], means: ["attack"], rule: "508.1 (2026)" },
  { say: ["go face", "goes face", "hit face", "to face"], means: ["damage to a player", "attacking a player"], rule: "120.3a, 506.2 (2026)" },
  { say: ["scoop", "scoops", "scooped"], means: ["concede"], rule: "104.3a (2026)" },
  { say: ["loot", "looting", "looter"], means: ["draw a card, then discard a card"], rule: "121 (2026)" },
  { say: ["rummage", "rummaging"], means: ["discard a card, then draw a card"], rule: "121 (2026)" },
  { say: ["lifegain"], means: ["gains life", "life gain"], rule: "119.9 (2026)" },
  { say: ["regen"], means: ["regenerate", "regeneration shield"], rule: "701.19 (2026)" },
  { say: ["land drop", "land drops"], means: ["play a land", "playing a land"], rule: "305.2 (2026)" },

  // Word families the stemmer keeps apart: the rules name the agent ("owner") where people use the verb ("who owns").
  { say: ["own", "owns", "owned"], means: ["owner"], rule: "108.3 (2026)" },
  // "My opponent's creature", "my opponent's turn": the rules say whose by control, ownership or "any player's" (701.21a, 400.3, 401.3).
  { say: ["opponent's", "opponents'"], means: ["player's", "control", "owner"], rule: "701.21a, 400.3, 401.3 (2026)" },
  { say: ["response", "responses"], means: ["responded"], rule: "117.7, 605.3b (2026)" },
  { say: ["respond", "responding"], means: ["response"], rule: "117.7 (2026)" },
  { say: ["tapped"], means: ["untapped"], rule: "509.1a, 508.1a (2026)" },
  { say: ["decide", "decides", "decided"], means: ["chooses"], rule: "101.4 (2026)" },

  // The rules' own renames across eras (2009 Magic 2010 update and later).
  { say: ["in play"], means: ["battlefield", "in play"], rule: "403 (2026), 217.6 (2008)" },
  { say: ["battlefield"], means: ["in play", "battlefield"], rule: "403 (2026), 217.6 (2008)" },
  { say: ["removed from the game", "remove from the game", "removed from game"], means: ["exile", "removed from the game"], rule: "406 (2026), 217.7 (2008)" },
  { say: ["exile", "exiled"], means: ["removed from the game", "exile"], rule: "406 (2026), 217.7 (2008)" },
  { say: ["comes into play", "come into play", "came into play"], means: ["enters the battlefield", "comes into play"], rule: "603.6a (2026), 410.10b (2008)" },
  { say: ["enters the battlefield", "enter the battlefield", "enters"], means: ["comes into play", "enters the battlefield"], rule: "603.6a (2026), 410.10b (2008)" },
  { say: ["leaves play"], means: ["leaves the battlefield", "leaves play"], rule: "603.6c (2026), 410.10d (2008)" },
  { say: ["play an ability", "play this ability", "play ability"], means: ["activate", "activated ability", "play ability"], rule: "602 (2026), 403 (2008)" },
  { say: ["activate", "activated", "activating"], means: ["play an ability", "activated ability"], rule: "602 (2026), 403 (2008)" },
  { say: ["cast", "casting"], means: ["play a spell", "cast"], rule: "601 (2026), 409 (2008)" },
  { say: ["play a spell", "playing a spell"], means: ["cast", "play a spell"], rule: "601 (2026), 409 (2008)" },
  { say: ["state-based effects", "state based effects"], means: ["state-based actions", "state-based effects"], rule: "704 (2026), 420 (2008)" },
  { say: ["state-based actions", "state based actions"], means: ["state-based effects", "state-based actions"], rule: "704 (2026), 420 (2008)" },
  { say: ["end of turn step", "end of turn"], means: ["end step", "end of turn step"], rule: "513 (2026), 313 (2008)" },
  { say: ["converted mana cost", "converted mana costs"], means: ["mana value", "converted mana cost"], rule: "202.3 (2026), 202.3 (2020)" },
  { say: ["mana value"], means: ["converted mana cost", "mana value"], rule: "202.3 (2026), 202.3 (2020)" },
  { say: ["owner's graveyard"], means: ["graveyard"], rule: "404 (2026)" },

  // Everyday words of players' questions: what a player says for what the rules say otherwise.
  { say: ["dying"], means: ["dies", "put into a graveyard from the battlefield"], rule: "700.4 (2026)" },
  { say: ["look at", "see"], means: ["examine"], rule: "404.2, 406.3 (2026)" },
  { say: ["take away", "takes away", "taken away", "take off", "takes off"], means: ["removed"], rule: "306.8, 120.3c (2026)" },
  { say: ["stay on", "stays on", "keep", "keeps", "kept"], means: ["retained", "remains"], rule: "122.2 (2026)" },
  { say: ["go back", "goes back", "went back", "back to my hand", "back to hand", "back into my hand"], means: ["moves from one zone to another", "return to its owner's hand"], rule: "122.2, 400.7 (2026)" },
  { say: ["shuffled into", "shuffle into", "shuffles into", "shuffled back into"], means: ["put into library"], rule: "903.9b, 401 (2026)" },
  { say: ["kill someone", "kill a player", "kill you", "kill me", "kill them", "kill my opponent", "kills you", "kills a player"], means: ["loses the game"], rule: "104.3, 704.5a (2026)" },
  { say: ["during combat", "in combat", "at any time", "whenever i want"], means: ["only as a sorcery", "main phase of their turn"], rule: "117.1a, 307.1, 602.5d (2026)" },
  { say: ["in my deck", "in a deck", "in my commander deck", "in the deck"], means: ["included in a deck", "deck may contain"], rule: "100.2a, 903.5c (2026)" },
  { say: ["doesn't say", "does not say", "doesn't specify", "does not specify", "isn't specified", "not specified", "doesn't mention"], means: ["no duration is stated", "isn't specified", "unless otherwise specified"], rule: "611.2a (2026)" },
  { say: ["stuff", "my stuff", "their stuff", "everything i control", "all my things"], means: ["permanents", "objects"], rule: "110.1, 109.1 (2026)" },
  { say: ["get rid of", "gets rid of", "got rid of", "getting rid of", "deal with"], means: ["destroy", "exile", "sacrifice"], rule: "701.8, 701.13, 701.21 (2026)" },
  { say: ["at once", "all at once", "same time"], means: ["one at a time", "simultaneously"], rule: "608.2, 603.3b (2026)" },
  { say: ["can't do anything", "cannot do anything", "can't do"], means: ["can't", "unless"], rule: "101.2 (2026)" },
  { say: ["i'm attacking leaves", "being attacked leaves", "i'm attacking is removed", "i'm attacking dies"], means: ["removed from combat"], rule: "506.4 (2026)" },
  { say: ["four player", "three player", "four-player", "multiplayer game", "free for all", "free-for-all"], means: ["multiplayer"], rule: "800.1 (2026)" },
  { say: ["who"], means: ["chooses", "controller", "owner"], rule: "108.3, 101.4 (2026)" },
  { say: ["what happens if", "what happens when", "what happens to"], means: ["ceases to exist", "removed"], rule: "704.5d, 506.4, 122.2 (2026)" },
  { say: ["when can i", "when am i allowed", "when can you", "when can a player", "opponent's turn"], means: ["has priority"], rule: "117.1a, 305.1, 307.1, 606.3 (2026)" },
  { say: ["steal", "steals", "stole", "stolen", "take control", "takes control", "took control"], means: ["gain control", "control-changing"], rule: "613.1b, 108.4 (2026)" },
  { say: ["undo", "take back", "take it back", "rewind", "back up"], means: ["reverse", "illegal action"], rule: "732 (2026)" },
  { say: ["bring back", "brings back", "brought back", "come back", "comes back"], means: ["return", "returns to the battlefield"], rule: "400.7, 610.3 (2026)" },
  { say: ["swap", "swaps", "switch", "switches"], means: ["exchange"], rule: "701.12 (2026)" },
  { say: ["attacking with leaves", "attacker leaves", "blocker leaves", "attacking creature leaves", "blocking creature leaves", "blocking me leaves", "blocking mine leaves"], means: ["removed from combat"], rule: "506.4 (2026)" },
];
