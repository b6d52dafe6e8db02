/** How players ask for the rules of 700-701, general rules of section 7 and keyword actions (row.ts). */
import type { AskedFor } from "./row";

export const PHRASINGS_700_701: readonly AskedFor[] = [
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
];
