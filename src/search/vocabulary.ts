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
  { say: ["blink", "flicker", "blinked", "flickered"], means: ["exile then return to the battlefield", "removed from the game then returned to play", "new object"], rule: "400.7 (2026), 217.1c (2008)" },
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

  // Players' slang, general (issue 14): a word a player or judge types that no rule uses, for what the rules name otherwise.
  // Combat and game actions.
  { say: ["trade", "trades", "traded", "trading"], means: ["combat damage is dealt simultaneously", "lethal damage"], rule: "510.2, 704.5g (2026)" },
  { say: ["dome", "domed", "to the dome", "go to the dome"], means: ["damage dealt to a player", "lose that much life"], rule: "120.3a (2026)" },
  { say: ["burn spell", "burn spells", "burn to the face"], means: ["deals damage", "damage dealt to a player"], rule: "120.3 (2026)" },
  { say: ["fog", "fogs", "fogged", "fog effect"], means: ["prevent all combat damage", "prevention effect"], rule: "615.1 (2026)" },
  { say: ["edict", "edicts", "edict effect"], means: ["sacrifices a creature", "sacrifice"], rule: "701.21a (2026)" },
  { say: ["steal", "steals", "stole", "stolen", "stealing", "threaten effect", "act of treason"], means: ["gain control", "control-changing effects"], rule: "613.1b, 108.4 (2026)" },
  { say: ["clone", "clones", "cloned", "cloning"], means: ["copy"], rule: "707.2 (2026)" },
  { say: ["fork", "forks", "forked", "forking"], means: ["copy a spell", "choose new targets for the copy"], rule: "707.10 (2026)" },
  { say: ["untargetable", "can't be targeted", "cant be targeted"], means: ["hexproof", "shroud", "can't be the target"], rule: "702.11, 702.18 (2026)" },
  { say: ["unblockable", "unblockables"], means: ["can't be blocked", "unblockable"], rule: "509.1b (2026), Unblockable (Obsolete)" },
  { say: ["pro", "pro-white", "pro-blue", "pro-black", "pro-red", "pro-green"], means: ["protection from"], rule: "702.16 (2026)" },
  { say: ["debt"], means: ["protection from"], rule: "702.16 (2026)" },
  { say: ["alpha strike", "alpha striking", "alpha", "attack with everything", "attack with all"], means: ["chooses which creatures will attack", "declares attackers"], rule: "508.1a (2026)" },
  { say: ["flyer", "flyers", "flier", "fliers"], means: ["flying", "reach"], rule: "702.9b (2026)" },
  { say: ["ground creature", "ground creatures", "ground pounder", "ground pounders"], means: ["without flying"], rule: "702.9b (2026)" },
  { say: ["first striker", "first strikers"], means: ["first strike"], rule: "702.7 (2026)" },
  { say: ["double striker", "double strikers"], means: ["double strike"], rule: "702.4 (2026)" },
  { say: ["freeze", "freezes", "frozen", "froze"], means: ["doesn't untap during its controller's untap step", "untap step"], rule: "502.3 (2026)" },
  { say: ["tap down", "taps down", "tapped down", "tapping down"], means: ["tap target"], rule: "701.26 (2026)" },
  { say: ["ninja", "ninjas", "ninja in", "ninja'd", "ninjaed"], means: ["ninjutsu"], rule: "702.49 (2026)" },
  { say: ["tapped and attacking", "enters attacking", "etb attacking", "comes in attacking", "put into play attacking"], means: ["put onto the battlefield attacking"], rule: "508.4 (2026)" },
  { say: ["etb tapped", "etbs tapped", "comes in tapped", "come in tapped"], means: ["enters tapped", "enters the battlefield tapped"], rule: "614.1c (2026)" },
  { say: ["combat trick", "combat tricks"], means: ["instant", "during combat"], rule: "304.1 (2026)" },
  { say: ["boardwipe", "boardwipes", "board wipes", "sweepers", "wraths", "mass removal"], means: ["destroy all creatures", "destroy all"], rule: "701.8 (2026)" },
  { say: ["removal", "spot removal", "removal spell", "removal spells"], means: ["destroy target", "exile target"], rule: "701.8, 701.13 (2026)" },
  { say: ["drain", "drains", "drained", "draining"], means: ["loses life", "gains life"], rule: "119.3 (2026)" },
  { say: ["lifeloss", "life loss"], means: ["loses life", "lose life"], rule: "119.3 (2026)" },
  { say: ["poison out", "poisoned out", "poisoned"], means: ["ten or more poison counters"], rule: "704.5c (2026)" },
  { say: ["dmg"], means: ["damage"], rule: "120 (2026)" },

  // Moving cards between zones.
  { say: ["tuck", "tucks", "tucked", "tucking"], means: ["put into its owner's library", "hand or library"], rule: "903.9b (2026)" },
  { say: ["my deck", "your deck", "their deck", "his deck", "her deck", "top of the deck", "top of deck", "bottom of the deck", "empty deck", "deck is empty"], means: ["library"], rule: "401.1 (2026)" },
  { say: ["topdeck", "topdecks", "topdecked", "top deck", "top-deck"], means: ["top card of library"], rule: "401 (2026)" },
  { say: ["fetch", "fetches", "fetched", "fetching", "fetchland", "fetchlands", "fetch land", "fetch lands"], means: ["search library"], rule: "701.23 (2026)" },
  { say: ["crack", "cracks", "cracked", "cracking", "pop", "pops", "popped", "popping"], means: ["sacrifice", "activate"], rule: "602, 701.21 (2026)" },
  { say: ["ramp", "ramps", "ramped", "ramping"], means: ["put a land onto the battlefield", "additional land", "add mana"], rule: "305.2, 305.4 (2026)" },
  { say: ["reanimate", "reanimates", "reanimated", "reanimating", "reanimation", "reanimator"], means: ["return from graveyard to the battlefield", "new object"], rule: "400.7 (2026)" },
  { say: ["recursion", "recur", "recurs", "recurring", "recurred"], means: ["return from your graveyard", "return from graveyard to hand"], rule: "400.7 (2026)" },
  { say: ["cheat", "cheats", "cheated", "cheating", "cheat out"], means: ["put onto the battlefield", "without casting"], rule: "305.4, 601.2 (2026)" },
  { say: ["bin", "bins", "binned", "binning"], means: ["graveyard"], rule: "404 (2026)" },
  { say: ["wheel", "wheels", "wheeled", "wheeling", "wheel effect"], means: ["discards their hand", "draws seven cards"], rule: "121 (2026)" },
  { say: ["on board", "the board", "on the board", "board state", "off the board"], means: ["battlefield"], rule: "403 (2026)" },
  { say: ["comes down", "came down", "come down", "coming down"], means: ["enters the battlefield"], rule: "603.6a (2026)" },
  { say: ["wish", "wishes", "wished", "wish for", "wish effect"], means: ["outside the game", "sideboard"], rule: "400.11 (2026)" },
  { say: ["mindslaver", "mindslavered", "mind slaver", "control their turn", "control my opponent's turn", "control opponent's turn"], means: ["control another player", "controls another player"], rule: "722 (2026)" },

  // Triggers, the stack and priority.
  { say: ["trig", "trigs"], means: ["triggered ability"], rule: "603 (2026)" },
  { say: ["cast trigger", "cast triggers", "on cast", "on-cast"], means: ["becomes cast", "whenever a player casts"], rule: "601.2i, 603.2 (2026)" },
  { say: ["death trigger", "death triggers", "dies trigger", "dies triggers"], means: ["leaves-the-battlefield abilities", "look back in time", "dies"], rule: "603.10a (2026)" },
  { say: ["combat damage trigger", "combat damage triggers", "damage trigger", "on hit", "on-hit", "connects"], means: ["deals combat damage to a player", "triggered on damage being dealt"], rule: "510.3a (2026)" },
  { say: ["stack my triggers", "stack the triggers", "stack triggers", "stacking triggers", "order my triggers", "order triggers", "ordering triggers"], means: ["in any order they choose", "puts them on the stack"], rule: "603.3b (2026)" },
  { say: ["stifle", "stifles", "stifled", "stifling"], means: ["counter a spell or ability", "triggered ability"], rule: "701.6a (2026)" },
  { say: ["rewind", "rewound", "take back", "takeback", "take it back", "undo", "illegal play"], means: ["illegal action", "reversed"], rule: "732.1 (2026)" },
  { say: ["infinite", "infinite combo", "infinite loop", "combo", "combos", "go infinite", "infinitely"], means: ["loop", "shortcut", "repeating a sequence"], rule: "731.4, 104.4b (2026)" },
  { say: ["tba", "tbas", "turn based"], means: ["turn-based actions"], rule: "703 (2026)" },
  { say: ["hidden info", "hidden information", "private information", "private info"], means: ["hidden zone"], rule: "400.2 (2026)" },
  { say: ["public info", "public information", "open information", "open info", "free information"], means: ["public zone"], rule: "400.2 (2026)" },
  { say: ["cardname", "its own name", "refers to itself"], means: ["refers to the object it's on by name"], rule: "201.5 (2026)" },
  { say: ["mp2", "main 2", "main phase 2", "second main", "main two", "post-combat main", "post combat main"], means: ["second main phase", "postcombat main phase"], rule: "505.1 (2026)" },
  { say: ["mp1", "main 1", "main phase 1", "first main", "pre-combat main", "pre combat main"], means: ["first main phase", "precombat main phase"], rule: "505.1 (2026)" },
  { say: ["discard phase", "discard step"], means: ["cleanup step", "maximum hand size"], rule: "514.1 (2026)" },
  { say: ["extra combat", "extra combats", "additional combat", "second combat", "another combat"], means: ["additional combat phase", "add phases", "extra phases"], rule: "500.8 (2026)" },
  { say: ["another turn", "additional turn", "additional turns", "time walk", "time walks"], means: ["extra turn", "extra turns"], rule: "500.7 (2026)" },
  { say: ["eoc"], means: ["end of combat step"], rule: "511 (2026)" },
  { say: ["boc"], means: ["beginning of combat step"], rule: "507 (2026)" },

  // Planeswalkers, costs and mana.
  { say: ["ult", "ults", "ulted", "ulting", "ultimate", "ultimates"], means: ["loyalty ability", "remove loyalty counters"], rule: "606 (2026)" },
  { say: ["tick up", "ticks up", "ticked up", "tick down", "ticks down", "ticked down", "plus ability", "minus ability", "uptick", "downtick"], means: ["loyalty ability", "put loyalty counters", "remove loyalty counters"], rule: "606.4 (2026)" },
  { say: ["alt cost", "alt costs", "alternate cost", "alternate costs", "alt-cost"], means: ["alternative cost"], rule: "118.9 (2026)" },
  { say: ["pitch", "pitched", "pitching", "pitch spell", "pitch cost"], means: ["alternative cost", "exile a card from your hand"], rule: "118.9 (2026)" },
  { say: ["tax", "taxes", "taxed", "tax effect", "tax effects"], means: ["increase the cost", "total cost"], rule: "601.2f (2026)" },
  { say: ["commander tax", "cmdr tax", "command tax"], means: ["additional {2} for each previous time", "command zone"], rule: "903.8 (2026)" },
  { say: ["mana rock", "mana rocks", "rock", "rocks"], means: ["mana ability"], rule: "605.1a (2026)" },
  { say: ["mana dorks", "dork", "dorks", "mana creature", "mana creatures"], means: ["mana ability"], rule: "605.1a (2026)" },
  { say: ["manaburn"], means: ["mana burn", "unused mana", "loses life"], rule: "300.3 (2008)" },
  { say: ["pip", "pips", "mana pip", "mana pips"], means: ["mana symbols"], rule: "107.4, 202.1 (2026)" },
  { say: ["wubrg", "five color", "five-color", "5 color", "5-color"], means: ["white, blue, black, red, and green", "five colors"], rule: "105.1 (2026)" },
  { say: ["gold card", "gold cards", "gold spell", "gold creature", "multicolor", "multi-color", "multi-colored", "multicolour", "multi colored"], means: ["multicolored"], rule: "105.2b (2026)" },
  { say: ["mono", "mono-colored", "mono colored", "mono-color", "mono color", "mono-red", "mono-blue", "mono-black", "mono-white", "mono-green", "monocolor"], means: ["monocolored"], rule: "105.2a (2026)" },
  { say: ["colour", "colours", "coloured", "colourless"], means: ["color", "colored", "colorless"], rule: "105 (2026)" },
  { say: ["dual land", "dual lands", "duals", "shock land", "shock lands", "shockland", "shocklands"], means: ["basic land types"], rule: "305.6 (2026)" },
  { say: ["manland", "manlands", "man-land", "man-lands", "man land", "man lands", "creature land", "creature lands", "animated land"], means: ["becomes a creature", "land creature"], rule: "305.7, 302.6 (2026)" },
  { say: ["minus counter", "minus counters", "minus one counter", "minus one counters", "-1 counters", "-1/-1s"], means: ["-1/-1 counter"], rule: "122.3 (2026)" },
  { say: ["plus counter", "plus counters", "plus one counter", "plus one counters", "+1 counters", "+1/+1s"], means: ["+1/+1 counter"], rule: "122.1 (2026)" },
  { say: ["unmorph", "unmorphs", "unmorphed", "unmorphing", "flip face up", "flipped face up", "flip it face up"], means: ["turn face up", "turned face up"], rule: "702.37e, 708 (2026)" },
  { say: ["back side", "backside", "back sides", "flip side", "flipside", "flip over", "flips over", "flipped over"], means: ["back face", "transform"], rule: "712, 701.27 (2026)" },

  // Formats, multiplayer and deck building.
  { say: ["cmdr", "cmdrs"], means: ["commander"], rule: "903.3 (2026)" },
  { say: ["ci", "color id", "colour identity"], means: ["color identity"], rule: "903.4 (2026)" },
  { say: ["singleton", "highlander"], means: ["must have a different English name"], rule: "903.5b (2026)" },
  { say: ["playset", "playsets", "4-of", "4-ofs", "4 copies", "four copies"], means: ["no more than four of any card with a particular English name"], rule: "100.2a (2026)" },
  { say: ["mull", "mulls", "mulled", "mulling"], means: ["mulligan"], rule: "103.5 (2026)" },
  { say: ["2hg", "two headed giant"], means: ["two-headed giant", "team"], rule: "810 (2026)" },
  { say: ["ffa", "free for all"], means: ["free-for-all"], rule: "806 (2026)" },
  { say: ["pod", "pods"], means: ["multiplayer game"], rule: "800.1 (2026)" },
  { say: ["1v1", "1v1s", "one on one", "one-on-one", "heads up", "heads-up"], means: ["two-player game"], rule: "102.2 (2026)" },
  { say: ["opp", "opps", "opp's", "oppo", "oppos", "oppo's"], means: ["opponent"], rule: "102.2 (2026)" },
  { say: ["sb", "side board", "sideboarding", "side in", "side out", "sided in", "sided out"], means: ["sideboard"], rule: "100.4 (2026)" },
  { say: ["mtr", "ipg", "tournament rules", "judge call"], means: ["Magic: The Gathering Tournament Rules", "tournaments"], rule: "100.6 (2026)" },
  { say: ["alt win", "alternate win", "alternative win", "alt-win"], means: ["wins the game"], rule: "104.2b (2026)" },
  { say: ["win con", "win cons", "wincon", "wincons", "win condition", "win conditions"], means: ["wins the game"], rule: "104.2b (2026)" },

  // Old-era words the rules have since renamed or dropped.
  { say: ["tribal"], means: ["kindred", "tribal"], rule: "308 (2026)" },
  { say: ["fast effect", "fast effects"], means: ["instant", "any time they could cast an instant"], rule: "304.1 (2026)" },
  { say: ["local enchantment", "local enchantments"], means: ["aura"], rule: "303.4 (2026)" },
];
