/** How players ask for the rules of 700-701, general rules of section 7 and keyword actions (row.ts). */
import type { AskedFor } from "./row";

export const PHRASINGS_700_701: readonly AskedFor[] = [
  // 700.1: one happening can be one event or many.
  { rule: "700.1", says: "treated as a single event", asked: ["does blocked by two creatures trigger twice", "is it one trigger or one per creature", "how many times does it trigger if several things happen at once"] },
  // 700.2: what makes a spell modal.
  { rule: "700.2", says: "is modal if it has two", asked: ["what makes a card modal", "is a charm a modal spell", "old cards that say choose one without bullet points", "does a choose one card count for abilities that care about modal spells"] },
  // 700.2a: modes are chosen on casting.
  { rule: "700.2a", says: "chooses the mode(s)", asked: ["when do i pick the mode of a choose one spell", "can i choose a mode with no legal target", "do i pick the mode when it resolves", "choose one card with no targets for one option"] },
  // 700.2b: modes of a triggered ability.
  { rule: "700.2b", says: "modal triggered ability", asked: ["when do i choose the mode of a trigger", "choose one trigger mode choice timing", "can my etb trigger pick a mode without targets"] },
  // 700.2c: a mode's targets only if that mode is chosen.
  { rule: "700.2c", says: "need to choose those targets only", asked: ["do i need a target for a mode i didnt choose", "can i cast a charm if one mode has no legal target", "choose one spell targets for the other mode"] },
  // 700.2d: the same mode twice only if the card says so.
  { rule: "700.2d", says: "choose the same mode", asked: ["can i pick the same option twice on a choose two spell", "choose two same mode twice", "can i double up on one mode"] },
  // 700.2e: another player chooses the mode.
  { rule: "700.2e", says: "a player other than their controller", asked: ["my opponent chooses the mode of my spell when", "opponent chooses one of the modes who picks in multiplayer", "cards where an opponent picks the mode"] },
  // 700.2f: changing a target can't change the mode.
  { rule: "700.2f", says: "can’t change its mode", asked: ["can a redirect spell change which mode was chosen", "does changing targets switch the mode"] },
  // 700.2g: a copy keeps the modes.
  { rule: "700.2g", says: "copies the mode(s) chosen", asked: ["can i choose a different mode for the copy", "does a copied charm get a new mode", "copying a modal spell which mode"] },
  // 700.2h: modes with an added cost (spree, tiered).
  { rule: "700.2h", says: "cost listed before the effect", asked: ["how do spree costs work", "do i pay for each extra mode", "plus cost next to a mode"] },
  // 700.2i: pawprint modes.
  { rule: "700.2i", says: "pawprint symbols", asked: ["how do pawprint modes work", "bloomburrow paw symbol spells choose modes", "can i choose the same pawprint mode twice"] },
  // 700.3: pile effects.
  { rule: "700.3", says: "temporarily grouped into piles", asked: ["liliana of the veil ultimate split permanents into two piles", "how do split into two piles cards work", "opponent separates my permanents into piles and i pick one"] },
  // 700.3a: every object goes into exactly one pile.
  { rule: "700.3a", says: "exactly one of those piles", asked: ["can i leave a card out of both piles", "does every card have to go in a pile", "can one card be in both piles"] },
  // 700.3b: a pile isn't an object.
  { rule: "700.3b", says: "The pile is not an object", asked: ["is a pile one thing for targeting", "does choosing a pile count as choosing each card in it", "are the cards in a pile still separate cards"] },
  // 700.3c: piles stay in their zone.
  { rule: "700.3c", says: "don’t leave the zone", asked: ["do cards split into piles leave the graveyard", "fact or fiction piles where are the cards", "separate into piles order of graveyard"] },
  // 700.3d: an empty pile is allowed.
  { rule: "700.3d", says: "zero or more objects", asked: ["can a pile be empty", "can i put everything in one pile", "fact or fiction all five in one pile"] },
  // 700.4: dies.
  { rule: "700.4", says: "The term dies means", asked: ["what counts as dying", "does exile count as dying", "does a token die when sacrificed", "is being destroyed the same as dies", "does a creature die if it goes to the graveyard from play"] },
  // 700.5: devotion.
  { rule: "700.5", says: "devotion to [color]", asked: ["how do i count devotion", "does hybrid mana count for devotion", "does a land count for devotion", "count colored pips on permanents"] },
  // 700.5a: when devotion is counted against other effects.
  { rule: "700.5a", says: "calculated after considering any copy", asked: ["does purphoros become a creature with altar of the pantheon", "does a clone of my god count toward devotion", "theros god turns on devotion before or after type changing effects", "devotion with a stolen permanent"] },
  // 700.6: historic.
  { rule: "700.6", says: "The term historic refers", asked: ["what counts as historic", "is a saga historic", "are legendary creatures historic", "is an artifact historic"] },
  // 700.7: "this creature" keeps meaning that object.
  { rule: "700.7", says: "even if it isn’t the appropriate quality", asked: ["destroy that creature at end step but it isnt a creature anymore", "if it stops being a creature does this creature still mean it", "animated land ability still applies after it stops being animated"] },
  // 700.8: party.
  { rule: "700.8", says: "A player’s party consists", asked: ["what is a party", "cleric rogue warrior wizard count", "how many creatures in my party", "does a changeling count for a party"] },
  // 700.8a: party size is worked out by the game.
  { rule: "700.8a", says: "performed automatically by the game", asked: ["do i choose which creatures are in my party", "does the game assign my party to get the biggest count", "is party size capped at four"] },
  // 700.8b: a creature fills one party slot.
  { rule: "700.8b", says: "party member for only one", asked: ["does a changeling fill every party slot", "does a cleric wizard count twice for party", "two clerics and a changeling how big is my party"] },
  // 700.8c: a full party.
  { rule: "700.8c", says: "has a full party", asked: ["what is a full party", "how many creatures make a full party"] },
  // 700.8d: Stick Together chooses a party.
  { rule: "700.8d", says: "One card, Stick Together", asked: ["how does stick together pick a party", "stick together sacrifice the rest not in the party", "choose up to one cleric rogue warrior wizard to keep"] },
  // 700.9: modified.
  { rule: "700.9", says: "A permanent is modified", asked: ["what counts as modified", "is an equipped creature modified", "does an opponents aura make my creature modified", "does a counter make it modified"] },
  // 700.10: a permanent that was activated this turn.
  { rule: "700.10", says: "that was activated this turn", asked: ["permanent whose ability i used this turn", "does it still count if the ability was removed after i used it", "activated this turn if the player who used it left the game"] },
  // 700.11: descended.
  { rule: "700.11", says: "descended this turn", asked: ["what does descend mean", "does a permanent card milled count as descend", "how do i descend"] },
  // 700.12: outlaw.
  { rule: "700.12", says: "The term outlaw refers", asked: ["what creature types are outlaws", "is a pirate an outlaw", "which types count as outlaw"] },
  // 700.12a: only outlaw permanents count.
  { rule: "700.12a", says: "Only outlaw permanents are considered", asked: ["do outlaw cards in my graveyard count for outlaws i control", "does an outlaw spell on the stack count", "count my outlaws only on the battlefield"] },
  // 700.13: committing a crime.
  { rule: "700.13", says: "commits a crime", asked: ["what counts as committing a crime", "does targeting an opponents creature count as a crime", "is targeting their graveyard a crime"] },
  // 700.14: expend.
  { rule: "700.14", says: "Whenever you expend N", asked: ["how does expend work", "does mana for abilities count toward expend", "what is expend four"] },
  // 700.15: enters means enters the battlefield.
  { rule: "700.15", says: "is short for", asked: ["does enters mean enters the battlefield", "new wording enters instead of enters the battlefield", "whenever a creature enters does that mean the battlefield"] },
  // 701.1: keyword actions.
  { rule: "701.1", says: "some specialized verbs are used", asked: ["what is a keyword action", "game term verbs like destroy exile sacrifice", "do card verbs mean plain english"] },
  // 701.2a: only the controller activates.
  { rule: "701.2a", says: "To activate an activated ability", asked: ["can i use my opponents creature ability", "who can activate an ability", "can i activate abilities of cards i dont control"] },
  // 701.3a: attaching moves it.
  { rule: "701.3a", says: "To attach an Aura", asked: ["moving an equipment to another creature", "how does attaching an aura work", "re-equip to a new creature"] },
  // 701.3b: can't attach to an illegal object.
  { rule: "701.3b", says: "it can’t be attached to", asked: ["what if i try to equip a creature with protection", "attach aura to something it cant enchant", "does equipment stay if the new target is illegal"] },
  // 701.3c: new timestamp on reattach.
  { rule: "701.3c", says: "receive a new timestamp", asked: ["does moving an aura give a new timestamp", "re-equipping timestamp layers", "attaching the same equipment again does it change its timestamp"] },
  // 701.3d: unattach.
  { rule: "701.3d", says: "To “unattach” an Equipment", asked: ["what does unattach mean", "equipment falls off creature", "unequip a creature"] },
  // 701.4a: behold.
  { rule: "701.4a", says: "card from your hand or choose", asked: ["how does behold work", "can i behold a permanent on the battlefield", "behold a dragon reveal from hand"] },
  // 701.4b: what was beheld is judged when beheld.
  { rule: "701.4b", says: "was beheld", asked: ["beheld dragon left the battlefield does the bonus still apply", "revealed a dragon then it stopped being a dragon", "if a dragon was beheld checked when the spell resolves"] },
  // 701.5a: cast.
  { rule: "701.5a", says: "To cast a spell", asked: ["what counts as casting a spell", "is putting a card onto the battlefield casting it", "cast vs put onto the battlefield"] },
  // 701.5b: casting a card.
  { rule: "701.5b", says: "To cast a card is", asked: ["cast a card vs cast a spell difference", "does cast this card mean as a spell", "casting a card from exile counts as casting a spell"] },
  // 701.6a: countered spells go to the graveyard.
  { rule: "701.6a", says: "A countered spell is put", asked: ["where does a countered spell go", "what happens when my spell gets countered", "does a countered creature go to the graveyard"] },
  // 701.6b: no refund.
  { rule: "701.6b", says: "doesn’t get a “refund”", asked: ["do i get my mana back if countered", "refund when my spell is countered", "do i lose the sacrificed creature if the spell is countered"] },
  // 701.7a: create a token.
  { rule: "701.7a", says: "To create one or more tokens", asked: ["how do tokens get made", "what does create mean", "is creating a token the same as casting"] },
  // 701.7b: replacements on a token's creation vs its entering.
  { rule: "701.7b", says: "applies to a token being created", asked: ["does anointed procession see the tokens characteristics from anthems", "token enters with counters if an effect makes it a creature", "replacement effect on making a token before static effects apply"] },
  // 701.7c: old "put a token onto the battlefield" wording.
  { rule: "701.7c", says: "put [those tokens] onto the battlefield", asked: ["old cards say put a token onto the battlefield", "does put a token into play count as creating it", "errata to create token wording"] },
  // 701.8a: destroy.
  { rule: "701.8a", says: "To destroy a permanent", asked: ["where does a destroyed creature go", "what does destroy mean", "kill a creature to the graveyard"] },
  // 701.8b: only destroy or lethal damage destroys.
  { rule: "701.8b", says: "only ways a permanent can", asked: ["is sacrifice the same as destroy", "does zero toughness count as destroy", "is dying to -1/-1 being destroyed"] },
  // 701.8c: regeneration replaces destruction.
  { rule: "701.8c", says: "replaces a destruction event", asked: ["is regenerate a replacement effect", "does regeneration stop the creature from being destroyed or prevent the damage", "regenerate instead of dying to a wrath"] },
  // 701.9a: discarding.
  { rule: "701.9a", says: "To discard a card, move", asked: ["where does a discarded card go", "what counts as discarding", "is discarding the same as putting a card from hand in the graveyard"] },
  // 701.9b: who picks the discarded card.
  { rule: "701.9b", says: "choose which card to discard", asked: ["who chooses what i discard", "do i pick the card when i have to discard", "random discard who chooses"] },
  // 701.9c: a discarded card sent to a hidden zone.
  { rule: "701.9c", says: "put into a hidden zone instead", asked: ["discard a card face down to library what do they know", "discarded card shuffled away without revealing"] },
  // 701.10a: doubling power is a modifying continuous effect.
  { rule: "701.10a", says: "Doubling a creature", asked: ["what layer does doubling power apply in", "is doubling power until end of turn an effect that keeps going", "is doubling power a set or a boost"] },
  // 701.10b: doubling power.
  { rule: "701.10b", says: "To double a creature’s power", asked: ["how does doubling power work", "double power then pump what happens", "double a 3/3 does it get +3/+0"] },
  // 701.10c: doubling a negative power.
  { rule: "701.10c", says: "power is less than 0 when", asked: ["what happens when you double negative power", "double power of a creature with minus power", "doubling a creature with -2 power"] },
  // 701.10d: doubling life.
  { rule: "701.10d", says: "To double a player’s life total", asked: ["double my life is it life gain", "does doubling life count as gaining life", "double life total with negative life"] },
  // 701.10e: doubling counters.
  { rule: "701.10e", says: "To double the number", asked: ["does doubling counters put counters on it", "doubling +1/+1 counters triggers", "double loyalty counters"] },
  // 701.10f: doubling mana.
  { rule: "701.10f", says: "amount of mana of that type", asked: ["doubling cube how much mana do i get", "double the unspent mana in my pool", "does doubling mana copy each color"] },
  // 701.10g: doubling damage.
  { rule: "701.10g", says: "that source instead deals twice", asked: ["is double damage a replacement effect", "how does double damage work", "double damage and prevention order"] },
  // 701.11a: tripling power is a modifying continuous effect.
  { rule: "701.11a", says: "Tripling a creature", asked: ["what layer does tripling power apply in", "triple power is it +x or set", "does tripling power keep applying until end of turn"] },
  // 701.11b: tripling power.
  { rule: "701.11b", says: "To triple a creature", asked: ["how does tripling power work", "triple power then pump order", "triple a 2/2 does it get +4/+0"] },
  // 701.11c: tripling a negative power.
  { rule: "701.11c", says: "when it’s tripled", asked: ["triple a creature with negative power", "tripling -1 power what happens", "tripling negative toughness"] },
  // 701.12a: an exchange that can't be completed.
  { rule: "701.12a", says: "no part of the exchange occurs", asked: ["switcheroo one creature is gone what happens", "exchange control when one target is illegal", "swap life totals partial exchange"] },
  // 701.12b: exchange of control.
  { rule: "701.12b", says: "control of two permanents is exchanged", asked: ["swap control of two creatures", "switcheroo how does exchanging control work", "what if one of the swapped creatures is gone"] },
  // 701.12c: exchanging life totals.
  { rule: "701.12c", says: "When life totals are exchanged", asked: ["does swapping life totals count as gaining life", "switch life totals with opponent", "exchange life triggers life gain"] },
  // 701.12d: exchanging cards between two zones.
  { rule: "701.12d", says: "owned by the same player", asked: ["swap exiled cards with cards in my hand", "exchange my hand with cards an opponent owns", "trade cards between exile and hand when my hand is empty"] },
  // 701.12e: an exchanged card that was attached.
  { rule: "701.12e", says: "the other card becomes attached", asked: ["swap an aura on the battlefield with one in my hand what does it enchant", "exchanged equipment card takes the old ones place", "switched card was attached to a creature"] },
  // 701.12f: exchanging two zones when one is empty.
  { rule: "701.12f", says: "simply exchange two zones", asked: ["swap my hand and graveyard when my hand is empty", "exchange zones with nothing in one of them"] },
  // 701.12g: exchanging numbers, life and power.
  { rule: "701.12g", says: "exchange two numerical values", asked: ["tree of redemption swap toughness with life total", "swap life total with a creatures power when i cant gain life", "switch power between two creatures", "exchange life when one player cant lose life"] },
  // 701.12h: exchanging text boxes.
  { rule: "701.12h", says: "Exchange of Words", asked: ["swap two creatures abilities", "trade rules text between two creatures"] },
  // 701.13a: exile.
  { rule: "701.13a", says: "To exile an object", asked: ["where do exiled cards go", "is remove from the game the same as exile", "exile from the graveyard or the battlefield"] },
  // 701.14a: fight.
  { rule: "701.14a", says: "deals damage equal to its", asked: ["how does fight work", "do both creatures deal damage when they fight", "does fight use the stack"] },
  // 701.14b: fight with a creature gone.
  { rule: "701.14b", says: "neither of them fights", asked: ["what if my creature dies before the fight resolves", "fight spell one target illegal", "does my creature still deal damage if theirs gets hexproof"] },
  // 701.14c: a creature fighting itself.
  { rule: "701.14c", says: "fights itself", asked: ["what happens if a creature fights itself", "fight spell with the same creature chosen twice", "creature fights itself damage"] },
  // 701.14d: fight damage isn't combat damage.
  { rule: "701.14d", says: "isn’t combat damage", asked: ["is fight damage combat damage", "does first strike work in a fight", "fight and lifelink deathtouch"] },
  // 701.15a: goad lasts until the goader's next turn.
  { rule: "701.15a", says: "Until the next turn of the controller", asked: ["when does goad wear off", "goad on an opponents turn lasts until my next turn", "goaded creature still goaded during my own turn", "how long does goad last"] },
  // 701.15b: goaded.
  { rule: "701.15b", says: "A goaded creature attacks each combat", asked: ["what does goad do", "goaded creature who must it attack", "can a goaded creature attack me"] },
  // 701.15c: goaded by several players.
  { rule: "701.15c", says: "goaded by multiple players", asked: ["creature goaded by two players who does it attack", "goaded by more than one opponent", "multiple goad requirements"] },
  // 701.15d: goading again does nothing more.
  { rule: "701.15d", says: "the same player goading it again", asked: ["goading a creature twice does anything", "same player goads again", "does goading again extend the goad"] },
  // 701.16a: investigate.
  { rule: "701.16a", says: "Create a Clue token", asked: ["what does investigate mean", "how does a clue token work", "investigate twice how many clues"] },
  // 701.17a: mill.
  { rule: "701.17a", says: "to mill a number", asked: ["what does mill mean", "mill cards top of library into graveyard", "milling someone out"] },
  // 701.17b: mill more than the library.
  { rule: "701.17b", says: "can’t mill a number", asked: ["what if i mill more cards than my library has", "milling an empty library do i lose", "mill 5 with 3 cards left"] },
  // 701.17c: finding a milled card.
  { rule: "701.17c", says: "find that card in the zone", asked: ["mill a card then cast it from the graveyard where is it", "milled card exiled instead can the effect still find it", "if a creature card is milled this way"] },
  // 701.17d: "the milled card" when several were milled.
  { rule: "701.17d", says: "about a single milled card", asked: ["mill two then the milled cards mana value is the sum", "ability says the milled card but i milled three", "if the milled card is a creature with several cards milled"] },
  // 701.18a: playing a land.
  { rule: "701.18a", says: "To play a land means", asked: ["when can i play a land", "is playing a land casting it", "land drop timing main phase"] },
  // 701.18b: play means land or cast.
  { rule: "701.18b", says: "To play a card means", asked: ["difference between play and cast", "can i play a land from an effect that says cast", "does play a card include lands"] },
  // 701.18c: "play with" means the game.
  { rule: "701.18c", says: "means to play the Magic game", asked: ["play with your hand revealed what does play mean", "play with the top card of your library revealed is that playing a card", "does play with count as playing a land or spell"] },
  // 701.18d: old "play a spell" wording.
  { rule: "701.18d", says: "or casting a card as a spell", asked: ["old cards say play a spell does that mean cast", "play a card wording on older printings", "errata from play to cast"] },
  // 701.18e: old "play an ability" wording.
  { rule: "701.18e", says: "using an activated ability", asked: ["old cards say play an ability does that mean activate", "playing an ability older wording"] },
  // 701.19a: regeneration shield.
  { rule: "701.19a", says: "the next time it would", asked: ["how does regenerate work", "regeneration shield lasts how long", "does regenerate remove it from combat", "regenerated creature gets tapped"] },
  // 701.19b: regeneration from a static ability.
  { rule: "701.19b", says: "each time that permanent would be destroyed", asked: ["static ability regenerates it every time", "regenerates automatically without a shield", "does static regeneration work more than once a turn"] },
  // 701.19c: regeneration isn't the same as regenerating.
  { rule: "701.19c", says: "can’t be regenerated", asked: ["does can't be regenerated stop the shield", "wrath says can't be regenerated", "is making a shield the same as regenerating"] },
  // 701.20a: how long a revealed card stays revealed.
  { rule: "701.20a", says: "show that card to all players", asked: ["reveal as a cost when can i hide it again", "how long do i have to show the revealed card", "revealed card stays shown while the trigger is on the stack", "how long does a revealed card stay revealed"] },
  // 701.20b: revealing keeps the card in its zone.
  { rule: "701.20b", says: "Revealing a card doesn’t", asked: ["does revealing a card move it", "reveal from hand does it stay in hand", "reveal a card do i show everyone"] },
  // 701.20c: revealing an already revealed card.
  { rule: "701.20c", says: "may be revealed again", asked: ["can i reveal a card thats already revealed to pay a cost", "telepathy silvergill adept reveal a merfolk already shown", "hand already face up can i reveal for a cost"] },
  // 701.20d: reordering a library hides revealed cards.
  { rule: "701.20d", says: "stop being revealed and become new objects", asked: ["top card revealed then library shuffled is it still known", "revealed card in library after shuffle new object", "does a revealed card stay revealed when the library is reordered"] },
  // 701.20e: looking at a card.
  { rule: "701.20e", says: "Looking at a card follows", asked: ["difference between look at and reveal", "do i have to show my opponent a card i look at", "look at the top card vs reveal it"] },
  // 701.21a: sacrifice.
  { rule: "701.21a", says: "To sacrifice a permanent", asked: ["can i sacrifice my opponents creature", "does indestructible stop sacrifice", "can i sac a creature i dont control", "what does sac mean"] },
  // 701.22a: scry.
  { rule: "701.22a", says: "To “scry N” means", asked: ["how does scry work", "scry 2 can i put one on top and one on bottom", "scry order of cards on bottom"] },
  // 701.22b: scry 0.
  { rule: "701.22b", says: "scry 0", asked: ["does scry zero trigger scry abilities", "scry 0 still counts as scrying"] },
  // 701.22c: several players scry at once.
  { rule: "701.22c", says: "If multiple players scry at once", asked: ["everyone scries who decides first", "all players scry at the same time order of choices", "each player scry 1 apnap"] },
  // 701.22d: scry triggers even when the scry couldn't be done.
  { rule: "701.22d", says: "whenever a player scries triggers", asked: ["scry with an empty library does it still trigger", "when does a whenever you scry trigger happen", "scry trigger with fewer cards than the scry number"] },
  // 701.23a: searching a zone.
  { rule: "701.23a", says: "To search for a card in a zone", asked: ["can i look through my whole library when tutoring", "how do i search my graveyard for a card", "what does searching a library mean"] },
  // 701.23b: failing to find.
  { rule: "701.23b", says: "isn’t required to find", asked: ["can i fail to find when tutoring", "do i have to find the card i search for", "fail to find with a fetch land", "search library and find nothing"] },
  // 701.23c: searching for an undefined quality.
  { rule: "701.23c", says: "match an undefined quality", asked: ["lobotomy with an empty hand", "search for cards with the same name as nothing", "name a card from an empty hand then search"] },
  // 701.23d: must find when searching for any card.
  { rule: "701.23d", says: "must find that many cards", asked: ["can i fail to find with demonic tutor", "search for a card must i take one", "tutor any card fail to find"] },
  // 701.23e: found cards aren't revealed.
  { rule: "701.23e", says: "then they’re not revealed", asked: ["do i have to show the card i tutored", "reveal the card i searched for", "does my opponent see what i fetched"] },
  // 701.23f: searching part of a library.
  { rule: "701.23f", says: "searching a portion of that zone", asked: ["aven mindcensor top four then shuffle the whole library", "does searching only the top cards still trigger search abilities", "mindcensor do i still shuffle"] },
  // 701.23g: searching when the rest is impossible.
  { rule: "701.23g", says: "may choose to search even if", asked: ["can i search with grafdigger's cage out", "search even if i cant put the card onto the battlefield", "search my library just to shuffle when the rest does nothing"] },
  // 701.23h: two searches before one shuffle are one search.
  { rule: "701.23h", says: "The player searches that library only once", asked: ["search for two lands then shuffle does it count as one search", "two search instructions one shuffle how many searches trigger", "searches twice before shuffling"] },
  // 701.23i: several players search at once.
  { rule: "701.23i", says: "If multiple players search at once", asked: ["each player searches their library who picks first", "veteran explorer everyone searches order of choices", "all players tutor at the same time"] },
  // 701.23j: searching outside the game (wishes).
  { rule: "701.23j", says: "search outside the game", asked: ["how do wish cards work", "get a card from my sideboard", "which cards can a wish fetch"] },
  // 701.24a: shuffle.
  { rule: "701.24a", says: "To shuffle a library", asked: ["what counts as a shuffle", "randomize deck properly", "do i shuffle after searching"] },
  // 701.24b: found cards stay out of the shuffle.
  { rule: "701.24b", says: "found cards aren’t included in the shuffle", asked: ["search then shuffle then put it on top is it shuffled in", "mystical tutor found card and the shuffle", "card i fetched stays out of the shuffle"] },
  // 701.24c: shuffling in objects that are gone.
  { rule: "701.24c", says: "that library is shuffled even if none", asked: ["guile exiled in response does the library still shuffle", "shuffle it into library but the card is gone do i still shuffle", "black sun's zenith flashback still shuffle"] },
  // 701.24d: shuffling in an empty set.
  { rule: "701.24d", says: "even if there are no objects in that set", asked: ["loaming shaman no targets do they still shuffle", "shuffle zero cards from graveyard into library", "nothing chosen to shuffle in still shuffle"] },
  // 701.24e: shuffling a tiny library.
  { rule: "701.24e", says: "containing zero or one cards", asked: ["shuffle an empty library does it trigger", "shuffle a one card library triggers", "shuffle with no cards left counts"] },
  // 701.24f: simultaneous shuffles trigger several times.
  { rule: "701.24f", says: "shuffled multiple times simultaneously", asked: ["two shuffles at once how many triggers", "library shuffled twice at the same time trigger count"] },
  // 701.24g: shuffle and a fixed position at once.
  { rule: "701.24g", says: "randomized except that the object", asked: ["darksteel colossus and gravebane zombie die at the same time", "shuffle in and put on top at the same time", "one card to the top while the library gets shuffled"] },
  // 701.25a: surveil.
  { rule: "701.25a", says: "To “surveil N” means", asked: ["how does surveil work", "surveil vs scry difference", "surveil put cards into graveyard"] },
  // 701.25b: surveilling extra cards.
  { rule: "701.25b", says: "look at additional cards while you surveil", asked: ["effect lets me see more cards when i surveil", "extra cards seen while surveilling can go to the graveyard"] },
  // 701.25c: surveil 0.
  { rule: "701.25c", says: "surveil 0", asked: ["does surveil 0 trigger surveil abilities", "surveil zero counts as surveilling"] },
  // 701.25d: surveil triggers even when the surveil couldn't be done.
  { rule: "701.25d", says: "whenever a player surveils triggers", asked: ["surveil with an empty library does it still trigger", "when does a whenever you surveil trigger happen", "surveil trigger with fewer cards left"] },
  // 701.26a: tap.
  { rule: "701.26a", says: "Only untapped permanents can be tapped", asked: ["can i tap an already tapped creature", "tap a tapped permanent for a cost", "turn sideways"] },
  // 701.26b: untapping.
  { rule: "701.26b", says: "Only tapped permanents can be untapped", asked: ["can i untap a creature thats already untapped", "untap effect on an untapped land does anything", "does untapping an untapped permanent trigger untap abilities"] },
  // 701.27a: transform.
  { rule: "701.27a", says: "To transform a permanent", asked: ["how does transform work", "flip a double faced card over", "is transforming a new object", "werewolf flip to the back side"] },
  // 701.27b: transforming isn't turning face up or down.
  { rule: "701.27b", says: "when that permanent transforms", asked: ["does flipping a dfc trigger turned face up abilities", "is transforming the same as unmorphing", "werewolf flip counts as turning face up"] },
  // 701.27c: transforming a non-DFC.
  { rule: "701.27c", says: "nothing happens", asked: ["what if i transform a card that isnt double faced", "transform a copy of a dfc token", "clone of a werewolf transform"] },
  // 701.27d: transforming into an instant or sorcery face.
  { rule: "701.27d", says: "instant or sorcery face nothing happens", asked: ["can a permanent transform into its instant side", "transform when the back face is a sorcery", "flip a card whose other side is a spell"] },
  // 701.27e: transforms into triggers.
  { rule: "701.27e", says: "transforms into", asked: ["whenever a permanent transforms into a creature trigger", "does converting count as transforming into", "transforms into trigger check after it flips"] },
  // 701.27f: an ability transforms it only once.
  { rule: "701.27f", says: "only if it hasn’t transformed", asked: ["can i transform it back with the same trigger twice", "two transform triggers on the stack", "respond to transform by transforming it"] },
  // 701.27g: a transformed permanent.
  { rule: "701.27g", says: "“transformed permanent.”", asked: ["is a dfc that flipped back to the front still transformed", "does a melded permanent count as transformed", "back face up counts as transformed"] },
  // 701.28a: converting works like transforming.
  { rule: "701.28a", says: "To convert a permanent", asked: ["how does convert work", "convert vs transform", "transformers flip side"] },
  // 701.28b: converting isn't turning face up or down.
  { rule: "701.28b", says: "when that permanent converts", asked: ["does converting trigger turned face up abilities", "transformers flip is it turning face down"] },
  // 701.28c: converting something without two faces.
  { rule: "701.28c", says: "isn’t represented by a double-faced token", asked: ["convert a copy of a transformers card", "clone a transformer and convert it", "convert a token that has one face"] },
  // 701.28d: converting into an instant or sorcery face.
  { rule: "701.28d", says: "would convert into is an instant", asked: ["can a permanent convert into its sorcery side", "convert when the back face is an instant"] },
  // 701.28e: an ability converts it only once.
  { rule: "701.28e", says: "hasn’t converted or transformed since", asked: ["two convert triggers on the stack does it flip back", "respond to a convert trigger by transforming it", "transformers convert twice same turn"] },
  // 701.28f: can't transform stops converting.
  { rule: "701.28f", says: "states that a permanent", asked: ["does cant transform stop a transformer from converting", "convert under a cant transform effect"] },
  // 701.29a: fateseal.
  { rule: "701.29a", says: "top N cards of an opponent", asked: ["what is fateseal", "jace the mind sculptor fateseal opponent library", "is fateseal like scry for my opponent"] },
  // 701.30a: clash.
  { rule: "701.30a", says: "To clash, a player reveals", asked: ["how does clash work", "who wins a clash", "clash put card on bottom"] },
  // 701.30b: clash with an opponent.
  { rule: "701.30b", says: "Choose an opponent. You and that opponent", asked: ["who do i clash with in multiplayer", "pick which opponent to clash", "does my opponent clash too"] },
  // 701.30c: order of a clash.
  { rule: "701.30c", says: "Each clashing player reveals", asked: ["who decides first where clashed cards go", "both players reveal at the same time in a clash", "clash top or bottom decision order"] },
  // 701.30d: winning a clash.
  { rule: "701.30d", says: "A player wins a clash", asked: ["highest mana value wins the clash", "clash tie who wins", "does a land win a clash"] },
  // 701.31a: who may planeswalk.
  { rule: "701.31a", says: "Only the planar controller may planeswalk", asked: ["can anyone planeswalk in planechase", "can i change planes on another players turn", "planeswalk outside a planechase game"] },
  // 701.31b: planeswalking in Planechase.
  { rule: "701.31b", says: "To planeswalk is to put", asked: ["what happens when i planeswalk", "how do i change planes in planechase", "where does the old plane go after planeswalking"] },
  // 701.31c: what makes a player planeswalk.
  { rule: "701.31c", says: "may planeswalk as the result", asked: ["when do you planeswalk to a new plane", "rolling the planeswalker symbol on the planar die", "does the plane change if its owner leaves the game"] },
  // 701.31d: which plane is left and which is entered.
  { rule: "701.31d", says: "planeswalks away from", asked: ["which plane do i leave when i planeswalk", "planeswalk away trigger which plane", "phenomenon planeswalking to and from"] },
  // 701.32a: only the archenemy sets schemes in motion.
  { rule: "701.32a", says: "Only a scheme card may be set in motion", asked: ["can other players set schemes in motion", "who can play schemes in archenemy", "set a scheme in motion outside archenemy"] },
  // 701.32b: setting a scheme in motion.
  { rule: "701.32b", says: "To set a scheme in motion", asked: ["what does set in motion mean in archenemy", "how does the archenemy play schemes", "set a scheme in motion from the top of the deck"] },
  // 701.32c: several schemes are set in motion one by one.
  { rule: "701.32c", says: "Schemes may only be set in motion", asked: ["set two schemes in motion at once", "set in motion twice order", "multiple schemes same time"] },
  // 701.33a: only a face-up ongoing scheme can be abandoned.
  { rule: "701.33a", says: "face-up ongoing scheme card", asked: ["can a normal scheme be abandoned", "abandon a scheme that isnt ongoing", "abandon outside archenemy"] },
  // 701.33b: abandoning an ongoing scheme.
  { rule: "701.33b", says: "To abandon a scheme", asked: ["what does abandon a scheme mean", "what happens to an ongoing scheme when it ends", "where does an abandoned scheme go"] },
  // 701.34a: proliferate.
  { rule: "701.34a", says: "To proliferate means", asked: ["how does proliferate work", "does proliferate add poison counters", "proliferate loyalty and +1/+1", "can i choose which counters to proliferate"] },
  // 701.34b: proliferating poison in Two-Headed Giant.
  { rule: "701.34b", says: "poison counters are shared by the team", asked: ["proliferate poison in two-headed giant both players on a team", "proliferate shared team poison counters", "can i give the team two poison counters with proliferate"] },
  // 701.35a: detain.
  { rule: "701.35a", says: "can’t attack or block", asked: ["what does detain do", "how long does detain last", "detained creature use abilities", "can a detained creature block", "detain a land or artifact what stops"] },
  // 701.36a: populate.
  { rule: "701.36a", says: "To populate means", asked: ["how does populate work", "populate copy a nontoken creature", "populate with no tokens"] },
  // 701.36b: populate with no creature tokens.
  { rule: "701.36b", says: "control no creature tokens", asked: ["can i populate with no creature tokens", "populate a noncreature token", "populate when my only token is a treasure"] },
  // 701.37a: monstrosity.
  { rule: "701.37a", says: "If this permanent isn’t monstrous", asked: ["can i activate monstrosity twice", "already monstrous activate again", "monstrosity after blink"] },
  // 701.37b: the monstrous designation.
  { rule: "701.37b", says: "Monstrous is a designation", asked: ["can a creature become monstrous twice", "is a monstrous creature still monstrous after flicker", "does a copy of a monstrous creature count as monstrous"] },
  // 701.37c: X of monstrosity X for other abilities.
  { rule: "701.37c", says: "as that permanent became monstrous", asked: ["polukranos monstrosity x damage how much", "what is x after it becomes monstrous", "when it becomes monstrous trigger uses which x"] },
  // 701.38a: voting.
  { rule: "701.38a", says: "instruct players to vote", asked: ["how does voting work", "who votes first", "councils dilemma vote order"] },
  // 701.38b: what can be voted for.
  { rule: "701.38b", says: "The listed choices may be objects", asked: ["what can players vote for", "councils judgment vote for a permanent", "vote for a word like grace or condemnation"] },
  // 701.38c: only an actual vote is voting.
  { rule: "701.38c", says: "refers only to an actual vote", asked: ["does choosing an option count as voting", "do whenever players vote abilities trigger on other choices", "is a council card without the word vote a vote"] },
  // 701.38d: extra votes.
  { rule: "701.38d", says: "gives a player multiple votes", asked: ["brago's representative extra vote timing", "do my two votes happen at the same time", "can i split my extra votes between options"] },
  // 701.39a: bolster.
  { rule: "701.39a", says: "the least toughness or tied", asked: ["how does bolster work", "bolster tie for least toughness", "bolster when i control no creatures", "is bolster targeted"] },
  // 701.40a: manifest.
  { rule: "701.40a", says: "To manifest a card", asked: ["what is a manifested creature", "manifest face down 2/2", "what does manifest do"] },
  // 701.40b: turning a manifest face up.
  { rule: "701.40b", says: "turn a manifested permanent", asked: ["how do i flip a manifest", "can i turn my manifest face up", "unmanifest a creature card for its mana cost"] },
  // 701.40c: a manifested card with morph.
  { rule: "701.40c", says: "card with morph is manifested", asked: ["can i turn a manifested morph face up for its morph cost", "manifest a creature with morph flip options"] },
  // 701.40d: a manifested card with disguise.
  { rule: "701.40d", says: "If a card with disguise is manifested", asked: ["manifest a disguise card can i flip it for its disguise cost", "manifested disguise creature turn face up options"] },
  // 701.40e: manifesting several cards.
  { rule: "701.40e", says: "those cards are manifested one at a time", asked: ["manifest the top two cards order", "manifest two cards at once or one by one", "triggers between manifesting multiple cards"] },
  // 701.40f: a manifest that can't enter the battlefield.
  { rule: "701.40f", says: "that card isn’t manifested", asked: ["what if the manifested card cant enter the battlefield", "manifest prevented does the card stay in my library", "manifest stopped by an effect"] },
  // 701.40g: manifested instant or sorcery.
  { rule: "701.40g", says: "leaves it face down", asked: ["manifested instant can it turn face up", "manifest a sorcery card what happens", "face down spell card stays face down"] },
  // 701.41a: support.
  { rule: "701.41a", says: "Support N", asked: ["how does support work", "support target itself", "support put counters on my opponents creatures", "can support put counters on noncreature permanents"] },
  // 701.42a: meld.
  { rule: "701.42a", says: "To meld the two cards", asked: ["how does meld work", "combine two meld cards", "what happens when a melded creature dies"] },
  // 701.42b: only a true meld pair melds.
  { rule: "701.42b", says: "same meld pair can be melded", asked: ["can i meld two different meld cards", "meld a token copy of bruna", "meld with the wrong partner card"] },
  // 701.42c: meld that can't happen.
  { rule: "701.42c", says: "they stay in their current zone", asked: ["what if i only have one half of the meld pair", "meld with a token copy", "meld fails what happens to the card"] },
  // 701.43a: exert.
  { rule: "701.43a", says: "To exert a permanent", asked: ["what does exert do", "exerted creature doesnt untap", "exert and vigilance"] },
  // 701.43b: exerting again.
  { rule: "701.43b", says: "can be exerted even if it", asked: ["can i exert a creature twice", "exert a creature that has vigilance", "exert twice does it skip two untaps"] },
  // 701.43c: exerting something off the battlefield.
  { rule: "701.43c", says: "isn’t on the battlefield can’t be exerted", asked: ["can i exert a creature that left the battlefield", "exert a creature that died before the trigger", "exert a card in my hand"] },
  // 701.43d: exert as it attacks is an optional attack cost.
  { rule: "701.43d", says: "optional cost to attack", asked: ["when do i decide to exert", "is exerting as it attacks a cost", "exert trigger when you do linked"] },
  // 701.44a: explore.
  { rule: "701.44a", says: "reveals the top card", asked: ["how does explore work", "explore reveal land put in hand", "explore nonland +1/+1 counter graveyard"] },
  // 701.44b: a creature explores even if the steps failed.
  { rule: "701.44b", says: "after the process described in rule 701.44a", asked: ["explore with an empty library does it still explore", "whenever a creature explores trigger when nothing was revealed", "did it explore if the creature left"] },
  // 701.44c: exploring after leaving the battlefield.
  { rule: "701.44c", says: "changes zones before an effect causes it to explore", asked: ["explore creature died before the trigger resolved", "who explores if the creature was bounced", "explore with a creature thats gone"] },
  // 701.44d: several creatures explore at once.
  { rule: "701.44d", says: "instructed to explore at the same time", asked: ["two creatures explore at the same time order", "order of multiple explores", "who picks which creature explores first"] },
  // 701.45a: assemble.
  { rule: "701.45a", says: "Steamflogger Boss", asked: ["what is assemble", "assemble a contraption", "are unstable contraptions in the rules"] },
  // 701.46a: adapt.
  { rule: "701.46a", says: "has no +1/+1 counters on it", asked: ["how does adapt work", "adapt again after counters removed", "adapt with a -1/-1 counter"] },
  // 701.47a: amass.
  { rule: "701.47a", says: "create a 0/0 black [subtype] Army", asked: ["how does amass work", "amass with no army", "army token 0/0 counters", "amass when my army is gone", "does amass make a new army each time"] },
  // 701.47b: amassed even if the steps failed.
  { rule: "701.47b", says: "after the process described in rule 701.47a", asked: ["did i amass if no counters were put", "whenever you amass trigger when amass did nothing", "amass with the army token prevented"] },
  // 701.47c: the amassed Army.
  { rule: "701.47c", says: "refer to the creature you chose", asked: ["the army you amassed gets the bonus with zero counters", "amass 0 still refers to the army", "which army is the amassed army"] },
  // 701.47d: amass without a subtype.
  { rule: "701.47d", says: "amass Zombies N", asked: ["old amass cards what creature type", "war of the spark amass errata", "amass without a creature type"] },
  // 701.48a: learn.
  { rule: "701.48a", says: "reveal a Lesson card", asked: ["how does learn work", "lesson from sideboard", "learn rummage instead", "learn in a constructed game without a sideboard", "can i learn a lesson in commander"] },
  // 701.49a: venture.
  { rule: "701.49a", says: "venture into the dungeon", asked: ["how does venture into the dungeon work", "choose a dungeon", "start a new dungeon", "do i pick a new dungeon every time i venture", "can i switch dungeons midway"] },
  // 701.49b: moving through a dungeon.
  { rule: "701.49b", says: "they choose an adjacent room", asked: ["choose which room to go to in the dungeon", "branching path in a dungeon which way", "move my marker to the next room"] },
  // 701.49c: venturing from the last room.
  { rule: "701.49c", says: "bottommost room of a dungeon card", asked: ["what happens when i venture from the last room", "start a new dungeon after completing one", "can i do the same dungeon twice"] },
  // 701.49d: venture into a dungeon of a quality.
  { rule: "701.49d", says: "Venture into [quality] is a variant", asked: ["venture into undercity without the initiative", "venture into a dungeon with a specific quality", "already in a dungeon and told to venture into undercity"] },
  // 701.50a: connive.
  { rule: "701.50a", says: "draws a card, then discards", asked: ["how does connive work", "connive discard nonland counter", "connive with a creature that left"] },
  // 701.50b: connived even if the steps failed.
  { rule: "701.50b", says: "after the process described in rule 701.50a", asked: ["connive with an empty library did it connive", "whenever a creature connives trigger when it cant draw", "connive did nothing does it count"] },
  // 701.50c: conniving after leaving the battlefield.
  { rule: "701.50c", says: "changes zones before an effect causes it to connive", asked: ["connive after the creature died", "creature bounced before conniving who draws", "connive counter when the creature is gone"] },
  // 701.50d: several creatures connive at once.
  { rule: "701.50d", says: "instructed to connive at the same time", asked: ["two creatures connive at the same time order", "multiple connive triggers who goes first"] },
  // 701.50e: connive N.
  { rule: "701.50e", says: "Connive N is a variant", asked: ["how does connive 2 work", "connive two cards discard lands counters", "connive n how many counters"] },
  // 701.51a: opening needs an Attraction deck.
  { rule: "701.51a", says: "playing with an Attraction deck", asked: ["can i open an attraction without an attraction deck", "open an attraction in a normal game"] },
  // 701.51b: opening an Attraction.
  { rule: "701.51b", says: "To open an Attraction", asked: ["what does open an attraction mean", "how do attractions get onto the battlefield", "unfinity attractions open"] },
  // 701.51c: triggers on opening an Attraction.
  { rule: "701.51c", says: "which triggers whenever a player opens", asked: ["when does whenever you open an attraction trigger", "open an attraction replaced does it trigger"] },
  // 701.52a: rolling to visit Attractions.
  { rule: "701.52a", says: "To roll to visit your Attractions", asked: ["how do attractions work", "when does an attraction visit trigger", "roll a die for attractions lit up numbers"] },
  // 701.53a: incubate.
  { rule: "701.53a", says: "create an Incubator token", asked: ["how does incubate work", "incubate puts counters on the incubator", "incubate twice how many tokens"] },
  // 701.53b: the Incubator token's two faces.
  { rule: "701.53b", says: "double-faced token", asked: ["how do i transform an incubator token", "is the phyrexian token an artifact creature", "what color is the incubator token when it transforms", "can the incubator token transform back"] },
  // 701.54a: ring tempts you.
  { rule: "701.54a", says: "That creature becomes your Ring-bearer", asked: ["how does the ring tempts you work", "choose a ring bearer", "can i change my ring bearer"] },
  // 701.54b: the Ring-bearer.
  { rule: "701.54b", says: "Ring-bearer is a designation", asked: ["what is a ring-bearer", "does a copy of my ring-bearer also become ring-bearer", "can i change my ring-bearer"] },
  // 701.54c: the Ring emblem.
  { rule: "701.54c", says: "emblem named The Ring", asked: ["what does the ring tempts you do", "ring-bearer legendary cant be blocked by bigger creatures", "the ring tempts you second time draw a card"] },
  // 701.54d: the Ring tempts you even if nothing happened.
  { rule: "701.54d", says: "Whenever the Ring tempts you", asked: ["whenever the ring tempts you trigger with no creatures", "does tempts you still trigger if i couldnt choose a ring-bearer", "ring tempts you with no creatures"] },
  // 701.54e: is your Ring-bearer.
  { rule: "701.54e", says: "is your Ring-bearer", asked: ["is my ring-bearer still mine if it gets stolen", "ring-bearer under an opponents control still counts", "does my ring-bearer count when it leaves play"] },
  // 701.55a: villainous choice.
  { rule: "701.55a", says: "faces a villainous choice", asked: ["how does villainous choice work", "who decides the villainous choice in multiplayer", "does the opponent or me pick the villainous choice"] },
  // 701.55b: choosing an impossible villainous option.
  { rule: "701.55b", says: "an option that is illegal or impossible", asked: ["can i choose the option i cant do in villainous choice", "villainous choice pick discard with an empty hand", "do as much as possible villainous choice", "choose an impossible option villainous choice"] },
  // 701.55c: facing a villainous choice more than once.
  { rule: "701.55c", says: "some number of additional times", asked: ["the valeyard face a villainous choice twice", "face a villainous choice an extra time order", "do i make both villainous choices at once"] },
  // 701.55d: several players face a villainous choice.
  { rule: "701.55d", says: "more than one player is instructed to face", asked: ["each opponent faces a villainous choice order", "multiplayer villainous choice one at a time", "who chooses first when everyone faces a villainous choice"] },
  // 701.56a: time travel.
  { rule: "701.56a", says: "To time travel means", asked: ["how does time travel work", "time travel suspended cards", "does time travel add counters to suspended cards", "time travel remove time counters from my opponents cards"] },
  // 701.57a: discover.
  { rule: "701.57a", says: "Discover N", asked: ["how does discover work", "discover vs cascade", "can i put the discovered card in my hand"] },
  // 701.57b: discovered even if nothing was found.
  { rule: "701.57b", says: "after the process described in 701.57a", asked: ["discover with no card found does it count", "whenever you discover trigger when nothing was cast", "discover whiffed did i discover"] },
  // 701.57c: the discovered card.
  { rule: "701.57c", says: "discovered card", asked: ["what counts as the discovered card", "discover put it in hand instead of casting", "discover with no card low enough"] },
  // 701.58a: cloak.
  { rule: "701.58a", says: "To cloak a card", asked: ["what is cloak", "cloaked creature ward 2", "cloak vs manifest", "cloaked creature face down with ward", "can my opponent see what i cloaked"] },
  // 701.58b: turning a cloaked permanent face up.
  { rule: "701.58b", says: "turn a cloaked permanent you control", asked: ["how do i turn a cloaked creature face up", "cloak flip for its mana cost", "can i flip a cloaked noncreature card"] },
  // 701.58c: a cloaked card with morph.
  { rule: "701.58c", says: "If a card with morph is cloaked", asked: ["cloak a morph card flip for its morph cost", "cloaked morph creature turn face up options"] },
  // 701.58d: a cloaked card with disguise.
  { rule: "701.58d", says: "If a card with disguise is cloaked", asked: ["cloak a disguise card flip for its disguise cost", "cloaked disguise creature turn face up options"] },
  // 701.58e: cloaking several cards.
  { rule: "701.58e", says: "those cards are cloaked one at a time", asked: ["cloak the top two cards order", "cloak two cards at once or one by one"] },
  // 701.58f: a cloak that can't enter the battlefield.
  { rule: "701.58f", says: "that card isn’t cloaked", asked: ["what if the cloaked card cant enter the battlefield", "cloak prevented does the card stay where it was"] },
  // 701.58g: a cloaked instant or sorcery.
  { rule: "701.58g", says: "cloaked permanent that’s represented by an instant", asked: ["cloaked instant card can it turn face up", "cloak a sorcery can i flip it", "cloaked spell card stays face down"] },
  // 701.59a: collect evidence.
  { rule: "701.59a", says: "To “collect evidence N” means", asked: ["how does collect evidence work", "exile cards from graveyard total mana value", "collect evidence with lands"] },
  // 701.59b: collect evidence without enough.
  { rule: "701.59b", says: "unable to exile cards with total", asked: ["can i collect evidence with not enough in my graveyard", "collect evidence total mana value", "partial collect evidence"] },
  // 701.59c: whether evidence was collected.
  { rule: "701.59c", says: "whether evidence was collected", asked: ["if evidence was collected bonus", "collect evidence optional cost checked on resolution", "did i collect evidence for the extra effect"] },
  // 701.60a: how long suspected lasts.
  { rule: "701.60a", says: "becomes suspected until it leaves", asked: ["how long does a creature stay suspected", "does suspect wear off at end of turn", "suspected until it leaves the battlefield", "how do i stop a creature being suspected"] },
  // 701.60b: the suspected designation.
  { rule: "701.60b", says: "Suspected is a designation", asked: ["what does suspected do", "is suspected an ability that can be removed", "does a suspected creature lose menace when it stops being suspected", "flicker removes suspected"] },
  // 701.60c: suspected.
  { rule: "701.60c", says: "A suspected permanent has menace", asked: ["what does suspect do", "can a suspected creature block"] },
  // 701.60d: suspecting again.
  { rule: "701.60d", says: "become suspected again", asked: ["suspect a creature that is already suspected", "suspect again triggers"] },
  // 701.61a: forage.
  { rule: "701.61a", says: "To forage means", asked: ["how does forage work", "forage without a food", "forage exile three cards or sacrifice a food", "can i forage with two cards in graveyard"] },
  // 701.62a: manifest dread.
  { rule: "701.62a", says: "Manifest dread", asked: ["how does manifest dread work", "manifest dread look at two", "manifest dread other card to graveyard", "does manifest dread trigger manifest abilities", "what goes to the graveyard from manifest dread"] },
  // 701.62b: manifest dread triggers even if impossible.
  { rule: "701.62b", says: "whenever a player manifests dread triggers", asked: ["manifest dread with one card left does it trigger", "manifest dread empty library trigger", "whenever you manifest dread trigger timing"] },
  // 701.63a: endure.
  { rule: "701.63a", says: "N/N white Spirit creature token", asked: ["how does endure work", "endure counters or spirit token", "endure when the creature is gone"] },
  // 701.63b: endure 0.
  { rule: "701.63b", says: "endure 0", asked: ["what happens if i endure 0", "endure zero make a spirit token"] },
  // 701.64a: harness.
  { rule: "701.64a", says: "If this permanent isn’t harnessed", asked: ["what does harness do", "harness a permanent twice", "harness again when already harnessed"] },
  // 701.64b: the harnessed designation.
  { rule: "701.64b", says: "Harnessed is a designation", asked: ["is harnessed lost when blinked", "does a copy of a harnessed permanent count as harnessed", "how long does harnessed last"] },
  // 701.65a: airbend.
  { rule: "701.65a", says: "airbend one or more permanents", asked: ["how does airbend work", "airbend cast it for 2 from exile", "airbend an opponents creature who can recast it", "airbend a spell on the stack"] },
  // 701.65b: airbend triggers.
  { rule: "701.65b", says: "whenever a player airbends triggers", asked: ["whenever you airbend trigger with several objects", "does airbending two things trigger twice"] },
  // 701.66a: earthbend.
  { rule: "701.66a", says: "Earthbend N", asked: ["how does earthbend work", "earthbended land dies returns tapped", "earthbend a land that already has counters", "is an earthbended land still a land"] },
  // 701.66b: earthbend triggers.
  { rule: "701.66b", says: "whenever a player earthbends triggers", asked: ["when does whenever you earthbend trigger", "earthbend trigger timing"] },
  // 701.67a: waterbend.
  { rule: "701.67a", says: "Waterbend [cost]", asked: ["how does waterbend work", "tap creatures to pay waterbend", "can i pay waterbend with artifacts", "waterbend tapping summoning sick creatures"] },
  // 701.67b: waterbend as an additional cost.
  { rule: "701.67b", says: "amount of generic mana in the waterbend cost", asked: ["spirit water revival tap creatures for the mana cost", "waterbend additional cost tap artifacts for colored mana", "can tapping creatures pay the rest of the spell cost"] },
  // 701.67c: waterbend triggers.
  { rule: "701.67c", says: "regardless of how they paid that cost", asked: ["whenever you waterbend paid with mana only", "waterbend trigger if i dont tap anything", "does paying waterbend with lands trigger"] },
  // 701.68a: blight.
  { rule: "701.68a", says: "To “blight N” means", asked: ["what does blight do", "blight -1/-1 counters on my creature"] },
  // 701.68b: no blight without a creature to take the counters.
  { rule: "701.68b", says: "they can’t choose to blight", asked: ["can i choose to blight with no creatures", "may blight as a cost without a creature", "blight as an additional cost with an empty board", "blight with no creatures"] },
  // 701.68c: the blighted creature.
  { rule: "701.68c", says: "chose to put -1/-1 counters on when blighting", asked: ["which creature is the blighted creature", "blighted creature refers to what"] },
  // 701.68d: blight triggers.
  { rule: "701.68d", says: "regardless of what events actually occurred", asked: ["whenever you blight trigger if counters were prevented", "blight trigger timing", "does blight trigger when no counters go on"] },
];
