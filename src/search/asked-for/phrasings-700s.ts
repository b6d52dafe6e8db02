/** How players ask for the rules of 700-799, additional rules: keyword actions, keyword abilities, turn-based and state-based actions, copies, face-down and multi-part cards (row.ts). */
import type { AskedFor } from "./row";

export const PHRASINGS_700S: readonly AskedFor[] = [
  // 700.1: one happening can be one event or many.
  { rule: "700.1", says: "treated as a single event", asked: ["does blocked by two creatures trigger twice", "is it one trigger or one per creature", "how many times does it trigger if several things happen at once"] },
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
  // 700.3c: piles stay in their zone.
  { rule: "700.3c", says: "don’t leave the zone", asked: ["do cards split into piles leave the graveyard", "fact or fiction piles where are the cards", "separate into piles order of graveyard"] },
  // 700.3d: an empty pile is allowed.
  { rule: "700.3d", says: "zero or more objects", asked: ["can a pile be empty", "can i put everything in one pile", "fact or fiction all five in one pile"] },
  // 700.4: dies.
  { rule: "700.4", says: "The term dies means", asked: ["what counts as dying", "does exile count as dying", "does a token die when sacrificed", "is being destroyed the same as dies", "does a creature die if it goes to the graveyard from play"] },
  // 700.5: devotion.
  { rule: "700.5", says: "devotion to [color]", asked: ["how do i count devotion", "does hybrid mana count for devotion", "does a land count for devotion", "count colored pips on permanents"] },
  // 700.6: historic.
  { rule: "700.6", says: "The term historic refers", asked: ["what counts as historic", "is a saga historic", "are legendary creatures historic", "is an artifact historic"] },
  // 700.8: party.
  { rule: "700.8", says: "A player’s party consists", asked: ["what is a party", "cleric rogue warrior wizard count", "how many creatures in my party", "does a changeling count for a party"] },
  // 700.8b: a creature fills one party slot.
  { rule: "700.8b", says: "party member for only one", asked: ["does a changeling fill every party slot", "does a cleric wizard count twice for party", "two clerics and a changeling how big is my party"] },
  // 700.8c: a full party.
  { rule: "700.8c", says: "has a full party", asked: ["what is a full party", "how many creatures make a full party"] },
  // 700.9: modified.
  { rule: "700.9", says: "A permanent is modified", asked: ["what counts as modified", "is an equipped creature modified", "does an opponents aura make my creature modified", "does a counter make it modified"] },
  // 700.11: descended.
  { rule: "700.11", says: "descended this turn", asked: ["what does descend mean", "does a permanent card milled count as descend", "how do i descend"] },
  // 700.12: outlaw.
  { rule: "700.12", says: "The term outlaw refers", asked: ["what creature types are outlaws", "is a pirate an outlaw", "which types count as outlaw"] },
  // 700.13: committing a crime.
  { rule: "700.13", says: "commits a crime", asked: ["what counts as committing a crime", "does targeting an opponents creature count as a crime", "is targeting their graveyard a crime"] },
  // 700.14: expend.
  { rule: "700.14", says: "Whenever you expend N", asked: ["how does expend work", "does mana for abilities count toward expend", "what is expend four"] },
  // 700.15: enters means enters the battlefield.
  { rule: "700.15", says: "is short for", asked: ["does enters mean enters the battlefield", "new wording enters instead of enters the battlefield", "whenever a creature enters does that mean the battlefield"] },
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
  // 701.5a: cast.
  { rule: "701.5a", says: "To cast a spell", asked: ["what counts as casting a spell", "is putting a card onto the battlefield casting it", "cast vs put onto the battlefield"] },
  // 701.6a: countered spells go to the graveyard.
  { rule: "701.6a", says: "A countered spell is put", asked: ["where does a countered spell go", "what happens when my spell gets countered", "does a countered creature go to the graveyard"] },
  // 701.6b: no refund.
  { rule: "701.6b", says: "doesn’t get a “refund”", asked: ["do i get my mana back if countered", "refund when my spell is countered", "do i lose the sacrificed creature if the spell is countered"] },
  // 701.7a: create a token.
  { rule: "701.7a", says: "To create one or more tokens", asked: ["how do tokens get made", "what does create mean", "is creating a token the same as casting"] },
  // 701.8a: destroy.
  { rule: "701.8a", says: "To destroy a permanent", asked: ["where does a destroyed creature go", "what does destroy mean", "kill a creature to the graveyard"] },
  // 701.8b: only destroy or lethal damage destroys.
  { rule: "701.8b", says: "only ways a permanent can", asked: ["is sacrifice the same as destroy", "does zero toughness count as destroy", "is dying to -1/-1 being destroyed"] },
  // 701.9b: who picks the discarded card.
  { rule: "701.9b", says: "choose which card to discard", asked: ["who chooses what i discard", "do i pick the card when i have to discard", "random discard who chooses"] },
  // 701.9c: a discarded card sent to a hidden zone.
  { rule: "701.9c", says: "put into a hidden zone instead", asked: ["discard a card face down to library what do they know", "discarded card shuffled away without revealing"] },
  // 701.10b: doubling power.
  { rule: "701.10b", says: "To double a creature’s power", asked: ["how does doubling power work", "double power then pump what happens", "is doubling power a set or a boost"] },
  // 701.10c: doubling a negative power.
  { rule: "701.10c", says: "power is less than 0 when", asked: ["what happens when you double negative power", "double power of a creature with minus power", "doubling a creature with -2 power"] },
  // 701.10d: doubling life.
  { rule: "701.10d", says: "To double a player’s life total", asked: ["double my life is it life gain", "does doubling life count as gaining life", "double life total with negative life"] },
  // 701.10e: doubling counters.
  { rule: "701.10e", says: "To double the number", asked: ["does doubling counters put counters on it", "doubling +1/+1 counters triggers", "double loyalty counters"] },
  // 701.10g: doubling damage.
  { rule: "701.10g", says: "that source instead deals twice", asked: ["is double damage a replacement effect", "how does double damage work", "double damage and prevention order"] },
  // 701.11b: tripling power.
  { rule: "701.11b", says: "To triple a creature", asked: ["how does tripling power work", "triple power is it +x or set", "triple power then pump order"] },
  // 701.12a: an exchange that can't be completed.
  { rule: "701.12a", says: "no part of the exchange occurs", asked: ["switcheroo one creature is gone what happens", "exchange control when one target is illegal", "swap life totals partial exchange"] },
  // 701.12b: exchange of control.
  { rule: "701.12b", says: "control of two permanents is exchanged", asked: ["swap control of two creatures", "switcheroo how does exchanging control work", "what if one of the swapped creatures is gone"] },
  // 701.12c: exchanging life totals.
  { rule: "701.12c", says: "When life totals are exchanged", asked: ["does swapping life totals count as gaining life", "switch life totals with opponent", "exchange life triggers life gain"] },
  // 701.14a: fight.
  { rule: "701.14a", says: "deals damage equal to its", asked: ["how does fight work", "do both creatures deal damage when they fight", "does fight use the stack"] },
  // 701.14b: fight with a creature gone.
  { rule: "701.14b", says: "neither of them fights", asked: ["what if my creature dies before the fight resolves", "fight spell one target illegal", "does my creature still deal damage if theirs gets hexproof"] },
  // 701.14c: a creature fighting itself.
  { rule: "701.14c", says: "fights itself", asked: ["what happens if a creature fights itself", "fight spell with the same creature chosen twice", "creature fights itself damage"] },
  // 701.14d: fight damage isn't combat damage.
  { rule: "701.14d", says: "isn’t combat damage", asked: ["is fight damage combat damage", "does first strike work in a fight", "fight and lifelink deathtouch"] },
  // 701.15b: goaded.
  { rule: "701.15b", says: "A goaded creature attacks each combat", asked: ["what does goad do", "goaded creature who must it attack", "can a goaded creature attack me", "how long does goad last"] },
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
  // 701.18a: playing a land.
  { rule: "701.18a", says: "To play a land means", asked: ["when can i play a land", "is playing a land casting it", "land drop timing main phase"] },
  // 701.18b: play means land or cast.
  { rule: "701.18b", says: "To play a card means", asked: ["difference between play and cast", "can i play a land from an effect that says cast", "does play a card include lands"] },
  // 701.19a: regeneration shield.
  { rule: "701.19a", says: "the next time it would", asked: ["how does regenerate work", "regeneration shield lasts how long", "does regenerate remove it from combat", "regenerated creature gets tapped"] },
  // 701.19c: regeneration isn't the same as regenerating.
  { rule: "701.19c", says: "can’t be regenerated", asked: ["does can't be regenerated stop the shield", "wrath says can't be regenerated", "is making a shield the same as regenerating"] },
  // 701.20b: revealing keeps the card in its zone.
  { rule: "701.20b", says: "Revealing a card doesn’t", asked: ["does revealing a card move it", "reveal from hand does it stay in hand", "how long does a revealed card stay revealed", "reveal a card do i show everyone"] },
  // 701.20e: looking at a card.
  { rule: "701.20e", says: "Looking at a card follows", asked: ["difference between look at and reveal", "do i have to show my opponent a card i look at", "look at the top card vs reveal it"] },
  // 701.21a: sacrifice.
  { rule: "701.21a", says: "To sacrifice a permanent", asked: ["can i sacrifice my opponents creature", "does indestructible stop sacrifice", "can i sac a creature i dont control", "what does sac mean"] },
  // 701.22a: scry.
  { rule: "701.22a", says: "To “scry N” means", asked: ["how does scry work", "scry 2 can i put one on top and one on bottom", "scry order of cards on bottom"] },
  // 701.22b: scry 0.
  { rule: "701.22b", says: "scry 0", asked: ["does scry zero trigger scry abilities", "scry 0 still counts as scrying"] },
  // 701.23b: failing to find.
  { rule: "701.23b", says: "isn’t required to find", asked: ["can i fail to find when tutoring", "do i have to find the card i search for", "fail to find with a fetch land", "search library and find nothing"] },
  // 701.23d: must find when searching for any card.
  { rule: "701.23d", says: "must find that many cards", asked: ["can i fail to find with demonic tutor", "search for a card must i take one", "tutor any card fail to find"] },
  // 701.23e: found cards aren't revealed.
  { rule: "701.23e", says: "then they’re not revealed", asked: ["do i have to show the card i tutored", "reveal the card i searched for", "does my opponent see what i fetched"] },
  // 701.23j: searching outside the game (wishes).
  { rule: "701.23j", says: "search outside the game", asked: ["how do wish cards work", "get a card from my sideboard", "which cards can a wish fetch"] },
  // 701.24a: shuffle.
  { rule: "701.24a", says: "To shuffle a library", asked: ["what counts as a shuffle", "randomize deck properly", "do i shuffle after searching"] },
  // 701.25a: surveil.
  { rule: "701.25a", says: "To “surveil N” means", asked: ["how does surveil work", "surveil vs scry difference", "surveil put cards into graveyard"] },
  // 701.25c: surveil 0.
  { rule: "701.25c", says: "surveil 0", asked: ["does surveil 0 trigger surveil abilities", "surveil zero counts as surveilling"] },
  // 701.26a: tap.
  { rule: "701.26a", says: "Only untapped permanents can be tapped", asked: ["can i tap an already tapped creature", "tap a tapped permanent for a cost", "turn sideways"] },
  // 701.27a: transform.
  { rule: "701.27a", says: "To transform a permanent", asked: ["how does transform work", "flip a double faced card over", "is transforming a new object", "werewolf flip to the back side"] },
  // 701.27c: transforming a non-DFC.
  { rule: "701.27c", says: "nothing happens", asked: ["what if i transform a card that isnt double faced", "transform a copy of a dfc token", "clone of a werewolf transform"] },
  // 701.27e: transforms into triggers.
  { rule: "701.27e", says: "transforms into", asked: ["whenever a permanent transforms into a creature trigger", "does converting count as transforming into", "transforms into trigger check after it flips"] },
  // 701.27f: an ability transforms it only once.
  { rule: "701.27f", says: "only if it hasn’t transformed", asked: ["can i transform it back with the same trigger twice", "two transform triggers on the stack", "respond to transform by transforming it"] },
  // 701.28a: converting works like transforming.
  { rule: "701.28a", says: "To convert a permanent", asked: ["how does convert work", "convert vs transform", "transformers flip side"] },
  // 701.28f: can't transform stops converting.
  { rule: "701.28f", says: "states that a permanent", asked: ["does cant transform stop a transformer from converting", "convert under a cant transform effect"] },
  // 701.29a: fateseal.
  { rule: "701.29a", says: "top N cards of an opponent", asked: ["what is fateseal", "jace the mind sculptor fateseal opponent library", "is fateseal like scry for my opponent"] },
  // 701.30a: clash.
  { rule: "701.30a", says: "To clash, a player reveals", asked: ["how does clash work", "who wins a clash", "clash put card on bottom"] },
  // 701.30d: winning a clash.
  { rule: "701.30d", says: "A player wins a clash", asked: ["highest mana value wins the clash", "clash tie who wins", "does a land win a clash"] },
  // 701.31b: planeswalking in Planechase.
  { rule: "701.31b", says: "To planeswalk is to put", asked: ["what happens when i planeswalk", "how do i change planes in planechase", "where does the old plane go after planeswalking"] },
  // 701.31c: what makes a player planeswalk.
  { rule: "701.31c", says: "may planeswalk as the result", asked: ["when do you planeswalk to a new plane", "rolling the planeswalker symbol on the planar die", "does the plane change if its owner leaves the game"] },
  // 701.32b: setting a scheme in motion.
  { rule: "701.32b", says: "To set a scheme in motion", asked: ["what does set in motion mean in archenemy", "how does the archenemy play schemes", "set a scheme in motion from the top of the deck"] },
  // 701.33b: abandoning an ongoing scheme.
  { rule: "701.33b", says: "To abandon a scheme", asked: ["what does abandon a scheme mean", "what happens to an ongoing scheme when it ends", "where does an abandoned scheme go"] },
  // 701.34a: proliferate.
  { rule: "701.34a", says: "To proliferate means", asked: ["how does proliferate work", "does proliferate add poison counters", "proliferate loyalty and +1/+1", "can i choose which counters to proliferate"] },
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
  // 701.38a: voting.
  { rule: "701.38a", says: "instruct players to vote", asked: ["how does voting work", "who votes first", "councils dilemma vote order"] },
  // 701.39a: bolster.
  { rule: "701.39a", says: "the least toughness or tied", asked: ["how does bolster work", "bolster tie for least toughness", "bolster when i control no creatures", "is bolster targeted"] },
  // 701.40a: manifest.
  { rule: "701.40a", says: "To manifest a card", asked: ["what is a manifested creature", "manifest face down 2/2", "what does manifest do"] },
  // 701.40b: turning a manifest face up.
  { rule: "701.40b", says: "turn a manifested permanent", asked: ["how do i flip a manifest", "can i turn my manifest face up", "unmanifest a creature card for its mana cost"] },
  // 701.40c: a manifested card with morph.
  { rule: "701.40c", says: "card with morph is manifested", asked: ["can i turn a manifested morph face up for its morph cost", "manifest a creature with morph flip options"] },
  // 701.40g: manifested instant or sorcery.
  { rule: "701.40g", says: "leaves it face down", asked: ["manifested instant can it turn face up", "manifest a sorcery card what happens", "face down spell card stays face down"] },
  // 701.41a: support.
  { rule: "701.41a", says: "Support N", asked: ["how does support work", "support target itself", "support put counters on my opponents creatures", "can support put counters on noncreature permanents"] },
  // 701.42a: meld.
  { rule: "701.42a", says: "To meld the two cards", asked: ["how does meld work", "combine two meld cards", "what happens when a melded creature dies"] },
  // 701.42c: meld that can't happen.
  { rule: "701.42c", says: "they stay in their current zone", asked: ["what if i only have one half of the meld pair", "meld with a token copy", "meld fails what happens to the card"] },
  // 701.43a: exert.
  { rule: "701.43a", says: "To exert a permanent", asked: ["what does exert do", "exerted creature doesnt untap", "exert and vigilance"] },
  // 701.43b: exerting again.
  { rule: "701.43b", says: "can be exerted even if it", asked: ["can i exert a creature twice", "exert a creature that has vigilance", "exert twice does it skip two untaps"] },
  // 701.44a: explore.
  { rule: "701.44a", says: "reveals the top card", asked: ["how does explore work", "explore reveal land put in hand", "explore nonland +1/+1 counter graveyard"] },
  // 701.46a: adapt.
  { rule: "701.46a", says: "has no +1/+1 counters on it", asked: ["how does adapt work", "adapt again after counters removed", "adapt with a -1/-1 counter"] },
  // 701.47a: amass.
  { rule: "701.47a", says: "create a 0/0 black [subtype] Army", asked: ["how does amass work", "amass with no army", "army token 0/0 counters", "amass when my army is gone", "does amass make a new army each time"] },
  // 701.48a: learn.
  { rule: "701.48a", says: "reveal a Lesson card", asked: ["how does learn work", "lesson from sideboard", "learn rummage instead", "learn in a constructed game without a sideboard", "can i learn a lesson in commander"] },
  // 701.49a: venture.
  { rule: "701.49a", says: "venture into the dungeon", asked: ["how does venture into the dungeon work", "choose a dungeon", "start a new dungeon", "do i pick a new dungeon every time i venture", "can i switch dungeons midway"] },
  // 701.49c: venturing from the last room.
  { rule: "701.49c", says: "bottommost room of a dungeon card", asked: ["what happens when i venture from the last room", "start a new dungeon after completing one", "can i do the same dungeon twice"] },
  // 701.50a: connive.
  { rule: "701.50a", says: "draws a card, then discards", asked: ["how does connive work", "connive discard nonland counter", "connive with a creature that left"] },
  // 701.50e: connive N.
  { rule: "701.50e", says: "Connive N is a variant", asked: ["how does connive 2 work", "connive two cards discard lands counters", "connive n how many counters"] },
  // 701.51b: opening an Attraction.
  { rule: "701.51b", says: "To open an Attraction", asked: ["what does open an attraction mean", "how do attractions get onto the battlefield", "unfinity attractions open"] },
  // 701.52a: rolling to visit Attractions.
  { rule: "701.52a", says: "To roll to visit your Attractions", asked: ["how do attractions work", "when does an attraction visit trigger", "roll a die for attractions lit up numbers"] },
  // 701.53a: incubate.
  { rule: "701.53a", says: "create an Incubator token", asked: ["how does incubate work", "incubate puts counters on the incubator", "incubate twice how many tokens"] },
  // 701.53b: the Incubator token's two faces.
  { rule: "701.53b", says: "double-faced token", asked: ["how do i transform an incubator token", "is the phyrexian token an artifact creature", "what color is the incubator token when it transforms", "can the incubator token transform back"] },
  // 701.54a: ring tempts you.
  { rule: "701.54a", says: "That creature becomes your Ring-bearer", asked: ["how does the ring tempts you work", "choose a ring bearer", "can i change my ring bearer", "ring tempts you with no creatures"] },
  // 701.54b: the Ring-bearer.
  { rule: "701.54b", says: "Ring-bearer is a designation", asked: ["what is a ring-bearer", "does a copy of my ring-bearer also become ring-bearer", "can i change my ring-bearer"] },
  // 701.54c: the Ring emblem.
  { rule: "701.54c", says: "emblem named The Ring", asked: ["what does the ring tempts you do", "ring-bearer legendary cant be blocked by bigger creatures", "the ring tempts you second time draw a card"] },
  // 701.55a: villainous choice.
  { rule: "701.55a", says: "faces a villainous choice", asked: ["how does villainous choice work", "choose an impossible option villainous choice", "who decides the villainous choice in multiplayer", "does the opponent or me pick the villainous choice"] },
  // 701.56a: time travel.
  { rule: "701.56a", says: "To time travel means", asked: ["how does time travel work", "time travel suspended cards", "does time travel add counters to suspended cards", "time travel remove time counters from my opponents cards"] },
  // 701.57a: discover.
  { rule: "701.57a", says: "Discover N", asked: ["how does discover work", "discover vs cascade", "can i put the discovered card in my hand"] },
  // 701.57c: the discovered card.
  { rule: "701.57c", says: "discovered card", asked: ["what counts as the discovered card", "discover put it in hand instead of casting", "discover with no card low enough"] },
  // 701.58a: cloak.
  { rule: "701.58a", says: "To cloak a card", asked: ["what is cloak", "cloaked creature ward 2", "cloak vs manifest", "cloaked creature face down with ward", "can my opponent see what i cloaked"] },
  // 701.58b: turning a cloaked permanent face up.
  { rule: "701.58b", says: "turn a cloaked permanent you control", asked: ["how do i turn a cloaked creature face up", "cloak flip for its mana cost", "can i flip a cloaked noncreature card"] },
  // 701.59a: collect evidence.
  { rule: "701.59a", says: "To “collect evidence N” means", asked: ["how does collect evidence work", "exile cards from graveyard total mana value", "collect evidence with lands"] },
  // 701.59b: collect evidence without enough.
  { rule: "701.59b", says: "unable to exile cards with total", asked: ["can i collect evidence with not enough in my graveyard", "collect evidence total mana value", "partial collect evidence"] },
  // 701.60b: the suspected designation.
  { rule: "701.60b", says: "Suspected is a designation", asked: ["what does suspected do", "is suspected an ability that can be removed", "does a suspected creature lose menace when it stops being suspected", "flicker removes suspected"] },
  // 701.60c: suspected.
  { rule: "701.60c", says: "A suspected permanent has menace", asked: ["what does suspect do", "can a suspected creature block", "how do i stop a creature being suspected"] },
  // 701.60d: suspecting again.
  { rule: "701.60d", says: "become suspected again", asked: ["suspect a creature that is already suspected", "suspect again triggers"] },
  // 701.61a: forage.
  { rule: "701.61a", says: "To forage means", asked: ["how does forage work", "forage without a food", "forage exile three cards or sacrifice a food", "can i forage with two cards in graveyard"] },
  // 701.62a: manifest dread.
  { rule: "701.62a", says: "Manifest dread", asked: ["how does manifest dread work", "manifest dread look at two", "manifest dread other card to graveyard", "does manifest dread trigger manifest abilities", "what goes to the graveyard from manifest dread"] },
  // 701.63a: endure.
  { rule: "701.63a", says: "N/N white Spirit creature token", asked: ["how does endure work", "endure counters or spirit token", "endure when the creature is gone"] },
  // 701.63b: endure 0.
  { rule: "701.63b", says: "endure 0", asked: ["what happens if i endure 0", "endure zero make a spirit token"] },
  // 701.66a: earthbend.
  { rule: "701.66a", says: "Earthbend N", asked: ["how does earthbend work", "earthbended land dies returns tapped", "earthbend a land that already has counters", "is an earthbended land still a land"] },
  // 701.67a: waterbend.
  { rule: "701.67a", says: "Waterbend [cost]", asked: ["how does waterbend work", "tap creatures to pay waterbend", "can i pay waterbend with artifacts", "waterbend tapping summoning sick creatures"] },
  // 701.68a: blight.
  { rule: "701.68a", says: "To “blight N” means", asked: ["what does blight do", "blight -1/-1 counters on my creature", "blight with no creatures"] },
  // 702.2b: deathtouch destroys any damaged creature.
  { rule: "702.2b", says: "source with deathtouch", asked: ["does one damage from deathtouch kill", "deathtouch vs indestructible", "does deathtouch work with noncombat damage", "ping with deathtouch kills", "deathtouch blocker and a first strike attacker", "does deathtouch damage to a planeswalker kill it"] },
  // 702.2c: deathtouch plus trample.
  { rule: "702.2c", says: "considered to be lethal damage", asked: ["deathtouch and trample how much do i assign to the blocker", "trample deathtouch one damage per blocker", "how much damage does a deathtouch trampler need to assign"] },
  // 702.2d: deathtouch from any zone.
  { rule: "702.2d", says: "no matter what zone", asked: ["does deathtouch work from the graveyard", "deathtouch on a spell or from hand"] },
  // 702.2e: deathtouch of a source that left is its last known information.
  { rule: "702.2e", says: "whether it had deathtouch", asked: ["does deathtouch still count if the creature is gone when its ability deals damage", "sacrificed a deathtouch creature does its trigger still kill", "deathtouch creature dies before the fight resolves"] },
  // 702.3b: defender.
  { rule: "702.3b", says: "with defender can’t attack", asked: ["can a creature with defender attack", "can a wall attack", "can defender block", "does defender stop tapping abilities"] },
  // 702.4b: double strike's two damage steps.
  { rule: "702.4b", says: "only creatures that assign combat damage", asked: ["how does double strike work", "does double strike deal damage twice", "double strike and trample second hit", "two combat damage steps"] },
  // 702.4c: losing double strike mid-combat.
  { rule: "702.4c", says: "Removing double strike", asked: ["what if my creature loses double strike after first strike damage", "remove double strike between damage steps"] },
  // 702.4d: gaining double strike after first strike.
  { rule: "702.4d", says: "Giving double strike to a creature", asked: ["give double strike after first strike damage", "does my first striker hit again if it gains double strike"] },
  // 702.4e: double strike twice is still double strike.
  { rule: "702.4e", says: "Multiple instances of double strike", asked: ["does giving double strike twice deal damage four times", "two effects giving double strike to the same creature", "double double strike"] },
  // 702.5a: enchant restricts targets.
  { rule: "702.5a", says: "restricts what an Aura spell", asked: ["what can an aura be put on", "enchant creature can it go on an opponents creature", "can i enchant my opponents creature"] },
  // 702.5d: Auras that enchant a player (curses).
  { rule: "702.5d", says: "Auras that can enchant a player", asked: ["how do curses work", "aura attached to a player instead of a creature", "can a curse be moved onto a creature", "enchant player aura target"] },
  // 702.6a: equip.
  { rule: "702.6a", says: "Attach this permanent to target creature", asked: ["can i equip at instant speed", "can i equip my opponents creature", "equip during combat", "how does equip work"] },
  // 702.6c: equip restricted to a quality.
  { rule: "702.6c", says: "Equip abilities may further restrict", asked: ["equip legendary creature cheaper cost", "can i use the knight equip cost on a non knight", "equip only certain creatures"] },
  // 702.6d: multiple equip abilities.
  { rule: "702.6d", says: "multiple equip abilities", asked: ["which equip cost do i use", "equipment with two equip costs"] },
  // 702.6e: equip planeswalker.
  { rule: "702.6e", says: "that planeswalker were a creature", asked: ["can i equip a planeswalker", "equipment on a planeswalker", "does equip planeswalker make it a creature"] },
  // 702.7b: first strike damage step.
  { rule: "702.7b", says: "first strike or double strike", asked: ["how does first strike work", "does first strike kill before the blocker hits back", "first strike vs deathtouch", "is there an extra damage step"] },
  // 702.7c: gaining first strike too late.
  { rule: "702.7c", says: "won’t preclude that creature", asked: ["give first strike after damage does it hit again", "giving first strike after first damage step", "creature gains first strike after first strike damage"] },
  // 702.8a: flash.
  { rule: "702.8a", says: "you could cast an instant", asked: ["how does flash work", "can i cast a creature on my opponents turn", "cast creature at instant speed", "flash in a blocker", "cast a flash creature during combat to block", "can i flash in a creature after attackers are declared"] },
  // 702.9b: flying.
  { rule: "702.9b", says: "can’t be blocked except by", asked: ["what can block a flyer", "can a flying creature block a ground creature", "can a non flyer block a flyer", "does reach block flying"] },
  // 702.10b: haste.
  { rule: "702.10b", says: "it can attack even if", asked: ["how does haste work", "summoning sickness can my creature attack this turn", "does haste let me attack right away", "haste creature i stole"] },
  // 702.10c: haste and tap abilities.
  { rule: "702.10c", says: "cost includes the tap symbol", asked: ["can i tap a creature for its ability the turn it comes in", "haste and mana creatures", "summoning sick creature tap ability"] },
  // 702.11b: hexproof on a permanent.
  { rule: "702.11b", says: "“Hexproof” on a permanent", asked: ["can i target my own hexproof creature", "does hexproof stop board wipes", "hexproof vs shroud", "can i equip my hexproof creature", "can my opponent target my hexproof creature"] },
  // 702.11c: hexproof on a player.
  { rule: "702.11c", says: "“Hexproof” on a player", asked: ["can a player have hexproof", "can they target me if i have hexproof", "player hexproof burn spells"] },
  // 702.11d: hexproof from a quality.
  { rule: "702.11d", says: "Hexproof from [quality]", asked: ["what does hexproof from black mean", "hexproof from a color", "hexproof from vs protection from"] },
  // 702.11e: losing hexproof loses every hexproof from.
  { rule: "702.11e", says: "causes an object to lose hexproof", asked: ["does removing hexproof also remove hexproof from a color", "can i target hexproof from blue with a spell that ignores hexproof", "lose hexproof vs hexproof from"] },
  // 702.11g: hexproof from each color.
  { rule: "702.11g", says: "Hexproof from each", asked: ["what does hexproof from each color mean", "is hexproof from each color the same as hexproof", "can colorless spells target hexproof from each color"] },
  // 702.12b: indestructible.
  { rule: "702.12b", says: "A permanent with indestructible", asked: ["can indestructible creatures die", "how do i kill an indestructible creature", "indestructible and -1/-1 counters", "does indestructible stop exile", "does indestructible survive sacrifice"] },
  // 702.13b: intimidate.
  { rule: "702.13b", says: "share a color with it", asked: ["what can block intimidate", "can an artifact creature block intimidate", "intimidate vs fear"] },
  // 702.14c: landwalk.
  { rule: "702.14c", says: "can’t be blocked as long", asked: ["how does islandwalk work", "swampwalk unblockable", "landwalk when the defender has that land"] },
  // 702.15b: lifelink.
  { rule: "702.15b", says: "source with lifelink causes", asked: ["how does lifelink work", "does lifelink use the stack", "lifelink with noncombat damage", "lifelink when damage is prevented", "does lifelink work if the damage goes to a planeswalker", "lifelink on a creature i stole who gains the life"] },
  // 702.15c: lifelink of a source that left is its last known information.
  { rule: "702.15c", says: "whether it had lifelink", asked: ["do i gain life if the lifelink creature left before dealing damage", "lifelink creature died before its trigger dealt damage", "sacrificed lifelink creature damage ability life gain"] },
  // 702.15d: lifelink from any zone.
  { rule: "702.15d", says: "zone an object with lifelink", asked: ["does lifelink work from the graveyard", "spell with lifelink deals damage do i gain life", "lifelink on a card not on the battlefield"] },
  // 702.15e: several lifelinkers.
  { rule: "702.15e", says: "separate life gain events", asked: ["two lifelink creatures how many life gain triggers", "lifelink multiple creatures one trigger or many"] },
  // 702.15f: two lifelinks gain once.
  { rule: "702.15f", says: "Multiple instances of lifelink", asked: ["do two instances of lifelink gain double life", "giving lifelink to a creature that already has it", "double lifelink gain twice"] },
  // 702.16b: protection: targeting.
  { rule: "702.16b", says: "can’t be targeted by spells", asked: ["what does protection from red do", "can pro white be targeted", "can i target my own creature with protection", "does protection stop board wipes"] },
  // 702.16c: protection knocks off auras.
  { rule: "702.16c", says: "can’t be enchanted by Auras", asked: ["does my aura fall off if the creature gets protection", "protection from a color and auras", "aura falls off protection"] },
  // 702.16d: protection knocks off equipment.
  { rule: "702.16d", says: "can’t be equipped by Equipment", asked: ["does equipment fall off with protection from artifacts", "protection and equipment"] },
  // 702.16e: protection prevents damage.
  { rule: "702.16e", says: "dealt by sources that have", asked: ["does protection prevent damage", "does protection stop combat damage from that color", "pro red creature hit by red burn"] },
  // 702.16f: protection and blocking.
  { rule: "702.16f", says: "can’t be blocked by creatures", asked: ["can a black creature block a pro black creature", "protection and blocking", "can a creature with protection block that color"] },
  // 702.16h: protection from each color.
  { rule: "702.16h", says: "so on for each possible quality", asked: ["what does protection from each color mean", "protection from all colors vs protection from everything", "can a colorless creature block protection from all colors"] },
  // 702.16j: protection from everything.
  { rule: "702.16j", says: "Protection from everything", asked: ["what does protection from everything do", "can anything block protection from everything"] },
  // 702.16k: protection from a player.
  { rule: "702.16k", says: "protection from a specific player", asked: ["what does protection from a player mean", "can creatures of a player i have protection from attack me", "protection from an opponent damage and targeting"] },
  // 702.16n: an Aura that grants protection and doesn't remove itself.
  { rule: "702.16n", says: "both give the enchanted creature protection", asked: ["does an aura giving protection from its own color fall off", "spectra ward doesnt remove auras", "aura grants protection from all colors does it stay attached"] },
  // 702.17b: reach.
  { rule: "702.17b", says: "flying and/or reach", asked: ["can reach block flyers", "what does reach do", "reach vs flying", "can my reach creature block something attacking my planeswalker", "does reach let a creature block anything with flying"] },
  // 702.18a: shroud.
  { rule: "702.18a", says: "Shroud” means", asked: ["can i target my own shroud creature", "shroud vs hexproof difference", "can i equip a shroud creature"] },
  // 702.19a: trample does nothing on a blocker.
  { rule: "702.19a", says: "trample is blocking", asked: ["does trample work when blocking", "trample on defense", "does trample apply to fight damage"] },
  // 702.19b: trample.
  { rule: "702.19b", says: "any excess damage is assigned", asked: ["how does trample work", "trample over a chump blocker", "how much damage goes through with trample", "trample and damage already on the blocker"] },
  // 702.19c: trample over planeswalkers.
  { rule: "702.19c", says: "Trample over planeswalkers", asked: ["trample over planeswalkers how does it work", "excess damage to the player from a planeswalker attack"] },
  // 702.19d: trample with the blocker removed.
  { rule: "702.19d", says: "there are no creatures blocking it", asked: ["trample creature blocker removed does damage go through", "my trampler was blocked and the blocker died", "blocked trampler with no blockers left"] },
  // 702.19e: trample over planeswalkers when the planeswalker left combat.
  { rule: "702.19e", says: "that planeswalker is removed from combat", asked: ["trample over planeswalkers and the planeswalker dies before damage", "planeswalker removed from combat does my damage go to the player"] },
  // 702.19f: no excess damage to the player from a creature attacking a planeswalker.
  { rule: "702.19f", says: "none of its combat damage", asked: ["does excess damage to a planeswalker go to the player", "trample attacking a planeswalker extra damage to the player", "planeswalker i attacked is gone where does my damage go"] },
  // 702.20b: vigilance.
  { rule: "702.20b", says: "Attacking doesn’t cause creatures with vigilance", asked: ["does vigilance untap", "what does vigilance do", "can a vigilance creature attack and block", "can i tap a vigilance creature for its ability after it attacks", "vigilance attacker untapped to block next turn"] },
  // 702.21a: ward.
  { rule: "702.21a", says: "unless that player pays [cost]", asked: ["how does ward work", "does ward trigger on my own spells", "do i have to pay ward", "ward counter unless pay", "does ward trigger on a board wipe", "what happens to my spell if i cant pay ward", "does ward trigger when an aura targets it"] },
  // 702.21b: ward X is counted on resolution.
  { rule: "702.21b", says: "determined at the time", asked: ["ward x value when does it lock in", "ward equal to power changes before resolving"] },
  // 702.22c: banding: forming a band.
  { rule: "702.22c", says: "are all in a “band.”", asked: ["how does banding work", "attack in a band", "banding who assigns damage", "can two creatures with banding attack together as one band", "how many creatures without banding can join a band"] },
  // 702.22j: the defending player divides the damage of a creature blocked by banding.
  { rule: "702.22j", says: "chooses how the attacking creature", asked: ["who assigns damage when my blocker has banding", "banding blocker lets me choose how their attacker deals damage", "can i put all the attacking damage on my creature with banding"] },
  // 702.23a: rampage.
  { rule: "702.23a", says: "for each creature blocking it", asked: ["how does rampage work", "bonus for each blocker beyond the first", "does rampage count the first blocker"] },
  // 702.24a: cumulative upkeep.
  { rule: "702.24a", says: "put an age counter", asked: ["how does cumulative upkeep work", "age counters upkeep payment", "can i choose not to pay cumulative upkeep"] },
  // 702.24b: age counters are shared by every cumulative upkeep.
  { rule: "702.24b", says: "age counters are not connected", asked: ["two cumulative upkeep abilities how many age counters do i pay for", "does each cumulative upkeep have its own age counters", "gaining a second cumulative upkeep on mystic remora"] },
  // 702.25a: flanking.
  { rule: "702.25a", says: "by a creature without flanking", asked: ["how does flanking work", "flanking -1/-1 to the blocker", "two flanking creatures block each other"] },
  // 702.26a: phasing in the untap step.
  { rule: "702.26a", says: "all phased-in permanents with phasing", asked: ["when does a phasing creature come back", "phasing every other turn", "phase in at my untap step"] },
  // 702.26b: phased out.
  { rule: "702.26b", says: "phased-out permanent is treated as", asked: ["what happens to a phased out creature", "does phasing out count as leaving the battlefield", "can you target a phased out permanent", "phase out to dodge removal"] },
  // 702.26d: phasing isn't a zone change.
  { rule: "702.26d", says: "doesn’t actually cause a permanent", asked: ["does phasing trigger etb", "phasing in enter the battlefield trigger", "does phasing out trigger leaves the battlefield"] },
  // 702.26g: attachments phase out too.
  { rule: "702.26g", says: "phase out at the same time", asked: ["do auras phase out with the creature", "equipment on a phased out creature", "counters when phasing out"] },
  // 702.26i: an Aura or Equipment phasing in reattaches.
  { rule: "702.26i", says: "phase in attached to the object", asked: ["does my equipment stay attached after phasing", "aura phased out comes back attached", "equipped creature phases out what happens to the equipment"] },
  // 702.26j: phasing doesn't trigger attach abilities.
  { rule: "702.26j", says: "phases in or out", asked: ["does phasing in trigger whenever equipment becomes attached", "phasing and attach triggers"] },
  // 702.27a: buyback.
  { rule: "702.27a", says: "Buyback [cost]", asked: ["how does buyback work", "buyback spell countered where does it go", "return spell to hand"] },
  // 702.28a: shadow.
  { rule: "702.28a", says: "Shadow is an evasion ability", asked: ["how does shadow work", "can a shadow creature block normal creatures", "what can block shadow"] },
  // 702.28b: shadow both ways.
  { rule: "702.28b", says: "creatures without shadow", asked: ["can a shadow creature block a normal creature", "shadow cant block non shadow", "can two shadow creatures block each other"] },
  // 702.29a: cycling.
  { rule: "702.29a", says: "Discard this card: Draw a card", asked: ["how does cycling work", "is cycling a discard", "can i cycle at instant speed", "cycling from the battlefield", "can i cycle at the end of my opponents turn", "does cycling use the stack"] },
  // 702.29b: cycling exists in every zone.
  { rule: "702.29b", says: "continues to exist while the object", asked: ["does a permanent with cycling have an activated ability on the battlefield", "can i cycle a card from the battlefield", "cycling counts for abilities that care about activated abilities"] },
  // 702.29c: when you cycle this card triggers.
  { rule: "702.29c", says: "These abilities trigger from whatever zone", asked: ["does the when you cycle trigger work from the graveyard", "can i respond to a cycle trigger", "cycle trigger if the card was exiled by madness or rest in peace"] },
  // 702.29d: cycles or discards triggers once.
  { rule: "702.29d", says: "trigger only once when a card", asked: ["does cycling trigger cycle or discard abilities twice", "cycle and discard trigger count once", "does cycling count as discarding"] },
  // 702.29e: typecycling.
  { rule: "702.29e", says: "Typecycling is a variant", asked: ["what is landcycling", "swampcycling search library", "does typecycling count as cycling"] },
  // 702.29f: typecycling is cycling.
  { rule: "702.29f", says: "Typecycling abilities are cycling abilities", asked: ["does landcycling trigger when you cycle abilities", "can i landcycle when cycling is stopped", "is basic landcycling a cycling cost for cost reducers"] },
  // 702.30a: echo.
  { rule: "702.30a", says: "sacrifice it unless you pay [cost]", asked: ["how does echo work", "when do i pay echo", "what if i dont pay echo", "do i have to pay echo again next turn", "does echo trigger again if it flickers back in"] },
  // 702.31b: horsemanship.
  { rule: "702.31b", says: "creatures without horsemanship", asked: ["what is horsemanship", "can a flyer block a creature with horsemanship", "can my horsemanship creature block normal creatures"] },
  // 702.32a: fading.
  { rule: "702.32a", says: "remove a fade counter", asked: ["how does fading work", "when do i sacrifice a creature with fading", "fading vs vanishing difference", "proliferate fade counters to keep it alive"] },
  // 702.33a: kicker.
  { rule: "702.33a", says: "Kicker [cost]", asked: ["how does kicker work", "can i kick a spell cast for free", "is kicker an additional cost", "can i kick a spell cast with flashback", "can i pay kicker on a cascaded spell"] },
  // 702.33c: multikicker.
  { rule: "702.33c", says: "Multikicker is a variant", asked: ["how does multikicker work", "how many times can i pay multikicker", "is multikicker paid kicker"] },
  // 702.33d: kicked.
  { rule: "702.33d", says: "that spell has been “kicked.”", asked: ["can i kick a spell twice", "multikicker how many times", "what counts as kicked"] },
  // 702.33g: targets of the kicked part only if kicked.
  { rule: "702.33g", says: "chooses those targets only if", asked: ["do i need a target for the kicked part if i dont kick", "can i cast a kicker spell without the extra target", "kicked mode target fizzles does the spell still resolve"] },
  // 702.34a: flashback.
  { rule: "702.34a", says: "Flashback appears on some instants", asked: ["how does flashback work", "where does a flashback spell go after", "flashback spell countered exiled", "cast from graveyard flashback cost", "can i flashback a sorcery at instant speed", "can i pay kicker on a flashback spell", "does a flashback spell count for storm"] },
  // 702.35a: madness.
  { rule: "702.35a", says: "Madness is a keyword", asked: ["how does madness work", "cast a discarded card for madness cost", "madness sorcery at instant speed", "does madness work with discarding to hand size", "madness card exiled instead of graveyard"] },
  // 702.36a: fear.
  { rule: "702.36a", says: "Fear is an evasion ability", asked: ["what can block fear", "can an artifact creature block fear", "black creature block fear"] },
  // 702.36b: fear.
  { rule: "702.36b", says: "artifact creatures and/or black creatures", asked: ["what can block a creature with fear", "can a black creature block fear", "fear vs intimidate"] },
  // 702.37b: megamorph.
  { rule: "702.37b", says: "Megamorph is a variant", asked: ["how does megamorph work", "do i get the counter if a megamorph is turned face up for free", "megamorph counter when flipped another way"] },
  // 702.37c: casting a morph.
  { rule: "702.37c", says: "turn it face down and announce", asked: ["how do i cast a morph", "morph face down for three", "face down 2/2 creature", "can i cast any card face down as a morph", "do cost reducers apply to a morph"] },
  // 702.37e: unmorph.
  { rule: "702.37e", says: "with a morph ability face up", asked: ["can i unmorph during combat", "does unmorphing use the stack", "flip a morph face up in response", "when can i turn my morph face up"] },
  // 702.38a: amplify.
  { rule: "702.38a", says: "reveal any number of cards", asked: ["how does amplify work", "can i reveal the amplify creature itself", "does a changeling in hand count for amplify"] },
  // 702.39a: provoke.
  { rule: "702.39a", says: "block this creature this combat", asked: ["how does provoke work", "provoke force a block untap"] },
  // 702.40a: storm.
  { rule: "702.40a", says: "copy it for each other spell", asked: ["how does storm work", "are storm copies cast", "storm count spells cast this turn", "does the original storm spell count", "does storm count my opponents spells", "if the storm spell is countered do i still get the copies", "can storm copies choose new targets"] },
  // 702.41a: affinity.
  { rule: "702.41a", says: "Affinity for [text]", asked: ["how does affinity work", "affinity for artifacts cost reduction", "can affinity reduce colored mana"] },
  // 702.42a: entwine.
  { rule: "702.42a", says: "choose all modes of this spell", asked: ["how does entwine work", "pay entwine to get both modes", "can i entwine if one mode has no target"] },
  // 702.42b: an entwined spell follows its modes in printed order.
  { rule: "702.42b", says: "in the order written on", asked: ["what order do the modes happen in when entwined", "entwined spell which half resolves first"] },
  // 702.43a: modular.
  { rule: "702.43a", says: "target artifact creature", asked: ["how does modular work", "can modular counters go on a non artifact creature", "modular when the creature dies with extra counters", "arcbound ravager modular counters"] },
  // 702.44a: sunburst.
  { rule: "702.44a", says: "each color of mana spent", asked: ["how does sunburst work", "does sunburst give +1/+1 counters or charge counters", "how many counters from sunburst with five colors"] },
  // 702.44b: sunburst only from a resolving spell.
  { rule: "702.44b", says: "entering the battlefield from the stack", asked: ["does sunburst work if it is put onto the battlefield", "sunburst creature cast for free how many counters", "sunburst counts colored mana from additional costs"] },
  // 702.45a: bushido.
  { rule: "702.45a", says: "blocks or becomes blocked", asked: ["how does bushido work", "bushido bonus when blocked by two creatures"] },
  // 702.46a: soulshift.
  { rule: "702.46a", says: "return target Spirit card", asked: ["how does soulshift work", "does soulshift trigger on exile", "can soulshift return a spirit with higher mana value", "soulshift a token spirit"] },
  // 702.47a: splice.
  { rule: "702.47a", says: "Splice onto [quality] [cost]", asked: ["how does splice onto arcane work", "spliced card stays in hand", "splice more than once"] },
  // 702.47b: splicing needs legal choices, once per card.
  { rule: "702.47b", says: "the same spell more than once", asked: ["can i splice the same card twice onto one spell", "splice a card with no legal target", "splice several cards which order"] },
  // 702.47e: splice text leaves with the stack.
  { rule: "702.47e", says: "loses any splice changes", asked: ["does a copied spliced spell keep the splice text", "spliced spell returned to hand keeps the text"] },
  // 702.48a: offering.
  { rule: "702.48a", says: "you may sacrifice a [quality] permanent", asked: ["how does offering work", "patron of the kitsune offering at instant speed", "how much cheaper is a spell with offering"] },
  // 702.48c: offering cost reduction by mana type.
  { rule: "702.48c", says: "Generic mana in the sacrificed permanent", asked: ["does offering reduce colored mana", "offering reduce by the sacrificed creatures colored mana", "which mana does offering take off the cost"] },
  // 702.49a: ninjutsu.
  { rule: "702.49a", says: "Ninjutsu [cost]", asked: ["how does ninjutsu work", "when can i ninjutsu", "does the ninja count as attacking", "ninjutsu after blockers"] },
  // 702.49c: ninjutsu needs an unblocked attacker.
  { rule: "702.49c", says: "put onto the battlefield unblocked", asked: ["does a ninjutsu creature trigger attack abilities", "ninjutsu during first strike damage", "ninja enters attacking"] },
  // 702.49d: commander ninjutsu.
  { rule: "702.49d", says: "Commander ninjutsu is a variant", asked: ["how does commander ninjutsu work", "ninjutsu my commander from the command zone", "does commander ninjutsu pay commander tax"] },
  // 702.50b: epic stops casting spells but not the copies.
  { rule: "702.50b", says: "once a spell with epic", asked: ["how does epic work", "can i still cast spells after epic", "do epic copies keep coming every upkeep", "can i activate abilities after casting an epic spell"] },
  // 702.51a: convoke.
  { rule: "702.51a", says: "Convoke is a static ability", asked: ["how does convoke work", "tap creatures to pay for a spell", "can summoning sick creatures convoke", "convoke with colored mana", "can i tap a creature that attacked this turn for convoke", "can artifact creatures help pay with convoke"] },
  // 702.51b: convoke isn't an alternative cost.
  { rule: "702.51b", says: "applies only after the total cost", asked: ["can i convoke a flashback spell", "convoke with cost reducers which first", "does convoke work when casting without paying mana cost", "can i use convoke and an alternative cost together"] },
  // 702.51c: creatures that convoked a spell.
  { rule: "702.51c", says: "this way is said to have", asked: ["which creatures count as having convoked the spell", "cards that care about creatures that convoked", "what does convoked mean"] },
  // 702.52a: dredge.
  { rule: "702.52a", says: "Dredge N", asked: ["how does dredge work", "dredge instead of draw", "dredge with not enough cards in library"] },
  // 702.52b: dredge needs enough cards.
  { rule: "702.52b", says: "fewer cards in their library than", asked: ["can i dredge with fewer cards than the dredge number", "dredge 5 with 3 cards in library"] },
  // 702.53a: transmute.
  { rule: "702.53a", says: "same mana value as the discarded", asked: ["how does transmute work", "dimir house guard transmute search", "is transmute sorcery speed", "does transmute count as discarding"] },
  // 702.54a: bloodthirst.
  { rule: "702.54a", says: "an opponent was dealt damage", asked: ["how does bloodthirst work", "does life loss count for bloodthirst", "does damage to a planeswalker count for bloodthirst"] },
  // 702.55a: haunt.
  { rule: "702.55a", says: "exile it haunting target creature", asked: ["how does haunt work", "what happens when a haunt creature dies", "which creature does my haunt card haunt", "haunt on an instant or sorcery"] },
  // 702.55c: haunt abilities work from exile.
  { rule: "702.55c", says: "can trigger in the exile zone", asked: ["does the haunt trigger when the haunted creature dies", "haunted creature dies what happens to the exiled card", "orzhov pontiff haunt second trigger"] },
  // 702.56a: replicate.
  { rule: "702.56a", says: "any number of times", asked: ["how does replicate work", "do i get a copy for each time i pay replicate", "can i choose new targets for replicate copies", "is the replicate copy cast"] },
  // 702.57b: forecast timing.
  { rule: "702.57b", says: "only during the upkeep step", asked: ["how does forecast work", "when can i use forecast", "can i forecast more than once a turn", "do i reveal the forecast card"] },
  // 702.58a: graft.
  { rule: "702.58a", says: "move a +1/+1 counter", asked: ["how does graft work", "can graft move a counter onto an opponents creature", "graft when another creature enters", "is moving a graft counter optional"] },
  // 702.59a: recover.
  { rule: "702.59a", says: "return this card from your graveyard", asked: ["how does recover work", "what if i dont pay recover", "recover trigger when my creature dies"] },
  // 702.60a: ripple.
  { rule: "702.60a", says: "reveal the top N cards", asked: ["how does ripple work", "thrumming stone ripple all my cards", "ripple cast copies with the same name free"] },
  // 702.61a: split second.
  { rule: "702.61a", says: "Split second", asked: ["can i respond to split second", "what can i do against split second", "split second counterspell"] },
  // 702.61b: what still works under split second.
  { rule: "702.61b", says: "activate mana abilities and take", asked: ["can i unmorph in response to split second", "do triggers happen during split second", "mana abilities under split second"] },
  // 702.62a: suspend.
  { rule: "702.62a", says: "Suspend is a keyword", asked: ["how does suspend work", "suspend time counters cast without paying", "suspended creature haste", "when can i suspend a card", "does a suspended creature have haste", "what happens when the last time counter is removed"] },
  // 702.62b: what counts as suspended.
  { rule: "702.62b", says: "A card is “suspended”", asked: ["is a card exiled with time counters suspended", "what is a suspended card", "does adding time counters count as suspend"] },
  // 702.62c: suspend only when the card could be cast.
  { rule: "702.62c", says: "take into consideration any effects", asked: ["can i suspend a sorcery on my opponents turn", "can i suspend a card i cant cast right now", "suspend under a cant cast effect"] },
  // 702.62d: casting a suspended card is an alternative cost.
  { rule: "702.62d", says: "an effect of its suspend ability", asked: ["can i pay kicker on a suspended spell", "does a suspended spell cast for free count as cast", "can i pay alternative costs when suspend casts it"] },
  // 702.63a: vanishing.
  { rule: "702.63a", says: "Vanishing N", asked: ["how does vanishing work", "vanishing last time counter sacrifice"] },
  // 702.64b: absorb prevents per source, per event.
  { rule: "702.64b", says: "from any one source", asked: ["how does absorb work", "does absorb prevent damage from each blocker", "does absorb prevent damage from two sources separately"] },
  // 702.65a: aura swap.
  { rule: "702.65a", says: "exchange this permanent with an Aura", asked: ["how does aura swap work", "does the aura from aura swap target", "can i aura swap at instant speed"] },
  // 702.66a: delve.
  { rule: "702.66a", says: "Delve is a static ability", asked: ["how does delve work", "exile cards from graveyard to pay", "can delve pay colored mana", "can delve exile cards my other spells need", "how many cards can i exile with delve"] },
  // 702.66b: delve isn't an alternative cost.
  { rule: "702.66b", says: "applies only after the total cost", asked: ["can i delve a flashback spell", "delve with cost reducers order", "can i exile cards to pay colored mana with delve", "delve when casting without paying mana cost"] },
  // 702.67a: fortify.
  { rule: "702.67a", says: "Attach this Fortification to target land", asked: ["what is fortify", "how do fortifications work", "darksteel garrison attach to a land", "is fortify sorcery speed"] },
  // 702.68a: frenzy.
  { rule: "702.68a", says: "gets +N/+0 until end of turn", asked: ["how does frenzy work", "does frenzy trigger if blocked", "frenzy with an unblocked attacker power bonus"] },
  // 702.69a: gravestorm.
  { rule: "702.69a", says: "from the battlefield this turn", asked: ["how does gravestorm work", "do tokens dying count for gravestorm", "gravestorm count opponents permanents"] },
  // 702.70a: poisonous.
  { rule: "702.70a", says: "that player gets N poison counters", asked: ["how does poisonous work", "poisonous vs infect vs toxic", "does poisonous stack with infect"] },
  // 702.71a: transfigure.
  { rule: "702.71a", says: "Sacrifice this permanent: Search your library", asked: ["how does transfigure work", "transfigure search for a creature with the same mana value", "is transfigure sorcery speed"] },
  // 702.72a: champion.
  { rule: "702.72a", says: "Champion an [object]", asked: ["how does champion work", "champion creature leaves the exiled card returns"] },
  // 702.73a: changeling.
  { rule: "702.73a", says: "This object is every creature type", asked: ["is a changeling every type in my hand", "does changeling count as a party", "changeling for tribal synergies"] },
  // 702.74a: evoke.
  { rule: "702.74a", says: "Evoke [cost]", asked: ["how does evoke work", "evoke sacrifice trigger response", "evoke and etb trigger order"] },
  // 702.75a: hideaway.
  { rule: "702.75a", says: "Hideaway N", asked: ["how does hideaway work", "when can i play the hideaway card", "hideaway exiled face down"] },
  // 702.76a: prowl.
  { rule: "702.76a", says: "was dealt combat damage this turn", asked: ["how does prowl work", "can i cast for prowl cost after a rogue hits", "does a changeling enable prowl", "prowl with combat damage to a planeswalker"] },
  // 702.77a: reinforce.
  { rule: "702.77a", says: "Put N +1/+1 counters", asked: ["how does reinforce work", "can i reinforce at instant speed", "does reinforce count as discarding"] },
  // 702.78a: conspire.
  { rule: "702.78a", says: "tap two untapped creatures you control", asked: ["how does conspire work", "which creatures can i tap for conspire", "can i tap summoning sick creatures for conspire", "does conspire copy the spell"] },
  // 702.79a: persist.
  { rule: "702.79a", says: "if it had no -1/-1 counters", asked: ["how does persist work", "persist with a -1/-1 counter", "persist and +1/+1 counters cancel", "does a persist token come back", "does persist trigger if the creature is exiled", "kitchen finks comes back with a -1/-1 counter", "persist creature with its counter removed comes back again"] },
  // 702.80a: wither.
  { rule: "702.80a", says: "source with wither", asked: ["how does wither work", "wither damage -1/-1 counters", "wither vs infect"] },
  // 702.81a: retrace.
  { rule: "702.81a", says: "discarding a land card", asked: ["how does retrace work", "does a retrace card go back to the graveyard", "can i retrace by discarding a basic land", "cast from graveyard by discarding a land"] },
  // 702.82a: devour.
  { rule: "702.82a", says: "Devour N", asked: ["how does devour work", "sacrifice creatures as it enters devour"] },
  // 702.83a: exalted.
  { rule: "702.83a", says: "attacks alone", asked: ["how does exalted work", "multiple exalted instances stack", "exalted when attacking with one creature"] },
  // 702.83b: attacks alone.
  { rule: "702.83b", says: "attacks alone", asked: ["exalted triggers when only one creature attacks", "exalted with two attackers", "does attacking alone count if other creatures are put onto the battlefield attacking"] },
  // 702.84a: unearth.
  { rule: "702.84a", says: "Unearth [cost]", asked: ["how does unearth work", "unearth creature exiled at end of turn", "unearth and bounce"] },
  // 702.85a: cascade.
  { rule: "702.85a", says: "Cascade is a triggered ability", asked: ["how does cascade work", "cascade into a land", "does cascade cast the spell", "cascade less mana value", "what happens to the other cards exiled by cascade", "can i decline to cast the cascaded card", "bloodbraid elf cascade"] },
  // 702.85c: several cascades trigger separately.
  { rule: "702.85c", says: "multiple instances of cascade", asked: ["do two cascade abilities both trigger", "double cascade how many cards do i cast", "cascade into a cascade spell"] },
  // 702.86a: annihilator.
  { rule: "702.86a", says: "defending player sacrifices N permanents", asked: ["how does annihilator work", "annihilator sacrifice lands", "annihilator who sacrifices"] },
  // 702.87a: level up.
  { rule: "702.87a", says: "Put a level counter", asked: ["how does level up work", "level counters at instant speed", "leveler level up timing"] },
  // 702.88a: rebound.
  { rule: "702.88a", says: "cast from your hand, instead", asked: ["how does rebound work", "rebound cast at my next upkeep", "rebound spell countered"] },
  // 702.89a: umbra armor.
  { rule: "702.89a", says: "destroy this Aura", asked: ["how does totem armor work", "umbra armor save creature", "does umbra armor work against exile"] },
  // 702.90b: infect on players.
  { rule: "702.90b", says: "that many poison counters", asked: ["how does infect work against players", "infect damage poison counters", "does infect cause life loss", "lifelink and infect"] },
  // 702.90c: infect on creatures.
  { rule: "702.90c", says: "-1/-1 counters on that creature", asked: ["infect damage to a creature", "infect -1/-1 counters creatures"] },
  // 702.90e: infect from any zone.
  { rule: "702.90e", says: "infect deals damage from", asked: ["does infect work from the graveyard", "spell with infect damage as -1/-1 counters", "infect noncombat damage"] },
  // 702.91a: battle cry.
  { rule: "702.91a", says: "each other attacking creature gets +1/+0", asked: ["how does battle cry work", "does battle cry pump itself", "does battle cry buff creatures put onto the battlefield attacking"] },
  // 702.92a: living weapon.
  { rule: "702.92a", says: "Phyrexian Germ creature token", asked: ["how does living weapon work", "germ token dies when equipment moves"] },
  // 702.93a: undying.
  { rule: "702.93a", says: "if it had no +1/+1 counters", asked: ["how does undying work", "undying with a +1/+1 counter", "undying and persist loop", "does undying work on a token", "undying creature returns under whose control"] },
  // 702.94a: miracle.
  { rule: "702.94a", says: "Miracle [cost]", asked: ["how does miracle work", "miracle on the second draw", "can i miracle on my opponents turn"] },
  // 702.94b: revealing a miracle.
  { rule: "702.94b", says: "play with that card revealed", asked: ["do i have to reveal a miracle card", "how long does a miracle card stay revealed", "miracle trigger reveal"] },
  // 702.95a: soulbond.
  { rule: "702.95a", says: "Soulbond is a keyword", asked: ["how does soulbond work", "pair creatures soulbond unpaired"] },
  // 702.95c: soulbond pairing fails.
  { rule: "702.95c", says: "neither object becomes paired", asked: ["soulbond creature removed in response to the pairing", "can soulbond pair with an opponents creature", "soulbond pair fizzles"] },
  // 702.95e: becoming unpaired.
  { rule: "702.95e", says: "A paired creature becomes unpaired", asked: ["what happens to soulbond when one creature dies", "can i re-pair a soulbond creature", "paired creature stolen by the opponent"] },
  // 702.96a: overload.
  { rule: "702.96a", says: "replacing all instances of", asked: ["how does overload work", "overloaded spell does it target", "can overload hit hexproof creatures", "cyclonic rift overloaded"] },
  // 702.96b: overload has no targets.
  { rule: "702.96b", says: "won’t require any targets", asked: ["does overload target", "overload vs hexproof", "overloaded spell each instead of target"] },
  // 702.97a: scavenge.
  { rule: "702.97a", says: "Scavenge [cost]", asked: ["how does scavenge work", "exile creature from graveyard for counters"] },
  // 702.98a: unleash.
  { rule: "702.98a", says: "block as long as it has", asked: ["how does unleash work", "can an unleashed creature block after losing the counter", "unleash with other counters can it block"] },
  // 702.99a: cipher.
  { rule: "702.99a", says: "Cipher appears on some instants", asked: ["how does cipher work", "encoded spell on a creature cast again", "cipher creature leaves"] },
  // 702.99c: an encoded card stays encoded.
  { rule: "702.99c", says: "remains encoded on the chosen creature", asked: ["what happens to a cipher card when the creature dies", "does cipher stay if the creature changes control", "encoded card creature flickered"] },
  // 702.100a: evolve.
  { rule: "702.100a", says: "Evolve is a triggered ability", asked: ["how does evolve work", "evolve bigger creature enters", "evolve checks power or toughness"] },
  // 702.101a: extort.
  { rule: "702.101a", says: "you may pay {W/B}", asked: ["how does extort work", "multiple extort triggers", "extort drain each opponent"] },
  // 702.102a: fuse.
  { rule: "702.102a", says: "cast both halves", asked: ["can i cast both halves of a fuse card", "fuse from graveyard", "fused split card mana value"] },
  // 702.102c: fuse pays both halves.
  { rule: "702.102c", says: "the mana cost of each half", asked: ["how much does a fused spell cost", "can i fuse a split card from the graveyard", "fuse cost reduction"] },
  // 702.102d: a fused spell's order.
  { rule: "702.102d", says: "instructions of the left half", asked: ["fused split spell which half happens first", "fuse both halves order"] },
  // 702.103b: bestow.
  { rule: "702.103b", says: "bestowed Aura spell", asked: ["how does bestow work", "cast a creature as an aura for its bestow cost", "is a bestow spell a creature spell on the stack"] },
  // 702.103e: bestow target illegal.
  { rule: "702.103e", says: "ceases to be bestowed", asked: ["bestow target gets removed", "bestow spell fizzle becomes creature"] },
  // 702.103f: a bestowed aura falls off.
  { rule: "702.103f", says: "If a bestowed Aura becomes unattached", asked: ["bestowed aura creature dies what happens", "bestow aura stays as a creature", "enchanted creature leaves bestow"] },
  // 702.104a: tribute.
  { rule: "702.104a", says: "That player may put an additional", asked: ["how does tribute work", "who chooses whether tribute is paid", "tribute in multiplayer which opponent"] },
  // 702.104b: if tribute wasn't paid.
  { rule: "702.104b", says: "the opponent chosen as a result", asked: ["what happens if tribute is not paid", "tribute creature flickered does it get the bonus again"] },
  // 702.105a: dethrone.
  { rule: "702.105a", says: "tied for most life", asked: ["how does dethrone work", "dethrone tied life totals", "does dethrone trigger attacking a planeswalker"] },
  // 702.106a: hidden agenda.
  { rule: "702.106a", says: "secretly choose a card name", asked: ["how does hidden agenda work", "conspiracy named card secret", "when do i reveal a hidden agenda"] },
  // 702.107a: outlast.
  { rule: "702.107a", says: "+1/+1 counter on this creature", asked: ["how does outlast work", "can i outlast a summoning sick creature", "outlast at instant speed"] },
  // 702.108a: prowess.
  { rule: "702.108a", says: "Whenever you cast a noncreature spell", asked: ["how does prowess work", "does prowess trigger on lands", "prowess and copies"] },
  // 702.109a: dash.
  { rule: "702.109a", says: "Dash represents three abilities", asked: ["how does dash work", "dashed creature return to hand end of turn", "dash haste"] },
  // 702.110a: exploit.
  { rule: "702.110a", says: "you may sacrifice a creature", asked: ["how does exploit work", "exploit sacrifice itself"] },
  // 702.111b: menace.
  { rule: "702.111b", says: "two or more creatures", asked: ["how many creatures to block menace", "can one creature block menace", "menace block with two", "does menace stop a chump block", "menace and flying what can block it"] },
  // 702.112a: renown.
  { rule: "702.112a", says: "it becomes renowned", asked: ["how does renown work", "renown blinked creature"] },
  // 702.112b: renowned.
  { rule: "702.112b", says: "Renowned is a designation", asked: ["renowned creature flickered loses renown", "does a renowned creature stay renowned", "can renown trigger twice"] },
  // 702.113a: awaken.
  { rule: "702.113a", says: "Awaken N", asked: ["how does awaken work", "awakened land creature haste"] },
  // 702.113b: awaken's target only if paid.
  { rule: "702.113b", says: "only if that player chose", asked: ["do i need a land to target if i dont pay awaken", "awaken land target fizzles", "awaken cost paid which land do i target"] },
  // 702.114a: devoid.
  { rule: "702.114a", says: "This object is colorless", asked: ["is a devoid card colorless", "devoid colored mana cost color"] },
  // 702.115a: ingest.
  { rule: "702.115a", says: "exiles the top card", asked: ["how does ingest work", "what does ingest exile", "ingest processors need cards in exile"] },
  // 702.116a: myriad.
  { rule: "702.116a", says: "other than defending player", asked: ["how does myriad work", "do myriad tokens stay after combat", "myriad in a two player game", "can myriad tokens attack planeswalkers"] },
  // 702.117a: surge.
  { rule: "702.117a", says: "has cast another spell this turn", asked: ["how does surge work", "does my teammates spell count for surge", "can i surge if i cast a spell on my opponents turn"] },
  // 702.118a: skulk.
  { rule: "702.118a", says: "Skulk is an evasion ability", asked: ["what can block skulk", "skulk greater power block"] },
  // 702.119a: emerge.
  { rule: "702.119a", says: "Emerge [cost]", asked: ["how does emerge work", "emerge cost reduced by sacrificed creature"] },
  // 702.119c: choosing the creature to emerge from.
  { rule: "702.119c", says: "sacrifice that permanent as you pay", asked: ["when do i sacrifice for emerge", "can i emerge sacrificing a creature with an etb", "emerge sacrifice in response"] },
  // 702.120a: escalate.
  { rule: "702.120a", says: "each mode you choose beyond", asked: ["how does escalate work", "how much do i pay to choose all three modes with escalate", "can i escalate by discarding a card"] },
  // 702.121a: melee.
  { rule: "702.121a", says: "each opponent you attacked with", asked: ["how does melee work", "does melee count planeswalkers attacked", "melee in a two player game"] },
  // 702.122a: crew.
  { rule: "702.122a", says: "Crew N", asked: ["how does crew work", "can summoning sick creatures crew", "crew vehicle total power", "when can i crew"] },
  // 702.122b: crewing a vehicle.
  { rule: "702.122b", says: "crews a Vehicle", asked: ["does crewing count as tapping", "which creature crewed the vehicle"] },
  // 702.122c: creatures that can't crew.
  { rule: "702.122c", says: "tapped to pay the crew cost", asked: ["creature that cant crew can it tap for crew", "what does cant crew vehicles mean"] },
  // 702.122d: becomes crewed triggers.
  { rule: "702.122d", says: "becomes crewed", asked: ["when does becomes crewed trigger", "crew a vehicle that is already a creature triggers", "which creatures crewed it for the trigger"] },
  // 702.123a: fabricate.
  { rule: "702.123a", says: "Servo artifact creature tokens", asked: ["how does fabricate work", "fabricate counters or servos"] },
  // 702.124b: 100 cards with two commanders.
  { rule: "702.124b", says: "including its two commanders", asked: ["how many cards with partner commanders", "partner deck 98 plus two", "do both partners start in the command zone"] },
  // 702.124c: partner color identity.
  { rule: "702.124c", says: "combined color identities", asked: ["partner commanders color identity", "two commanders colors"] },
  // 702.124d: partners independent.
  { rule: "702.124d", says: "function independently", asked: ["commander tax with partners", "commander damage from partners counted separately"] },
  // 702.124e: effects on "your commander" with two commanders.
  { rule: "702.124e", says: "it refers to either one", asked: ["with partner commanders which one is my commander for effects", "cards that say your commander with two partners", "an effect acts on my commander and i have two which one"] },
  // 702.124f: different partner abilities don't combine.
  { rule: "702.124f", says: "cannot be combined", asked: ["can i pair partner with partner with", "mix background and partner"] },
  // 702.124g: a card with two partner abilities uses one.
  { rule: "702.124g", says: "more than two commanders", asked: ["can i have three commanders", "card with two partner abilities which one do i use", "can partner and choose a background combine for three"] },
  // 702.124h: partner itself.
  { rule: "702.124h", says: "“Partner” means", asked: ["can i have two commanders", "how does partner work", "deck size with two commanders"] },
  // 702.124i: partner with text (friends forever).
  { rule: "702.124i", says: "Friends forever", asked: ["can friends forever partner with normal partner", "how does friends forever work", "partner survivors and father and son"] },
  // 702.124j: partner with [name].
  { rule: "702.124j", says: "target player may search their library", asked: ["how does partner with work", "can a partner with commander pair with any partner", "partner with tutor trigger when it enters", "can i give the other partner with card to my opponent"] },
  // 702.124k: choose a Background.
  { rule: "702.124k", says: "legendary Background enchantment card", asked: ["how does choose a background work", "can a background be my only commander", "can i pair a background with a partner commander"] },
  // 702.124m: doctor's companion.
  { rule: "702.124m", says: "Time Lord Doctor creature card", asked: ["how does doctors companion work", "which doctors can pair with a companion", "doctor commander with another creature type"] },
  // 702.125a: undaunted.
  { rule: "702.125a", says: "for each opponent you have", asked: ["how does undaunted work", "how much cheaper is undaunted in commander", "does undaunted reduce colored mana"] },
  // 702.125b: opponents who left the game.
  { rule: "702.125b", says: "Players who have left the game", asked: ["does a player who lost count for undaunted", "undaunted after an opponent is eliminated"] },
  // 702.126a: improvise.
  { rule: "702.126a", says: "tap an untapped artifact you control", asked: ["how does improvise work", "tap artifacts to pay for a spell", "improvise colored mana"] },
  // 702.126b: improvise isn't an alternative cost.
  { rule: "702.126b", says: "spell with improvise is determined", asked: ["can improvise pay colored mana", "tap artifacts for improvise with cost reducers"] },
  // 702.127a: aftermath.
  { rule: "702.127a", says: "cast this half of this", asked: ["how does aftermath work", "cast the second half from the graveyard", "aftermath exiled after"] },
  // 702.128a: embalm.
  { rule: "702.128a", says: "it has no mana cost", asked: ["how does embalm work", "is an embalmed token white", "is embalm sorcery speed", "embalm token mana value"] },
  // 702.129a: eternalize.
  { rule: "702.129a", says: "functions while the card with eternalize", asked: ["how does eternalize work", "eternalized token power and toughness", "is an eternalize token a zombie"] },
  // 702.130a: afflict.
  { rule: "702.130a", says: "defending player loses N life", asked: ["how does afflict work", "does afflict trigger for each blocker", "is afflict damage or life loss"] },
  // 702.131b: ascend on a permanent.
  { rule: "702.131b", says: "you control ten or more permanents", asked: ["how does ascend work", "what counts for the citys blessing", "do lands and tokens count for ascend", "do i need to keep ten permanents after getting the blessing"] },
  // 702.131c: the city's blessing.
  { rule: "702.131c", says: "Any number of players may have", asked: ["can the citys blessing be lost", "can two players have the citys blessing", "do i keep the citys blessing if the ascend card leaves"] },
  // 702.132a: assist.
  { rule: "702.132a", says: "you may choose another player", asked: ["how does assist work", "can my opponent help pay for my assist spell", "can another player pay colored mana for assist"] },
  // 702.133a: jump-start.
  { rule: "702.133a", says: "Jump-start appears", asked: ["how does jump start work", "jump start discard a card cast from graveyard"] },
  // 702.134a: mentor.
  { rule: "702.134a", says: "with power less than", asked: ["how does mentor work", "mentor target smaller attacker"] },
  // 702.135a: afterlife.
  { rule: "702.135a", says: "Afterlife N", asked: ["how does afterlife work", "afterlife spirit tokens"] },
  // 702.136a: riot.
  { rule: "702.136a", says: "If you don’t, it gains haste", asked: ["how does riot work", "riot haste or counter"] },
  // 702.137a: spectacle.
  { rule: "702.137a", says: "an opponent lost life this turn", asked: ["how does spectacle work", "does paying life count for spectacle", "can i cast for spectacle cost after a ping", "spectacle in multiplayer which opponent"] },
  // 702.138a: escape.
  { rule: "702.138a", says: "Escape [cost]", asked: ["how does escape work", "escape exile other cards from graveyard", "escape cast from graveyard"] },
  // 702.138b: escaped permanents.
  { rule: "702.138b", says: "with an escape ability", asked: ["what counts as escaped", "reanimated escape creature counters"] },
  // 702.138c: escapes with counters.
  { rule: "702.138c", says: "escapes with", asked: ["does an escaped creature get counters if reanimated", "escapes with counters when it enters", "uro escaped without casting"] },
  // 702.139a: companion.
  { rule: "702.139a", says: "Companion is a keyword ability", asked: ["how does companion work", "put companion into hand for three", "companion deck building restriction", "when can i put my companion into my hand", "is putting my companion in hand a special action"] },
  // 702.139b: companion deck-building conditions count the deck without sideboard.
  { rule: "702.139b", says: "set aside any sideboard cards", asked: ["does my sideboard count for the companion condition", "does the commander count for lurrus companion condition", "companion restriction whole 100 cards or 99"] },
  // 702.139c: a revealed companion stays.
  { rule: "702.139c", says: "remains in the game until", asked: ["companion dies does it come back", "companion put into hand once per game"] },
  // 702.139d: companion in Commander.
  { rule: "702.139d", says: "via the companion special action", asked: ["can i use a companion in commander", "companion has to match my color identity", "companion from outside the game in edh"] },
  // 702.140a: mutate target.
  { rule: "702.140a", says: "targets a non-Human creature", asked: ["can i mutate onto my opponents creature", "can i mutate onto a human", "can i mutate onto a creature i stole"] },
  // 702.140b: mutate target illegal.
  { rule: "702.140b", says: "ceases to be a mutating", asked: ["mutate target gets removed in response", "mutate fizzle creature enters"] },
  // 702.140c: mutate merges.
  { rule: "702.140c", says: "merges with the target creature", asked: ["how does mutate work", "mutate over or under", "mutate onto a non-human creature", "mutate summoning sickness"] },
  // 702.140e: a mutated creature's abilities.
  { rule: "702.140e", says: "has all abilities of each card", asked: ["what abilities does a mutated creature have", "mutated creature power and name", "mutate on top or under which stats"] },
  // 702.141a: encore.
  { rule: "702.141a", says: "attacks that opponent this turn", asked: ["how does encore work", "do encore tokens have haste", "what happens to encore tokens at end of turn", "encore with one opponent"] },
  // 702.142a: boast.
  { rule: "702.142a", says: "only once each turn", asked: ["how does boast work", "boast only if attacked"] },
  // 702.143a: foretell.
  { rule: "702.143a", says: "pay {2} and exile a card", asked: ["how does foretell work", "foretell cast on a later turn", "can i foretell on my opponents turn"] },
  // 702.143b: foretelling doesn't use the stack.
  { rule: "702.143b", says: "Exiling a card using its foretell", asked: ["can foretell be responded to", "foretell special action timing", "foretell during my opponents turn"] },
  // 702.144a: demonstrate.
  { rule: "702.144a", says: "That player copies the spell", asked: ["how does demonstrate work", "does my opponent get a copy when i demonstrate", "can i demonstrate without giving an opponent a copy"] },
  // 702.145c: daybound transforms.
  { rule: "702.145c", says: "it’s night, that player transforms", asked: ["how does daybound work", "werewolf transform at night", "when do daybound cards flip"] },
  // 702.145d: daybound makes it day.
  { rule: "702.145d", says: "nor night, it becomes day", asked: ["when does it become day", "first daybound card makes it day", "does day start with a daybound card on the battlefield"] },
  // 702.146a: disturb.
  { rule: "702.146a", says: "Disturb [cost]", asked: ["how does disturb work", "disturb cast back face from graveyard", "disturb card goes to exile"] },
  // 702.146b: a disturbed spell enters back face up.
  { rule: "702.146b", says: "cast using its disturb ability", asked: ["disturb cast the back face from the graveyard", "disturb card enters transformed", "what happens to a disturbed card when it dies"] },
  // 702.147a: decayed.
  { rule: "702.147a", says: "sacrifice it at end of combat", asked: ["how does decayed work", "can a decayed zombie block"] },
  // 702.148a: cleave.
  { rule: "702.148a", says: "Cleave [cost]", asked: ["how does cleave work", "cleave removes bracketed text"] },
  // 702.149a: training.
  { rule: "702.149a", says: "“Training” means", asked: ["how does training work", "training needs a bigger attacker"] },
  // 702.150a: compleated.
  { rule: "702.150a", says: "minus two for each of those", asked: ["how does compleated work", "pay life for phyrexian mana on a planeswalker loyalty", "how much loyalty does compleated elspeth enter with"] },
  // 702.151a: reconfigure.
  { rule: "702.151a", says: "Reconfigure [cost]", asked: ["how does reconfigure work", "reconfigure creature equipment stops being a creature"] },
  // 702.151b: a reconfigured Equipment isn't a creature.
  { rule: "702.151b", says: "stop being a creature until", asked: ["reconfigure attached equipment stops being a creature", "reconfigure creature attached is it still a creature", "reconfigured equipment falls off what happens"] },
  // 702.152a: blitz.
  { rule: "702.152a", says: "Blitz represents three abilities", asked: ["how does blitz work", "blitz draw a card when it dies", "blitz sacrifice end of turn"] },
  // 702.153a: casualty.
  { rule: "702.153a", says: "Casualty N", asked: ["how does casualty work", "casualty copy spell sacrifice"] },
  // 702.154a: enlist.
  { rule: "702.154a", says: "Enlist means", asked: ["how does enlist work", "enlist summoning sick creature"] },
  // 702.154c: enlisting.
  { rule: "702.154c", says: "a creature to enlist itself", asked: ["enlist tap a creature that attacked", "can i enlist a summoning sick creature", "can a creature enlist itself"] },
  // 702.155a: read ahead.
  { rule: "702.155a", says: "Read ahead", asked: ["how does read ahead work", "read ahead skip chapters"] },
  // 702.156a: ravenous.
  { rule: "702.156a", says: "if X is 5 or more", asked: ["how does ravenous work", "do i draw a card with ravenous for x equals 4", "ravenous creature put onto the battlefield without casting"] },
  // 702.157a: squad.
  { rule: "702.157a", says: "any number of times", asked: ["how does squad work", "how many squad tokens can i make", "are squad tokens copies of the creature", "does flickering a squad creature make more tokens"] },
  // 702.158b: sector designations.
  { rule: "702.158b", says: "alpha sector, beta sector", asked: ["what are sectors space beleren", "do creatures keep their sector", "sector designation rules"] },
  // 702.159b: claim the prize.
  { rule: "702.159b", says: "claim the prize", asked: ["what does claim the prize mean", "attraction prize ability"] },
  // 702.160a: prototype.
  { rule: "702.160a", says: "Prototype is a static ability", asked: ["how does prototype work", "prototype smaller version", "prototype mana value and colors"] },
  // 702.161a: living metal.
  { rule: "702.161a", says: "During your turn, this permanent", asked: ["how does living metal work", "vehicle creature on my turn only"] },
  // 702.162a: more than meets the eye.
  { rule: "702.162a", says: "You may cast this card converted", asked: ["how does more than meets the eye work", "cast a transformers card converted", "cast the back face of a transformers card"] },
  // 702.163a: for mirrodin.
  { rule: "702.163a", says: "create a 2/2 red Rebel", asked: ["how does for mirrodin work", "rebel token equipment"] },
  // 702.164a: toxic.
  { rule: "702.164a", says: "Toxic is a static ability", asked: ["how does toxic work", "toxic poison counters combat damage", "toxic vs infect"] },
  // 702.164c: toxic gives poison counters in addition.
  { rule: "702.164c", says: "total toxic value", asked: ["does toxic also deal normal damage", "toxic and infect together", "two toxic abilities how many poison counters"] },
  // 702.165a: backup.
  { rule: "702.165a", says: "Backup N", asked: ["how does backup work", "backup gives abilities to another creature", "backup on itself"] },
  // 702.166a: bargain.
  { rule: "702.166a", says: "Bargain is a static ability", asked: ["how does bargain work", "bargain sacrifice token", "what can i bargain"] },
  // 702.167a: craft.
  { rule: "702.167a", says: "Craft with [materials]", asked: ["how does craft work", "craft exile materials from graveyard"] },
  // 702.168d: disguise: turning face up.
  { rule: "702.168d", says: "disguise ability face up", asked: ["how do i turn a disguised creature face up", "disguise ward 2 face down", "disguise vs morph"] },
  // 702.169b: solved static abilities of Cases.
  { rule: "702.169b", says: "long as this Case is solved", asked: ["how does solved work on a case", "case solved ability turns on", "do solved abilities work right away"] },
  // 702.170a: plot.
  { rule: "702.170a", says: "Plot [cost]", asked: ["how does plot work", "plotted card cast for free later", "when can i plot"] },
  // 702.171a: saddle.
  { rule: "702.171a", says: "Saddle N", asked: ["how does saddle work", "saddle mount total power", "can i saddle at instant speed"] },
  // 702.172a: spree.
  { rule: "702.172a", says: "Spree is a static ability", asked: ["how does spree work", "spree pay for each mode", "spree copy costs"] },
  // 702.173a: freerunning.
  { rule: "702.173a", says: "an Assassin creature or a commander", asked: ["how does freerunning work", "does my commander enable freerunning", "freerunning after combat damage"] },
  // 702.174b: gift.
  { rule: "702.174b", says: "if its gift cost was paid", asked: ["how does gift work", "gift an opponent a card", "who gets the gift"] },
  // 702.175a: offspring.
  { rule: "702.175a", says: "if its offspring cost was paid", asked: ["how does offspring work", "offspring token copy 1/1", "does the offspring token have offspring", "flicker an offspring creature do i get another token"] },
  // 702.176a: impending.
  { rule: "702.176a", says: "Impending N", asked: ["how does impending work", "impending time counters not a creature"] },
  // 702.177a: exhaust.
  { rule: "702.177a", says: "Activate only once", asked: ["how does exhaust work", "exhaust ability again after blink"] },
  // 702.178a: max speed.
  { rule: "702.178a", says: "your speed is 4", asked: ["how does speed work", "max speed ability", "how do i increase my speed"] },
  // 702.179d: gaining speed.
  { rule: "702.179d", says: "your speed increases by 1", asked: ["speed goes up when an opponent loses life", "speed up from noncombat life loss", "does speed go up more than once a turn", "can speed go up on my opponents turn"] },
  // 702.179e: max speed.
  { rule: "702.179e", says: "max speed if their speed", asked: ["what is max speed", "how fast can speed go", "can my speed go down"] },
  // 702.180a: harmonize.
  { rule: "702.180a", says: "tapping up to one untapped creature", asked: ["how does harmonize work", "harmonize tap a creature to reduce the cost", "can i tap a summoning sick creature for harmonize", "what happens to a harmonize card after it resolves"] },
  // 702.181a: mobilize.
  { rule: "702.181a", says: "enter tapped and attacking", asked: ["how does mobilize work", "mobilize tokens sacrificed end step"] },
  // 702.182a: job select.
  { rule: "702.182a", says: "colorless Hero creature token", asked: ["how does job select work", "job select hero token equipment", "final fantasy equipment makes a token"] },
  // 702.183a: tiered.
  { rule: "702.183a", says: "Tiered is a static ability", asked: ["how does tiered work", "tiered pay for one mode"] },
  // 702.184a: station.
  { rule: "702.184a", says: "Put a number of charge counters", asked: ["how does station work", "station spacecraft charge counters"] },
  // 702.185a: warp.
  { rule: "702.185a", says: "Warp [cost]", asked: ["how does warp work", "warp exile end of turn cast later"] },
  // 702.186b: the infinity ability.
  { rule: "702.186b", says: "long as this permanent is harnessed", asked: ["what does the infinity symbol on a card mean", "infinity stone ability harnessed", "how do infinity cards work"] },
  // 702.187a: mayhem.
  { rule: "702.187a", says: "Mayhem is a static ability", asked: ["how does mayhem work", "cast a discarded card from the graveyard mayhem"] },
  // 702.188a: web-slinging.
  { rule: "702.188a", says: "returning a tapped creature", asked: ["how does web slinging work", "bounce a tapped creature to cast"] },
  // 702.189a: firebending.
  { rule: "702.189a", says: "Firebending N", asked: ["how does firebending work", "firebending mana until end of combat"] },
  // 703.1: turn-based actions don't use the stack.
  { rule: "703.1", says: "Turn-based actions don’t use the stack", asked: ["can i respond to my draw step draw", "can i respond to untapping", "does declaring attackers use the stack", "what happens automatically each turn"] },
  // 703.1a: "at the beginning of upkeep" is a trigger.
  { rule: "703.1a", says: "not turn-based actions", asked: ["is an upkeep trigger a turn based action", "can i respond to beginning of upkeep triggers", "is draw step trigger the same as the draw"] },
  // 703.2: nobody controls turn-based actions.
  { rule: "703.2", says: "not controlled by any player", asked: ["who controls the draw step draw", "are turn based actions controlled by anyone", "can i respond to the untap step"] },
  // 703.4a: phasing happens before untapping.
  { rule: "703.4a", says: "Immediately after the untap step begins", asked: ["when do phased out permanents come back", "phasing happens before untap", "order of things in the untap step"] },
  // 703.4d: the draw.
  { rule: "703.4d", says: "the active player draws a card", asked: ["when do i draw for the turn", "can i do something before my draw", "the draw happens before anyone can act in the draw step"] },
  // 703.4f: sagas get lore counters.
  { rule: "703.4f", says: "lore counter on each Saga", asked: ["when does my saga get a lore counter", "saga chapter trigger timing main phase", "do sagas tick up in the second main phase"] },
  // 703.4n: discard to hand size.
  { rule: "703.4n", says: "maximum hand size (normally seven)", asked: ["when do i discard down to seven", "do i discard at end of turn", "max hand size cleanup", "can i have more than seven cards in hand"] },
  // 703.4p: damage wears off.
  { rule: "703.4p", says: "all damage is removed from permanents", asked: ["when does damage go away", "does damage stay on creatures between turns", "when do until end of turn effects end", "damage wears off at cleanup"] },
  // 703.4q: mana empties.
  { rule: "703.4q", says: "any unspent mana left", asked: ["does mana carry over between phases", "floating mana between steps", "mana burn when mana empties", "do i keep mana from upkeep to main phase"] },
  // 704.1a: triggers that watch the game state aren't state-based actions.
  { rule: "704.1a", says: "watch for a specified game state", asked: ["is when you control no creatures a state based action", "state trigger vs state based action", "triggers that check the game state"] },
  // 704.3: when SBAs are checked.
  { rule: "704.3", says: "Whenever a player would get priority", asked: ["when are state based actions checked", "does a creature die in the middle of a spell resolving", "when does a 0 toughness creature die", "timing of state based actions"] },
  // 704.4: SBAs ignore what happened mid-resolution.
  { rule: "704.4", says: "pay no attention to what happens", asked: ["if my life hits zero then goes back up do i lose", "does a creature die if it was briefly zero toughness during resolution", "temporary zero life during a spell"] },
  // 704.5a: zero life.
  { rule: "704.5a", says: "0 or less life", asked: ["do i lose at zero life", "when do i lose the game from life", "negative life total", "can i stay alive at zero life until my spell resolves"] },
  // 704.5b: drawing from an empty library.
  { rule: "704.5b", says: "library with no cards in it", asked: ["do i lose if i cant draw", "decked out do i lose immediately", "empty library lose the game", "drawing from an empty deck"] },
  // 704.5c: ten poison.
  { rule: "704.5c", says: "ten or more poison counters", asked: ["how many poison counters to lose", "poison kill ten counters", "do i lose with ten poison"] },
  // 704.5d: tokens leaving the battlefield.
  { rule: "704.5d", says: "ceases to exist", asked: ["what happens to a token that dies", "can i return a token from the graveyard", "bounced token goes away", "does a token go to the graveyard"] },
  // 704.5e: copies of spells and cards out of place cease to exist.
  { rule: "704.5e", says: "it ceases to exist", asked: ["what happens to a copied spell that is countered", "does a copy of a card go to the graveyard", "copy of a spell bounced to hand"] },
  // 704.5f: zero toughness.
  { rule: "704.5f", says: "toughness 0 or less", asked: ["what happens if my creature gets -1/-1 to zero toughness", "does indestructible survive zero toughness", "can i regenerate a zero toughness creature", "0 toughness creature dies"] },
  // 704.5g: lethal damage.
  { rule: "704.5g", says: "has been dealt lethal damage", asked: ["when does a creature die from damage", "damage equal to toughness dies", "damage marked on creature greater than toughness"] },
  // 704.5h: deathtouch SBA.
  { rule: "704.5h", says: "damage by a source with deathtouch", asked: ["when does a creature damaged by deathtouch die", "deathtouch damage and regeneration"] },
  // 704.5i: zero loyalty.
  { rule: "704.5i", says: "If a planeswalker has loyalty 0", asked: ["what happens when a planeswalker runs out of loyalty", "planeswalker with zero loyalty dies", "can i use the minus ability to zero loyalty"] },
  // 704.5j: legend rule.
  { rule: "704.5j", says: "This is called the “legend rule.”", asked: ["what is the legend rule", "two legendary creatures with the same name", "do i choose which legend to keep", "can my opponent and i both control the same legend", "clone a legendary creature"] },
  // 704.5k: the world rule.
  { rule: "704.5k", says: "world rule", asked: ["what happens with two world enchantments", "world enchantment legend rule", "which world enchantment stays"] },
  // 704.5m: auras with nothing to enchant.
  { rule: "704.5m", says: "If an Aura is attached", asked: ["what happens to an aura when the creature dies", "aura goes to the graveyard when the creature leaves", "aura on a creature that stops being a creature"] },
  // 704.5n: equipment stays.
  { rule: "704.5n", says: "It remains on the battlefield", asked: ["what happens to equipment when the creature dies", "does equipment stay when the creature leaves", "equipment on a creature that is no longer a creature"] },
  // 704.5p: a creature can't stay attached.
  { rule: "704.5p", says: "becomes unattached and remains on", asked: ["equipment becomes a creature does it fall off", "aura that becomes a creature falls off", "licid creature attached to something"] },
  // 704.5q: +1/+1 and -1/-1 counters annihilate.
  { rule: "704.5q", says: "both a +1/+1 counter", asked: ["do +1/+1 and -1/-1 counters cancel out", "plus and minus counters on the same creature", "persist creature with a +1/+1 counter"] },
  // 704.5r: a permanent that can't have more than N counters.
  { rule: "704.5r", says: "all but N of those counters", asked: ["what happens to extra counters over the limit", "can a permanent have more counters than it says", "proliferate past the maximum counters"] },
  // 704.5s: saga sacrificed after its last chapter.
  { rule: "704.5s", says: "final chapter number", asked: ["when is a saga sacrificed", "does the saga go away before the last chapter resolves", "saga leaves after chapter three"] },
  // 704.5t: the completed dungeon leaves the game.
  { rule: "704.5t", says: "bottommost room of a dungeon card", asked: ["when is a dungeon completed", "what happens to the dungeon after the last room", "when does the dungeon leave the game"] },
  // 704.5u: space sculptor's sectors.
  { rule: "704.5u", says: "chooses a sector designation", asked: ["how does space sculptor work", "who picks the sector for my creatures", "what is a sector designation"] },
  // 704.5v: battle with zero defense.
  { rule: "704.5v", says: "If a battle has defense 0", asked: ["what happens when a battle hits zero defense", "defeated battle transform"] },
  // 704.5w: a battle without a protector.
  { rule: "704.5w", says: "no player in the game designated", asked: ["what happens if a battle has no protector", "battle protector left the game", "who becomes the protector of the battle"] },
  // 704.5x: a Siege protected by its own controller.
  { rule: "704.5x", says: "is also its designated protector", asked: ["i gained control of my own siege who protects it", "siege protected by its controller", "steal a siege battle new protector"] },
  // 704.5y: roles.
  { rule: "704.5y", says: "more than one Role", asked: ["two roles on the same creature", "does a new role replace the old one", "role tokens stacking"] },
  // 704.5z: start your engines gives speed 1.
  { rule: "704.5z", says: "speed becomes 1", asked: ["when do i get speed", "start your engines what is my speed at the start", "my speed when i play my first start your engines card"] },
  // 704.6c: commander damage.
  { rule: "704.6c", says: "21 or more combat damage", asked: ["how much commander damage kills", "commander damage 21", "does noncombat damage count as commander damage"] },
  // 704.6d: commander to the command zone.
  { rule: "704.6d", says: "put it into the command zone", asked: ["can my commander go back to the command zone when it dies", "commander in graveyard move to command zone", "commander exiled return to command zone"] },
  // 704.8: last known information when state-based actions happen together.
  { rule: "704.8", says: "last known information is derived from", asked: ["two creatures die at once from state based actions what did they see", "creatures dying together see each others buffs", "lord dies at the same time as its creatures power"] },
  // 705.1: a coin flip.
  { rule: "705.1", says: "A coin used in a flip", asked: ["can i use a die instead of a coin", "how to flip a coin for a magic card", "digital coin flip allowed"] },
  // 705.2: coin flips.
  { rule: "705.2", says: "No player wins or loses", asked: ["who wins a coin flip", "heads or tails coin flip card", "who calls the coin flip"] },
  // 705.3: an effect that sets a flip's result.
  { rule: "705.3", says: "ignore the actual results", asked: ["effect says i win the coin flip", "the flip counts as heads no matter what", "can i win a flip i could not win"] },
  // 706.1a: the kind of die.
  { rule: "706.1a", says: "N equally likely outcomes", asked: ["what does d20 mean on a card", "roll a six sided die", "what kind of dice do i roll"] },
  // 706.1b: digital dice.
  { rule: "706.1b", says: "digital substitute", asked: ["can i use a dice app", "phone dice roller allowed", "roll a d20 with an app"] },
  // 706.2: natural result.
  { rule: "706.2", says: "natural result", asked: ["what is a natural 20", "die roll modifiers", "does a bonus to the roll change the natural result"] },
  // 706.2b: several modifiers to a die roll.
  { rule: "706.2b", says: "the player who rolled chooses one", asked: ["two effects that change a die roll which first", "reroll or add to the roll order", "two modifiers to my d20 roll which applies"] },
  // 706.3c: roll again.
  { rule: "706.3c", says: "Roll again", asked: ["what does roll again mean on a results table", "do modifiers apply to the roll again", "roll again same number of dice"] },
  // 706.5: rolling doubles.
  { rule: "706.5", says: "rolled doubles", asked: ["what counts as rolling doubles", "celebr-8000 doubles"] },
  // 706.6: ignoring a roll.
  { rule: "706.6", says: "ignore a roll", asked: ["what if i ignore a die roll", "reroll triggers twice"] },
  // 706.7: the planar die doesn't have a numerical result.
  { rule: "706.7", says: "rolling the planar die", asked: ["does rolling the planar die trigger roll a die abilities", "planar die counts as rolling a die", "planechase die with dice triggers"] },
  // 706.8a: stored results.
  { rule: "706.8a", says: "stored result", asked: ["how does centaur of attention store results", "what is a stored die result"] },
  // 707.2: copiable values.
  { rule: "707.2", says: "acquires the copiable values", asked: ["what does a clone copy", "does a copy get counters", "does a clone copy pump effects", "copy keep aura bonuses", "is a copy tapped"] },
  // 707.2b: later changes to the original.
  { rule: "707.2b", says: "won’t cause the copy to change", asked: ["if the original changes does the copy change", "copy of a creature that later transforms"] },
  // 707.4: a copy becoming another copy doesn't trigger ETB.
  { rule: "707.4", says: "copy a different object while remaining", asked: ["does changing what a clone copies trigger etb", "clone becomes a copy of something else enters trigger"] },
  // 707.5: enters as a copy.
  { rule: "707.5", says: "becomes a copy as it enters", asked: ["does a clone get the etb of the creature it copies", "clone copying etb triggers", "when does a clone become the copy"] },
  // 707.6: choices on the permanent aren't copied.
  { rule: "707.6", says: "aren’t copied", asked: ["does a clone copy the chosen color or name", "copy a creature with a chosen type", "clone a card with as it enters choice"] },
  // 707.8: copy of a dfc.
  { rule: "707.8", says: "copying a melded permanent", asked: ["clone a transformed creature which side", "copy of a double faced creature"] },
  // 707.9b: copies with exceptions.
  { rule: "707.9b", says: "modify a characteristic as part", asked: ["copy except its a 1/1", "token copy that is an artifact in addition"] },
  // 707.10: a copy of a spell isn't cast.
  { rule: "707.10", says: "copy of a spell isn’t cast", asked: ["does copying a spell count as casting", "do copies trigger cast triggers", "is a storm copy cast", "copy activated ability counts as activating"] },
  // 707.10b: a copied ability's source.
  { rule: "707.10b", says: "the same source as the original", asked: ["who is the source of a copied trigger", "does a copied ability count as the same ability for resolved twice limits", "copy an activated ability source"] },
  // 707.10c: new targets for a copy.
  { rule: "707.10c", says: "choose new targets for the copy", asked: ["can i change targets of the copy", "copy a spell and keep the same target", "fork choose new targets"] },
  // 707.10d: a copy for each thing it could target.
  { rule: "707.10d", says: "for each player or object it", asked: ["copy a spell for each other creature it could target", "how does precursor golem copy work", "copy for each target order on the stack"] },
  // 707.10e: a copy with a named new target.
  { rule: "707.10e", says: "a new target for the copy", asked: ["copy a spell with a new target that isnt legal", "copy redirected to a specific target", "copy with a new target and more than one target"] },
  // 707.10f: copy of a permanent spell becomes a token.
  { rule: "707.10f", says: "becomes a token permanent", asked: ["copy a creature spell what happens", "copied creature spell is it a token", "copy of a permanent spell resolves"] },
  // 707.11: tracking by name.
  { rule: "707.11", says: "still tracks that permanent", asked: ["effect refers to a card by name after it becomes a copy", "card named itself becomes copy"] },
  // 707.12: casting a copy.
  { rule: "707.12", says: "cast a copy of an object", asked: ["does casting a copy count as casting a spell", "cast a copy trigger cast abilities", "cast a copy of a card in exile"] },
  // 708.2a: default face-down characteristics.
  { rule: "708.2a", says: "2/2 face-down creature", asked: ["what is a face down creature", "face down card characteristics", "what color is a face down creature"] },
  // 708.2b: a face-down permanent can't be turned face down again.
  { rule: "708.2b", says: "be turned face-down", asked: ["turn a face down creature face down again", "manifest a morph already face down"] },
  // 708.3: face-down ETB doesn't trigger.
  { rule: "708.3", says: "enters-the-battlefield abilities won’t trigger", asked: ["does a morph trigger etb when it enters face down", "face down creature etb", "turned face up does it trigger etb"] },
  // 708.4: a face-down spell on the stack.
  { rule: "708.4", says: "turned face down before they are", asked: ["can a face down creature spell be countered by a creature counterspell", "what does my opponent see when i cast a morph", "does a morph trigger cast a spell with mana value 0"] },
  // 708.5: looking at face-down cards.
  { rule: "708.5", says: "look at a face-down spell", asked: ["can i look at my face down creature", "can my opponent look at my morph", "checking face down cards"] },
  // 708.6: face-down cards must be told apart.
  { rule: "708.6", says: "easily differentiated", asked: ["do i have to keep track of which morph is which", "mixing up face down creatures"] },
  // 708.8: turning face up.
  { rule: "708.8", says: "is turned face up, its copiable", asked: ["does a morph keep counters when turned face up", "is a face up morph a new creature", "summoning sickness after unmorph"] },
  // 708.9: revealing face-down cards leaving.
  { rule: "708.9", says: "must reveal it to all players", asked: ["do i reveal my morph when it dies", "face down creature bounced reveal", "show the card when a manifest leaves"] },
  // 708.10: a face-down permanent that becomes a copy.
  { rule: "708.10", says: "becomes a copy of another permanent", asked: ["face down creature copies something what is it", "clone a face down creature", "morph creature becomes a copy then turned face up"] },
  // 709.2: a split card is one card.
  { rule: "709.2", says: "split card is only one card", asked: ["is a split card two cards", "drawing a split card counts as one"] },
  // 709.3: choose the half to cast.
  { rule: "709.3", says: "chooses which half", asked: ["how do i cast a split card", "can i cast both halves of a split card", "split card on the stack which half"] },
  // 709.3a: only the chosen half of a split card is cast.
  { rule: "709.3a", says: "Only the chosen half is evaluated", asked: ["casting one half of a split card which cost", "can i cast one half under a mana value limit", "split card half targets"] },
  // 709.3b: split cards on the stack.
  { rule: "709.3b", says: "the half being cast", asked: ["split card mana value on the stack", "counter a split card by mana value"] },
  // 709.4: split card characteristics outside the stack.
  { rule: "709.4", says: "two halves combined", asked: ["what is the mana value of a split card in my hand", "split card mana value for cascade", "split card in graveyard mana value"] },
  // 709.4b: split card mana value.
  { rule: "709.4b", says: "combined mana costs", asked: ["what is the mana value of a split card", "split card mana value in graveyard", "split card cmc for cascade"] },
  // 709.4c: a split card has both halves' types and abilities.
  { rule: "709.4c", says: "each card type specified on either", asked: ["is a split card with an instant and sorcery half both types", "split card in graveyard counts as instant and sorcery", "room card types in hand"] },
  // 709.5e: unlocking a Room door.
  { rule: "709.5e", says: "unlock cost", asked: ["how do i unlock a room door", "can i unlock a door at instant speed", "room card unlock the other half", "does unlocking a door use the stack"] },
  // 710.1c: a flipped card keeps its color and mana cost.
  { rule: "710.1c", says: "color and mana cost", asked: ["does a flipped kamigawa card change color", "flip card mana value after flipping", "do pump effects stay when a flip card flips"] },
  // 710.4: flipping is permanent.
  { rule: "710.4", says: "one-way process", asked: ["can a flip card flip back", "flipped kamigawa card leaves the battlefield"] },
  // 711.2a: what a level range gives.
  { rule: "711.2a", says: "at least N1 level counters", asked: ["leveler stats between level ranges", "what power and toughness does my leveler have at level 3", "level counters abilities by range"] },
  // 711.4: level up is always usable.
  { rule: "711.4", says: "activated regardless of how many level", asked: ["can i keep leveling past the max level", "level up after the top level", "does a leveler keep its level up ability at max level"] },
  // 711.6: a leveler outside the battlefield.
  { rule: "711.6", says: "uppermost power/toughness box", asked: ["what is a leveler power in the graveyard", "leveler with no level counters power toughness", "leveler power in my hand"] },
  // 711.7: Class levels aren't level up.
  { rule: "711.7", says: "class levels do not interact", asked: ["are class enchantment levels level counters", "does proliferate level up a class", "class level vs level up"] },
  // 712.4c: meld cards can't transform.
  { rule: "712.4c", says: "meld cards cannot be transformed", asked: ["can i transform a meld card", "does a transform effect work on brisela", "meld card and moonmist"] },
  // 712.6: looking at both sides.
  { rule: "712.6", says: "may look at both sides", asked: ["can i look at the back of my opponents double faced card", "can i check the back face of a transform card in play", "look at both sides of a dfc"] },
  // 712.8a: DFCs outside the battlefield.
  { rule: "712.8a", says: "is outside the game or", asked: ["what is the mana value of a double faced card in the graveyard", "transform card in library front face only", "can i search for the back face of a dfc"] },
  // 712.8d: a front-face-up permanent has only the front face's characteristics.
  { rule: "712.8d", says: "has its front face up", asked: ["does a transform card have the back face abilities while front up", "what is the mana value of a transformed creature", "front face characteristics only"] },
  // 712.8e: back face mana value.
  { rule: "712.8e", says: "its mana value is calculated", asked: ["mana value of a transformed card", "back face of a dfc mana value", "what color is the back face"] },
  // 712.9: only double-faced permanents transform.
  { rule: "712.9", says: "nothing happens", asked: ["can i transform a clone copying a double faced card", "transform a single faced card what happens", "copy of a werewolf can it transform"] },
  // 712.10: no transforming into an instant or sorcery face.
  { rule: "712.10", says: "instant or sorcery card face", asked: ["transform a creature whose back face is an instant", "can a permanent transform into a sorcery face"] },
  // 712.11b: casting an MDFC.
  { rule: "712.11b", says: "chooses which face they are casting", asked: ["how do i cast the back of a modal double faced card", "mdfc choose a face", "cast the back side"] },
  // 712.11c: only the face on the stack is checked when casting.
  { rule: "712.11c", says: "the face that will be face", asked: ["can i cast the back face of a modal double faced card", "mdfc mana value when casting the back", "cast a dfc back face under a cant cast effect"] },
  // 712.12: MDFC lands.
  { rule: "712.12", says: "faces that’s a land", asked: ["can i play the back of an mdfc as a land", "mdfc land drop", "pathway choose which side"] },
  // 712.13: a double-faced spell enters with the same face up.
  { rule: "712.13", says: "with the same face up", asked: ["does a mdfc land enter as the back face", "which side enters the battlefield when i cast the back", "double faced spell enters on which face"] },
  // 712.14: DFC put onto the battlefield front face up.
  { rule: "712.14", says: "front face up by default", asked: ["reanimate a double faced card which side", "dfc returned to battlefield front face", "blink a transformed creature comes back"] },
  // 712.14b: putting an MDFC whose front isn't a permanent onto the battlefield.
  { rule: "712.14b", says: "stays in its current zone", asked: ["reanimate an mdfc with a creature back face", "put a modal double faced card onto the battlefield with an instant front", "can i cheat the back face of an mdfc into play"] },
  // 712.15a: face-down DFC.
  { rule: "712.15a", says: "can’t transform or convert", asked: ["can a face down werewolf transform", "manifested double faced card turned up"] },
  // 712.16: double-faced permanents can't be face down.
  { rule: "712.16", says: "permanent face down, nothing happens", asked: ["can a double faced card be manifested face down", "turn a transformed creature face down", "dfc and morph face down"] },
  // 712.18: transforming isn't a new object.
  { rule: "712.18", says: "it doesn’t become a new object", asked: ["does transforming remove counters", "does a transformed creature keep auras", "does a werewolf get summoning sick when it transforms"] },
  // 712.19: naming a double-faced card.
  { rule: "712.19", says: "the name of either face", asked: ["can i name the back face with pithing needle", "name a card double faced card which name", "meld name for a naming effect"] },
  // 712.21: melded permanent leaving.
  { rule: "712.21", says: "two cards are put into", asked: ["what happens when a melded creature is bounced", "melded permanent dies both cards go"] },
  // 712.21a: a melded permanent leaving is two cards.
  { rule: "712.21a", says: "arrange the two cards", asked: ["melded creature put into the library in what order", "melded permanent bounced to hand", "do both meld cards go to the graveyard"] },
  // 712.21e: a melded permanent counts as one object, two cards.
  { rule: "712.21e", says: "counts as two cards that moved", asked: ["does a melded creature count as one or two cards", "exile a melded permanent count cards", "melded creature dying counts as how many"] },
  // 713.3: substitute cards.
  { rule: "713.3", says: "it represents is set aside", asked: ["how do checklist cards work", "proxy for a double faced card", "substitute card in my deck"] },
  // 713.4: a substitute card is the card it stands for.
  { rule: "713.4", says: "the substitute card is considered", asked: ["does a checklist card count as the real card", "double faced card proxy in my deck", "using a substitute card for a dfc"] },
  // 714.2b: chapter abilities trigger.
  { rule: "714.2b", says: "lore counters are put onto", asked: ["how do sagas work", "does proliferate trigger a saga chapter", "adding two lore counters skip a chapter"] },
  // 714.2d: the final chapter number.
  { rule: "714.2d", says: "final chapter number", asked: ["saga with an extra chapter added which is the last", "saga final chapter how many lore counters", "what if a saga loses its chapter abilities"] },
  // 714.3a: saga enters with a counter.
  { rule: "714.3a", says: "puts a lore counter on it", asked: ["does a saga trigger chapter one right away", "read ahead which chapter", "saga enters with a lore counter"] },
  // 714.3b: the lore counter at the main phase.
  { rule: "714.3b", says: "puts a lore counter on", asked: ["saga lore counter at the start of my main phase", "do sagas tick up in my second main phase", "does the lore counter use the stack"] },
  // 714.4: when a saga is sacrificed.
  { rule: "714.4", says: "Saga’s controller sacrifices it", asked: ["is the saga sacrificed while its last chapter is on the stack", "can i respond before my saga goes away", "saga with extra lore counters sacrificed"] },
  // 715.2c: an adventurer card is one card.
  { rule: "715.2c", says: "is only one card", asked: ["is an adventure card two cards", "discard an adventure card counts as how many", "adventure card in hand is it one card"] },
  // 715.3a: only the Adventure is checked when casting it.
  { rule: "715.3a", says: "only the alternative characteristics are evaluated", asked: ["mana value of an adventure when cast", "can i cast the adventure under a creature spell restriction", "is the adventure half an instant or creature when casting"] },
  // 715.3c: a copied Adventure is an Adventure.
  { rule: "715.3c", says: "the copy is also an Adventure", asked: ["what happens when i copy an adventure spell", "does a copied adventure go on an adventure in exile", "copy of an adventure can i cast the creature later"] },
  // 715.3d: adventure exiled then cast.
  { rule: "715.3d", says: "its controller exiles it", asked: ["how do adventures work", "cast the creature after the adventure", "adventure countered where does it go", "on an adventure in exile"] },
  // 715.4: adventurer card characteristics elsewhere.
  { rule: "715.4", says: "an adventurer card has only", asked: ["what is the mana value of an adventure card in hand", "adventure card counts as creature in library"] },
  // 716.2a: class levels.
  { rule: "716.2a", says: "This Class’s level becomes N", asked: ["how do class enchantments level up", "can i level a class at instant speed", "skip a class level"] },
  // 716.2b: a Class keeps its level.
  { rule: "716.2b", says: "A Class retains its level", asked: ["does a class keep its level if it becomes a creature", "does a copied class start at level one", "class level after it stops being a class"] },
  // 716.2c: gaining a Class level.
  { rule: "716.2c", says: "to gain a Class level", asked: ["does gaining a class level count as activating an ability", "cards that trigger when a class gains a level"] },
  // 716.2d: level 1 by default.
  { rule: "716.2d", says: "its level is 1", asked: ["copy of a class what level", "class starts at level one"] },
  // 717.2a: the constructed Attraction deck.
  { rule: "717.2a", says: "at least ten Attraction cards", asked: ["how many attractions in my attraction deck", "attraction deck size", "can i have two copies of an attraction"] },
  // 717.6: an Attraction that would leave goes to the junkyard.
  { rule: "717.6", says: "puts it into the command zone", asked: ["what happens when an attraction is destroyed", "where do attractions go when they leave", "what is the junkyard"] },
  // 718.3a: a prototyped spell's cost and size.
  { rule: "718.3a", says: "use only its alternative power, toughness", asked: ["prototype spell mana value on the stack", "prototype mana value when cast small", "cast a prototype creature for the smaller cost"] },
  // 718.3b: prototyped permanents.
  { rule: "718.3b", says: "alternative set of power, toughness", asked: ["prototyped creature color and mana value", "what color is a prototyped creature"] },
  // 718.3c: a copied prototyped spell.
  { rule: "718.3c", says: "also a prototyped spell", asked: ["copy of a prototyped creature spell size", "clone a prototyped creature how big is it"] },
  // 718.4: a prototype card everywhere else.
  { rule: "718.4", says: "has only its normal characteristics", asked: ["prototype creature dies what is its mana value", "prototype card in graveyard power", "reanimate a prototype card which size"] },
  // 718.5: a prototype keeps its other characteristics.
  { rule: "718.5", says: "and other than color", asked: ["does a prototype creature change color", "prototype abilities same when cast small", "prototype colour of the small version"] },
  // 719.3a: solving a case.
  { rule: "719.3a", says: "this Case becomes solved", asked: ["how do cases get solved", "when is a case solved", "case solved at end step"] },
  // 719.3b: the solved designation.
  { rule: "719.3b", says: "stays solved until it leaves", asked: ["does a case stay solved", "case solved then the condition stops", "copy of a solved case"] },
  // 720.3b: an Omen on the stack.
  { rule: "720.3b", says: "on the stack as an Omen", asked: ["how do omen cards work", "what happens to an omen spell after it resolves", "omen shuffle into library"] },
  // 720.3d: omen shuffled away.
  { rule: "720.3d", says: "shuffles it into its owner’s library", asked: ["what happens after an omen spell resolves", "omen goes back into the deck"] },
  // 720.4: an omen card elsewhere.
  { rule: "720.4", says: "has only its normal characteristics", asked: ["omen card in hand mana value", "is an omen card a creature in my graveyard"] },
  // 721.2a: station thresholds.
  { rule: "721.2a", says: "more charge counters on it", asked: ["station creature abilities with enough charge counters", "spacecraft becomes a creature at how many counters", "station threshold abilities"] },
  // 721.2b: station creature.
  { rule: "721.2b", says: "or more charge counters", asked: ["when does a spacecraft become a creature", "station threshold charge counters"] },
  // 721.2c: station cards have no power outside the battlefield.
  { rule: "721.2c", says: "do not have power or toughness", asked: ["spacecraft power in my hand", "what is the power of a station card in the graveyard"] },
  // 722.1a: stacking mindslavers.
  { rule: "722.1a", says: "The last one to be created", asked: ["two mindslavers on the same turn", "which player control effect wins"] },
  // 722.1b: a skipped turn delays player control.
  { rule: "722.1b", says: "If a turn is skipped", asked: ["mindslaver on a player who skips their turn", "control their next turn when the turn is skipped"] },
  // 722.3: controlling a player.
  { rule: "722.3", says: "Only control of the player changes", asked: ["mindslaver who controls the permanents", "what happens when i control my opponents turn", "controlled player still active player"] },
  // 722.5a: using the controlled player's resources.
  { rule: "722.5a", says: "use only that player’s resources", asked: ["can i use my mana for the controlled player", "mindslaver spend their mana"] },
  // 722.5b: what the controlling player can't do.
  { rule: "722.5b", says: "choices or decisions for that player", asked: ["what can i not do while controlling another player", "mindslaver decisions the rules dont call for", "can i make tournament decisions for the player i control"] },
  // 722.6: can't make them concede.
  { rule: "722.6", says: "can’t make that player concede", asked: ["can i make them concede under mindslaver", "concede while being controlled"] },
  // 723.1b: ending the turn exiles the stack.
  { rule: "723.1b", says: "Exile every object on the stack", asked: ["what happens to spells on the stack when the turn ends", "time stop exile spells", "end the turn effect"] },
  // 723.1d: ending the turn goes to cleanup.
  { rule: "723.1d", says: "skips straight to the cleanup step", asked: ["do i still discard to hand size when the turn ends", "ending the turn during combat what happens to attackers", "does damage wear off after the turn is ended"] },
  // 723.1e: no end step triggers.
  { rule: "723.1e", says: "because the end step is skipped", asked: ["do end step triggers happen after sundial", "end the turn skip end step triggers", "at the beginning of the end step after time stop"] },
  // 723.2d: ending combat.
  { rule: "723.2d", says: "The current combat phase ends", asked: ["what does ending combat do", "mandate of peace attackers removed", "end combat skip end of combat triggers"] },
  // 723.2e: ending combat skips end of combat triggers.
  { rule: "723.2e", says: "end of combat step is skipped", asked: ["mandate of peace end of combat triggers", "do at end of combat triggers happen when combat is ended"] },
  // 724.2: monarch triggers.
  { rule: "724.2", says: "two inherent triggered abilities", asked: ["how does the monarch work", "monarch draw at end step", "how do i steal the monarch"] },
  // 724.3: one monarch.
  { rule: "724.3", says: "monarch at a time", asked: ["can two players be monarch", "become monarch when someone else is"] },
  // 724.4: monarch leaving the game.
  { rule: "724.4", says: "If the monarch leaves the game", asked: ["who becomes monarch if the monarch loses", "monarch player concedes"] },
  // 725.2: initiative.
  { rule: "725.2", says: "three inherent triggered abilities", asked: ["how does the initiative work", "take the initiative by combat damage", "undercity venture initiative"] },
  // 725.3: one player has the initiative.
  { rule: "725.3", says: "one player can have the initiative", asked: ["can two players have the initiative", "how do i take the initiative from someone", "initiative steal by combat damage"] },
  // 725.4: the initiative when its holder leaves.
  { rule: "725.4", says: "the active player takes the initiative", asked: ["who gets the initiative if that player loses", "initiative holder concedes", "player with the initiative leaves the game"] },
  // 725.5: taking the initiative again.
  { rule: "725.5", says: "a second initiative designation", asked: ["take the initiative when i already have it", "venture again by taking the initiative twice"] },
  // 726.1: restarting the game.
  { rule: "726.1", says: "restarts the game", asked: ["what happens when karn restarts the game", "does anyone lose when the game restarts", "who wins when the game restarts"] },
  // 726.1a: who starts after a restart.
  { rule: "726.1a", says: "starting player in the new game", asked: ["who goes first after karn liberated restart", "restart game who plays first"] },
  // 726.2: restarted game cards.
  { rule: "726.2", says: "including phased-out permanents", asked: ["karn liberated restart which cards go in the new game", "restart the game with exiled cards", "does my sideboard join the restarted game"] },
  // 726.3: a short library at the restart.
  { rule: "726.3", says: "fewer than seven cards", asked: ["karn liberated restart with a small library", "do i lose if my library is under seven cards after restart", "restart game mulligan"] },
  // 726.5a: an exempt commander after a restart.
  { rule: "726.5a", says: "it remains that deck", asked: ["karn liberated restart in commander what happens to my commander", "commander exiled with karn stays my commander"] },
  // 727.1: rad counters.
  { rule: "727.1", says: "Rad counters are a kind", asked: ["how do rad counters work", "radiation mill lose life", "rad counters on players"] },
  // 728.1a: subgames.
  { rule: "728.1a", says: "a game within a game", asked: ["what is a subgame", "how does shahrazad work"] },
  // 728.1b: the subgame's effects stay in it.
  { rule: "728.1b", says: "No effects or definitions created", asked: ["does shahrazad subgame affect the main game", "what happens to the loser of a subgame", "do effects carry between subgame and main game"] },
  // 729.2b: merging isn't entering.
  { rule: "729.2b", says: "isn’t considered to have just entered", asked: ["does mutating trigger etb", "mutated creature summoning sick", "is a mutated creature a new object"] },
  // 729.2c: a merged permanent is the same object.
  { rule: "729.2c", says: "same object that it was", asked: ["does mutating give summoning sickness", "mutated creature keeps its pump effects", "does mutate onto a creature trigger enters abilities"] },
  // 729.2d: a merged token.
  { rule: "729.2d", says: "a token only if the topmost", asked: ["mutate onto a token is it still a token", "mutated token dies what happens to the card", "token on top of a mutate pile"] },
  // 729.3: merged permanent leaving.
  { rule: "729.3", says: "each of the individual components", asked: ["mutated creature dies where do the cards go", "bounce a mutated creature", "exile a mutated creature all cards"] },
  // 729.3a: a merged permanent leaving the battlefield.
  { rule: "729.3a", says: "arrange the new objects", asked: ["what happens to all the cards when a mutated creature dies", "mutated creature bounced where do the cards go", "mutate pile to the graveyard order"] },
  // 730.1: day and night start.
  { rule: "730.1", says: "The game starts with neither", asked: ["does the game start as day", "when does day night begin"] },
  // 730.2a: day becomes night.
  { rule: "730.2a", says: "didn’t cast any spells", asked: ["how does day become night", "when does it become night", "no spells cast it becomes night"] },
  // 730.2b: night becomes day.
  { rule: "730.2b", says: "cast two or more spells", asked: ["how does night become day", "when does it become day again", "two spells turns night to day"] },
  // 730.2c: no day/night check without day or night.
  { rule: "730.2c", says: "it remains neither", asked: ["is it day or night at the start of the game", "does day night start before any daybound card"] },
  // 731.2a: proposing a shortcut.
  { rule: "731.2a", says: "suggest a shortcut", asked: ["how do shortcuts work", "can i skip passing priority each step", "do a combo a thousand times shortcut"] },
  // 731.2b: shortening a proposed shortcut.
  { rule: "731.2b", says: "shorten it by naming a place", asked: ["can my opponent stop my shortcut", "i want to respond in the middle of a shortcut", "interrupt a proposed loop"] },
  // 731.4: mandatory loops draw.
  { rule: "731.4", says: "the game is a draw", asked: ["what happens with an infinite loop nobody can stop", "mandatory infinite loop draw", "unbreakable loop"] },
  // 731.5: breaking loops.
  { rule: "731.5", says: "can be forced to perform", asked: ["do i have to stop my own loop", "can i be forced to break a loop"] },
  // 731.6: a loop of A unless B.
  { rule: "731.6", says: "can be forced to perform [B]", asked: ["loop with a pay or do something unless", "do i have to pay to break a loop", "unless you pay loop continues forever"] },
  // 732.1: reversing illegal actions.
  { rule: "732.1", says: "the entire action is reversed", asked: ["what happens if i cast a spell illegally", "undo an illegal play", "i cant pay for the spell i started casting", "rewind an illegal action"] },
  // 732.2: priority after an illegal action.
  { rule: "732.2", says: "retains it", asked: ["do i keep priority after an illegal play is undone", "redo an illegal spell correctly"] },
];
