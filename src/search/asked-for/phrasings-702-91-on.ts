/** How players ask for the rules of 702.91 on, keyword abilities from battle cry to the newest (row.ts). */
import type { AskedFor } from "./row";

export const PHRASINGS_702_91_ON: readonly AskedFor[] = [
  // 702.91a: battle cry.
  { rule: "702.91a", says: "each other attacking creature gets +1/+0", asked: ["how does battle cry work", "does battle cry pump itself", "does battle cry buff creatures put onto the battlefield attacking"] },
  // 702.91b: multiple instances of battle cry.
  { rule: "702.91b", says: "multiple instances of battle cry", asked: ["does double battle cry give +2/+0", "creature with battle cry twice do both trigger", "stack two battle cry abilities on one attacker"] },
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
  // 702.95b: what paired and unpaired mean.
  { rule: "702.95b", says: "whether a creature is paired", asked: ["what counts as a paired creature", "what does unpaired mean for soulbond", "card that cares if my creature is paired"] },
  // 702.95c: soulbond pairing fails.
  { rule: "702.95c", says: "neither object becomes paired", asked: ["soulbond creature removed in response to the pairing", "can soulbond pair with an opponents creature", "soulbond pair fizzles"] },
  // 702.95d: only one partner at a time.
  { rule: "702.95d", says: "paired with only one other creature", asked: ["can one creature be paired with two soulbond creatures", "can a soulbond creature pair with several creatures at once", "two soulbond creatures pair with the same creature"] },
  // 702.95e: becoming unpaired.
  { rule: "702.95e", says: "A paired creature becomes unpaired", asked: ["what happens to soulbond when one creature dies", "can i re-pair a soulbond creature", "paired creature stolen by the opponent"] },
  // 702.96a: overload.
  { rule: "702.96a", says: "replacing all instances of", asked: ["how does overload work", "overloaded spell does it target", "can overload hit hexproof creatures", "cyclonic rift overloaded"] },
  // 702.96b: overload has no targets.
  { rule: "702.96b", says: "won’t require any targets", asked: ["does overload target", "overload vs hexproof", "overloaded spell each instead of target"] },
  // 702.96c: overload is a text-changing effect.
  { rule: "702.96c", says: "creates a text-changing effect", asked: ["does overload change the words on the card", "overload swaps target for each how is that applied", "is overloading a text change"] },
  // 702.97a: scavenge.
  { rule: "702.97a", says: "Scavenge [cost]", asked: ["how does scavenge work", "exile creature from graveyard for counters"] },
  // 702.98a: unleash.
  { rule: "702.98a", says: "block as long as it has", asked: ["how does unleash work", "can an unleashed creature block after losing the counter", "unleash with other counters can it block"] },
  // 702.99a: cipher.
  { rule: "702.99a", says: "Cipher appears on some instants", asked: ["how does cipher work", "encoded spell on a creature cast again", "cipher creature leaves"] },
  // 702.99b: what encoded means.
  { rule: "702.99b", says: "describes the relationship between", asked: ["what does encoded mean for cipher", "which creature is my cipher card encoded on", "cipher card sitting in exile tied to a creature"] },
  // 702.99c: an encoded card stays encoded.
  { rule: "702.99c", says: "remains encoded on the chosen creature", asked: ["what happens to a cipher card when the creature dies", "does cipher stay if the creature changes control", "encoded card creature flickered"] },
  // 702.100a: evolve.
  { rule: "702.100a", says: "Evolve is a triggered ability", asked: ["how does evolve work", "evolve bigger creature enters", "evolve checks power or toughness"] },
  // 702.100b: what evolving means.
  { rule: "702.100b", says: "as a result of its evolve ability resolving", asked: ["what counts as a creature evolving", "does putting a counter on an evolve creature another way count as evolving", "whenever a creature evolves when does it trigger"] },
  // 702.100c: a noncreature permanent never evolves a creature.
  { rule: "702.100c", says: "greater power or toughness than a noncreature", asked: ["does a noncreature permanent entering trigger evolve", "evolve when a vehicle or artifact comes in", "does evolve compare with a noncreature"] },
  // 702.100d: multiple instances of evolve.
  { rule: "702.100d", says: "multiple instances of evolve", asked: ["creature with two evolve abilities gets two counters", "double evolve does each trigger"] },
  // 702.101a: extort.
  { rule: "702.101a", says: "you may pay {W/B}", asked: ["how does extort work", "multiple extort triggers", "extort drain each opponent"] },
  // 702.101b: multiple instances of extort.
  { rule: "702.101b", says: "multiple instances of extort", asked: ["permanent with extort twice can i pay twice per spell", "two instances of extort on one creature drain twice"] },
  // 702.102a: fuse.
  { rule: "702.102a", says: "cast both halves", asked: ["can i cast both halves of a fuse card", "fuse from graveyard", "fused split card mana value"] },
  // 702.102b: a fused spell's characteristics.
  { rule: "702.102b", says: "combined characteristics of its two halves", asked: ["what color is a fused split spell", "mana value of a fused spell on the stack", "fused spell counts as both colors"] },
  // 702.102c: fuse pays both halves.
  { rule: "702.102c", says: "the mana cost of each half", asked: ["how much does a fused spell cost", "can i fuse a split card from the graveyard", "fuse cost reduction"] },
  // 702.102d: a fused spell's order.
  { rule: "702.102d", says: "instructions of the left half", asked: ["fused split spell which half happens first", "fuse both halves order"] },
  // 702.103a: bestow is an alternative cost.
  { rule: "702.103a", says: "you may choose to cast it bestowed", asked: ["is bestow an alternative cost", "can i bestow a card from the graveyard or exile", "bestow with cast without paying its mana cost", "do cost reducers work with bestow"] },
  // 702.103b: bestow.
  { rule: "702.103b", says: "bestowed Aura spell", asked: ["how does bestow work", "cast a creature as an aura for its bestow cost", "is a bestow spell a creature spell on the stack"] },
  // 702.103c: copying a bestowed aura spell.
  { rule: "702.103c", says: "If a bestowed Aura spell is copied", asked: ["what happens when you copy a bestow spell", "copy of a bestowed spell is it an aura", "copied bestow spell becomes a token aura or creature"] },
  // 702.103d: what is checked when casting bestowed.
  { rule: "702.103d", says: "only its characteristics as modified by the bestow", asked: ["can i bestow when i cant cast creature spells", "bestow under a creature spell restriction", "is a bestowed spell checked as an enchantment when casting"] },
  // 702.103e: bestow target illegal.
  { rule: "702.103e", says: "ceases to be bestowed", asked: ["bestow target gets removed", "bestow spell fizzle becomes creature"] },
  // 702.103f: a bestowed aura falls off.
  { rule: "702.103f", says: "If a bestowed Aura becomes unattached", asked: ["bestowed aura creature dies what happens", "bestow aura stays as a creature", "enchanted creature leaves bestow"] },
  // 702.103g: a bestowed aura phasing in unattached.
  { rule: "702.103g", says: "phases in unattached", asked: ["bestowed aura phases out and back in alone", "bestow and phasing does it become a creature"] },
  // 702.104a: tribute.
  { rule: "702.104a", says: "That player may put an additional", asked: ["how does tribute work", "who chooses whether tribute is paid", "tribute in multiplayer which opponent"] },
  // 702.104b: if tribute wasn't paid.
  { rule: "702.104b", says: "the opponent chosen as a result", asked: ["what happens if tribute is not paid", "tribute creature flickered does it get the bonus again"] },
  // 702.105a: dethrone.
  { rule: "702.105a", says: "tied for most life", asked: ["how does dethrone work", "dethrone tied life totals", "does dethrone trigger attacking a planeswalker"] },
  // 702.105b: multiple instances of dethrone.
  { rule: "702.105b", says: "multiple instances of dethrone", asked: ["creature with two dethrone gets two counters", "double dethrone triggers"] },
  // 702.106a: hidden agenda.
  { rule: "702.106a", says: "secretly choose a card name", asked: ["how does hidden agenda work", "conspiracy named card secret", "when do i reveal a hidden agenda"] },
  // 702.106b: how to secretly name a card.
  { rule: "702.106b", says: "note that name on a piece of paper", asked: ["how do i secretly name a card for a conspiracy", "write down the name for hidden agenda", "where do i keep the hidden agenda card name"] },
  // 702.106c: turning a conspiracy face up.
  { rule: "702.106c", says: "turn a face-down conspiracy card", asked: ["when can i flip my hidden agenda conspiracy", "does revealing a conspiracy use the stack", "turn conspiracy face up at instant speed"] },
  // 702.106d: the chosen name is linked to hidden agenda.
  { rule: "702.106d", says: "refers only to the card name chosen", asked: ["which name does a hidden agenda conspiracy use", "does another conspiracy's chosen name count", "hidden agenda linked ability chosen name"] },
  // 702.106e: revealing conspiracies when a player leaves or the game ends.
  { rule: "702.106e", says: "all face-down conspiracy cards controlled", asked: ["do i have to reveal my conspiracy if i concede", "reveal hidden agenda at end of game", "player leaves the game with face down conspiracies"] },
  // 702.106f: double agenda.
  { rule: "702.106f", says: "Double agenda", asked: ["how does double agenda work", "name two cards for a conspiracy", "do i have to reveal that i named two cards"] },
  // 702.107a: outlast.
  { rule: "702.107a", says: "+1/+1 counter on this creature", asked: ["how does outlast work", "can i outlast a summoning sick creature", "outlast at instant speed"] },
  // 702.108a: prowess.
  { rule: "702.108a", says: "Whenever you cast a noncreature spell", asked: ["how does prowess work", "does prowess trigger on lands", "prowess and copies"] },
  // 702.108b: multiple instances of prowess.
  { rule: "702.108b", says: "multiple instances of prowess", asked: ["creature with two prowess gets +2/+2 per spell", "double prowess does it trigger twice"] },
  // 702.109a: dash.
  { rule: "702.109a", says: "Dash represents three abilities", asked: ["how does dash work", "dashed creature return to hand end of turn", "dash haste"] },
  // 702.110a: exploit.
  { rule: "702.110a", says: "you may sacrifice a creature", asked: ["how does exploit work", "exploit sacrifice itself"] },
  // 702.110b: what exploiting a creature means.
  { rule: "702.110b", says: "exploits a creature", asked: ["when does a creature count as exploiting", "sacrificing to some other outlet does it count as exploit", "whenever it exploits a creature trigger"] },
  // 702.111a: menace is evasion.
  { rule: "702.111a", says: "Menace is an evasion ability", asked: ["is menace evasion", "does menace count for cards that care about evasion"] },
  // 702.111b: menace.
  { rule: "702.111b", says: "two or more creatures", asked: ["how many creatures to block menace", "can one creature block menace", "menace block with two", "does menace stop a chump block", "menace and flying what can block it"] },
  // 702.111c: multiple instances of menace.
  { rule: "702.111c", says: "Multiple instances of menace", asked: ["double menace need three blockers", "two menace abilities on one creature", "giving a menace creature menace again does anything"] },
  // 702.112a: renown.
  { rule: "702.112a", says: "it becomes renowned", asked: ["how does renown work", "renown blinked creature"] },
  // 702.112b: renowned.
  { rule: "702.112b", says: "Renowned is a designation", asked: ["renowned creature flickered loses renown", "does a renowned creature stay renowned", "can renown trigger twice"] },
  // 702.112c: multiple instances of renown.
  { rule: "702.112c", says: "multiple instances of renown", asked: ["creature with two renown abilities gets counters twice", "double renown only the first one resolves", "renown 1 and renown 2 which counters do i get"] },
  // 702.113a: awaken.
  { rule: "702.113a", says: "Awaken N", asked: ["how does awaken work", "awakened land creature haste"] },
  // 702.113b: awaken's target only if paid.
  { rule: "702.113b", says: "only if that player chose", asked: ["do i need a land to target if i dont pay awaken", "awaken land target fizzles", "awaken cost paid which land do i target"] },
  // 702.114a: devoid.
  { rule: "702.114a", says: "This object is colorless", asked: ["is a devoid card colorless", "devoid colored mana cost color"] },
  // 702.115a: ingest.
  { rule: "702.115a", says: "exiles the top card", asked: ["how does ingest work", "what does ingest exile", "ingest processors need cards in exile"] },
  // 702.115b: multiple instances of ingest.
  { rule: "702.115b", says: "multiple instances of ingest", asked: ["creature with two ingest exiles two cards", "double ingest"] },
  // 702.116a: myriad.
  { rule: "702.116a", says: "other than defending player", asked: ["how does myriad work", "do myriad tokens stay after combat", "myriad in a two player game", "can myriad tokens attack planeswalkers"] },
  // 702.116b: multiple instances of myriad.
  { rule: "702.116b", says: "multiple instances of myriad", asked: ["double myriad makes two copies per opponent", "creature with two myriad abilities"] },
  // 702.117a: surge.
  { rule: "702.117a", says: "has cast another spell this turn", asked: ["how does surge work", "does my teammates spell count for surge", "can i surge if i cast a spell on my opponents turn"] },
  // 702.118a: skulk.
  { rule: "702.118a", says: "Skulk is an evasion ability", asked: ["what can block skulk", "skulk greater power block"] },
  // 702.118b: skulk.
  { rule: "702.118b", says: "can’t be blocked by creatures with greater power", asked: ["how does skulk work", "can a creature with equal power block skulk", "skulk who can block it"] },
  // 702.118c: multiple instances of skulk.
  { rule: "702.118c", says: "Multiple instances of skulk", asked: ["double skulk does anything", "two skulk on one creature"] },
  // 702.119a: emerge.
  { rule: "702.119a", says: "Emerge [cost]", asked: ["how does emerge work", "emerge cost reduced by sacrificed creature"] },
  // 702.119b: emerge from a quality.
  { rule: "702.119b", says: "Emerge from [quality]", asked: ["how does emerge from artifact work", "emerge sacrificing an artifact cost reduction", "emerge that needs a specific kind of permanent"] },
  // 702.119c: choosing the creature to emerge from.
  { rule: "702.119c", says: "sacrifice that permanent as you pay", asked: ["when do i sacrifice for emerge", "can i emerge sacrificing a creature with an etb", "emerge sacrifice in response"] },
  // 702.120a: escalate.
  { rule: "702.120a", says: "each mode you choose beyond", asked: ["how does escalate work", "how much do i pay to choose all three modes with escalate", "can i escalate by discarding a card"] },
  // 702.121a: melee.
  { rule: "702.121a", says: "each opponent you attacked with", asked: ["how does melee work", "does melee count planeswalkers attacked", "melee in a two player game"] },
  // 702.121b: multiple instances of melee.
  { rule: "702.121b", says: "multiple instances of melee", asked: ["creature with two melee gets the bonus twice", "double melee pump"] },
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
  // 702.123b: multiple instances of fabricate.
  { rule: "702.123b", says: "multiple instances of fabricate", asked: ["fabricate twice choose counters or servos each time", "creature with two fabricate abilities"] },
  // 702.124a: the partner abilities.
  { rule: "702.124a", says: "designate two legendary cards as your commander", asked: ["how does partner work in commander", "can i have two commanders", "what are the partner variants", "background and doctors companion two commanders"] },
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
  // 702.124n: an effect naming a partner ability.
  { rule: "702.124n", says: "refers to a partner ability by name", asked: ["card that mentions partner does it include partner with", "is choose a background a partner ability for card effects", "does a card that says partner include friends forever"] },
  // 702.125a: undaunted.
  { rule: "702.125a", says: "for each opponent you have", asked: ["how does undaunted work", "how much cheaper is undaunted in commander", "does undaunted reduce colored mana"] },
  // 702.125b: opponents who left the game.
  { rule: "702.125b", says: "Players who have left the game", asked: ["does a player who lost count for undaunted", "undaunted after an opponent is eliminated"] },
  // 702.125c: multiple instances of undaunted.
  { rule: "702.125c", says: "multiple instances of undaunted", asked: ["two undaunted reductions add up", "double undaunted cost reduction"] },
  // 702.126a: improvise.
  { rule: "702.126a", says: "tap an untapped artifact you control", asked: ["how does improvise work", "tap artifacts to pay for a spell", "improvise colored mana"] },
  // 702.126b: improvise isn't an alternative cost.
  { rule: "702.126b", says: "spell with improvise is determined", asked: ["can improvise pay colored mana", "tap artifacts for improvise with cost reducers"] },
  // 702.126c: multiple instances of improvise.
  { rule: "702.126c", says: "Multiple instances of improvise", asked: ["double improvise tap each artifact twice", "two improvise on one spell"] },
  // 702.127a: aftermath.
  { rule: "702.127a", says: "cast this half of this", asked: ["how does aftermath work", "cast the second half from the graveyard", "aftermath exiled after"] },
  // 702.128a: embalm.
  { rule: "702.128a", says: "it has no mana cost", asked: ["how does embalm work", "is an embalmed token white", "is embalm sorcery speed", "embalm token mana value"] },
  // 702.128b: what an embalmed token is.
  { rule: "702.128b", says: "created by a resolving embalm ability", asked: ["what counts as an embalmed token", "is a copy of an embalm token embalmed", "embalmed zombie token definition"] },
  // 702.129a: eternalize.
  { rule: "702.129a", says: "functions while the card with eternalize", asked: ["how does eternalize work", "eternalized token power and toughness", "is an eternalize token a zombie"] },
  // 702.130a: afflict.
  { rule: "702.130a", says: "defending player loses N life", asked: ["how does afflict work", "does afflict trigger for each blocker", "is afflict damage or life loss"] },
  // 702.130b: multiple instances of afflict.
  { rule: "702.130b", says: "multiple instances of afflict", asked: ["creature with two afflict when blocked", "double afflict lose life twice"] },
  // 702.131a: ascend on an instant or sorcery.
  { rule: "702.131a", says: "Ascend on an instant or sorcery spell", asked: ["ascend on an instant do i keep the citys blessing", "ascend sorcery checks ten permanents on resolution", "citys blessing from a spell with ascend"] },
  // 702.131b: ascend on a permanent.
  { rule: "702.131b", says: "you control ten or more permanents", asked: ["how does ascend work", "what counts for the citys blessing", "do lands and tokens count for ascend", "do i need to keep ten permanents after getting the blessing"] },
  // 702.131c: the city's blessing.
  { rule: "702.131c", says: "Any number of players may have", asked: ["can the citys blessing be lost", "can two players have the citys blessing", "do i keep the citys blessing if the ascend card leaves"] },
  // 702.131d: the city's blessing applies before triggers are checked.
  { rule: "702.131d", says: "continuous effects are reapplied", asked: ["do citys blessing abilities turn on before triggers check", "getting the citys blessing and triggers that depend on it", "citys blessing timing with triggered abilities"] },
  // 702.132a: assist.
  { rule: "702.132a", says: "you may choose another player", asked: ["how does assist work", "can my opponent help pay for my assist spell", "can another player pay colored mana for assist"] },
  // 702.133a: jump-start.
  { rule: "702.133a", says: "Jump-start appears", asked: ["how does jump start work", "jump start discard a card cast from graveyard"] },
  // 702.134a: mentor.
  { rule: "702.134a", says: "with power less than", asked: ["how does mentor work", "mentor target smaller attacker"] },
  // 702.134b: multiple instances of mentor.
  { rule: "702.134b", says: "multiple instances of mentor", asked: ["creature with two mentor abilities triggers twice", "double mentor two counters on smaller attackers"] },
  // 702.134c: what mentoring another creature means.
  { rule: "702.134c", says: "mentors another creature", asked: ["whenever a creature mentors trigger", "what counts as mentoring a creature", "mentor target gone does it still count"] },
  // 702.135a: afterlife.
  { rule: "702.135a", says: "Afterlife N", asked: ["how does afterlife work", "afterlife spirit tokens"] },
  // 702.135b: multiple instances of afterlife.
  { rule: "702.135b", says: "multiple instances of afterlife", asked: ["afterlife 1 and afterlife 2 on one creature", "creature with two afterlife abilities how many spirits"] },
  // 702.136a: riot.
  { rule: "702.136a", says: "If you don’t, it gains haste", asked: ["how does riot work", "riot haste or counter"] },
  // 702.136b: multiple instances of riot.
  { rule: "702.136b", says: "multiple instances of riot", asked: ["two riot abilities choose haste and a counter", "double riot choose each separately"] },
  // 702.137a: spectacle.
  { rule: "702.137a", says: "an opponent lost life this turn", asked: ["how does spectacle work", "does paying life count for spectacle", "can i cast for spectacle cost after a ping", "spectacle in multiplayer which opponent"] },
  // 702.138a: escape.
  { rule: "702.138a", says: "Escape [cost]", asked: ["how does escape work", "escape exile other cards from graveyard", "escape cast from graveyard"] },
  // 702.138b: escaped permanents.
  { rule: "702.138b", says: "with an escape ability", asked: ["what counts as escaped", "reanimated escape creature counters"] },
  // 702.138c: escapes with counters.
  { rule: "702.138c", says: "escapes with", asked: ["does an escaped creature get counters if reanimated", "escapes with counters when it enters", "uro escaped without casting"] },
  // 702.138d: escapes with an ability.
  { rule: "702.138d", says: "If this permanent escaped, it has", asked: ["what does escapes with an ability mean", "escape creature cast normally does it keep the ability", "escaped permanent gains an ability only if escaped"] },
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
  // 702.140d: what mutating means for triggers.
  { rule: "702.140d", says: "triggers whenever a creature mutates", asked: ["whenever this creature mutates when does it trigger", "what counts as mutating for triggers", "mutate triggers on the merged creature"] },
  // 702.140e: a mutated creature's abilities.
  { rule: "702.140e", says: "has all abilities of each card", asked: ["what abilities does a mutated creature have", "mutated creature power and name", "mutate on top or under which stats"] },
  // 702.140f: effects on the mutating spell carry to the merged permanent.
  { rule: "702.140f", says: "refers to or modifies the mutating creature spell", asked: ["effect on the mutating spell carries over to the merged creature", "mutating spell cast with a bonus does the merged creature keep it", "mutate spell that would enter with counters"] },
  // 702.141a: encore.
  { rule: "702.141a", says: "attacks that opponent this turn", asked: ["how does encore work", "do encore tokens have haste", "what happens to encore tokens at end of turn", "encore with one opponent"] },
  // 702.142a: boast.
  { rule: "702.142a", says: "only once each turn", asked: ["how does boast work", "boast only if attacked"] },
  // 702.142b: what boasting means.
  { rule: "702.142b", says: "refers to a creature boasting", asked: ["what counts as boasting", "whenever you boast trigger", "does boasting mean activating the ability"] },
  // 702.143a: foretell.
  { rule: "702.143a", says: "pay {2} and exile a card", asked: ["how does foretell work", "foretell cast on a later turn", "can i foretell on my opponents turn"] },
  // 702.143b: foretelling doesn't use the stack.
  { rule: "702.143b", says: "Exiling a card using its foretell", asked: ["can foretell be responded to", "foretell special action timing", "foretell during my opponents turn"] },
  // 702.143c: what foretelling and foretold mean.
  { rule: "702.143c", says: "refers to foretelling a card", asked: ["what counts as foretelling", "foretold card cast for its normal cost is it still foretold", "whenever you foretell trigger"] },
  // 702.143d: an effect making an exiled card foretold.
  { rule: "702.143d", says: "a card in exile becomes foretold", asked: ["card becomes foretold without having foretell", "can i cast a card that became foretold the same turn", "effect makes an exiled card foretold with a cost"] },
  // 702.143e: keeping several foretold cards apart.
  { rule: "702.143e", says: "easily differentiated", asked: ["how to keep track of multiple foretold cards", "several face down foretell cards tell them apart", "remember the order of my foretold cards"] },
  // 702.143f: revealing foretold cards when a player leaves or the game ends.
  { rule: "702.143f", says: "all face-down foretold cards", asked: ["reveal foretold cards at end of game", "player concedes with foretold cards in exile", "do my foretold cards get shown when i leave"] },
  // 702.144a: demonstrate.
  { rule: "702.144a", says: "That player copies the spell", asked: ["how does demonstrate work", "does my opponent get a copy when i demonstrate", "can i demonstrate without giving an opponent a copy"] },
  // 702.145a: daybound and nightbound are on the two faces.
  { rule: "702.145a", says: "Daybound and nightbound are found", asked: ["what are daybound and nightbound", "new werewolves day and night faces", "which side has daybound"] },
  // 702.145b: the three abilities of daybound.
  { rule: "702.145b", says: "Daybound is found on the front faces", asked: ["daybound creature enters at night which side up", "can a daybound werewolf transform from other effects", "moonmist on a daybound werewolf"] },
  // 702.145c: daybound transforms.
  { rule: "702.145c", says: "it’s night, that player transforms", asked: ["how does daybound work", "werewolf transform at night", "when do daybound cards flip"] },
  // 702.145d: daybound makes it day.
  { rule: "702.145d", says: "nor night, it becomes day", asked: ["when does it become day", "first daybound card makes it day", "does day start with a daybound card on the battlefield"] },
  // 702.145e: the two abilities of nightbound.
  { rule: "702.145e", says: "Nightbound is found on the back faces", asked: ["how does nightbound work", "nightbound creature flips back when it becomes day", "can i transform a nightbound card with an effect"] },
  // 702.145f: a nightbound permanent during the day transforms at once.
  { rule: "702.145f", says: "This happens immediately", asked: ["nightbound permanent during the day flips right away", "nightbound card put onto the battlefield during the day", "does nightbound transform wait for state based actions"] },
  // 702.145g: a nightbound permanent makes it night.
  { rule: "702.145g", says: "it becomes night", asked: ["nightbound creature with no day or night makes it night", "does a nightbound card start the day night cycle", "only nightbound permanents on the battlefield is it night"] },
  // 702.146a: disturb.
  { rule: "702.146a", says: "Disturb [cost]", asked: ["how does disturb work", "disturb cast back face from graveyard", "disturb card goes to exile"] },
  // 702.146b: a disturbed spell enters back face up.
  { rule: "702.146b", says: "cast using its disturb ability", asked: ["disturb cast the back face from the graveyard", "disturb card enters transformed", "what happens to a disturbed card when it dies"] },
  // 702.147a: decayed.
  { rule: "702.147a", says: "sacrifice it at end of combat", asked: ["how does decayed work", "can a decayed zombie block"] },
  // 702.148a: cleave.
  { rule: "702.148a", says: "Cleave [cost]", asked: ["how does cleave work", "cleave removes bracketed text"] },
  // 702.148b: cleave is a text-changing effect.
  { rule: "702.148b", says: "Cleave’s second ability", asked: ["does cleave change the words on the card", "is cleave a text change effect", "cleave bracket text removed how"] },
  // 702.149a: training.
  { rule: "702.149a", says: "“Training” means", asked: ["how does training work", "training needs a bigger attacker"] },
  // 702.149b: multiple instances of training.
  { rule: "702.149b", says: "multiple instances of training", asked: ["creature with two training abilities", "double training two counters"] },
  // 702.149c: what training means for triggers.
  { rule: "702.149c", says: "When this creature trains", asked: ["whenever this creature trains when does it trigger", "does getting counters another way count as training", "what counts as training"] },
  // 702.150a: compleated.
  { rule: "702.150a", says: "minus two for each of those", asked: ["how does compleated work", "pay life for phyrexian mana on a planeswalker loyalty", "how much loyalty does compleated elspeth enter with"] },
  // 702.151a: reconfigure.
  { rule: "702.151a", says: "Reconfigure [cost]", asked: ["how does reconfigure work", "reconfigure creature equipment stops being a creature"] },
  // 702.151b: a reconfigured Equipment isn't a creature.
  { rule: "702.151b", says: "stop being a creature until", asked: ["reconfigure attached equipment stops being a creature", "reconfigure creature attached is it still a creature", "reconfigured equipment falls off what happens"] },
  // 702.152a: blitz.
  { rule: "702.152a", says: "Blitz represents three abilities", asked: ["how does blitz work", "blitz draw a card when it dies", "blitz sacrifice end of turn"] },
  // 702.152b: multiple instances of blitz.
  { rule: "702.152b", says: "multiple instances of blitz", asked: ["two blitz costs on one spell which one do i use", "blitz granted twice do i draw twice", "creature with several blitz abilities"] },
  // 702.153a: casualty.
  { rule: "702.153a", says: "Casualty N", asked: ["how does casualty work", "casualty copy spell sacrifice"] },
  // 702.153b: multiple instances of casualty.
  { rule: "702.153b", says: "multiple instances of casualty", asked: ["two casualty abilities sacrifice two creatures copy twice", "double casualty on one spell"] },
  // 702.154a: enlist.
  { rule: "702.154a", says: "Enlist means", asked: ["how does enlist work", "enlist summoning sick creature"] },
  // 702.154b: enlist is an optional cost to attack.
  { rule: "702.154b", says: "optional cost to attack", asked: ["is enlist a cost to attack", "when do i choose to enlist", "enlist trigger linked to the tapped creature"] },
  // 702.154c: enlisting.
  { rule: "702.154c", says: "a creature to enlist itself", asked: ["enlist tap a creature that attacked", "can i enlist a summoning sick creature", "can a creature enlist itself"] },
  // 702.154d: multiple instances of enlist.
  { rule: "702.154d", says: "Multiple instances of enlist", asked: ["creature with two enlist tap two creatures", "double enlist adds power twice"] },
  // 702.155a: read ahead.
  { rule: "702.155a", says: "Read ahead", asked: ["how does read ahead work", "read ahead skip chapters"] },
  // 702.155b: choosing the chapter with read ahead.
  { rule: "702.155b", says: "chooses a number from one", asked: ["read ahead choose which chapter to start on", "read ahead do skipped chapters trigger", "how many lore counters with read ahead"] },
  // 702.155c: multiple instances of read ahead.
  { rule: "702.155c", says: "Multiple instances of read ahead", asked: ["saga with read ahead twice", "double read ahead does anything"] },
  // 702.156a: ravenous.
  { rule: "702.156a", says: "if X is 5 or more", asked: ["how does ravenous work", "do i draw a card with ravenous for x equals 4", "ravenous creature put onto the battlefield without casting"] },
  // 702.157a: squad.
  { rule: "702.157a", says: "any number of times", asked: ["how does squad work", "how many squad tokens can i make", "are squad tokens copies of the creature", "does flickering a squad creature make more tokens"] },
  // 702.157b: multiple instances of squad.
  { rule: "702.157b", says: "multiple instances of squad", asked: ["two squad abilities pay each separately", "squad granted twice how many tokens", "double squad"] },
  // 702.158a: space sculptor.
  { rule: "702.158a", says: "Space Beleren", asked: ["how does space sculptor work", "space beleren sectors", "what are sector designations"] },
  // 702.158b: sector designations.
  { rule: "702.158b", says: "alpha sector, beta sector", asked: ["what are sectors space beleren", "do creatures keep their sector", "sector designation rules"] },
  // 702.158c: who chooses sectors.
  { rule: "702.158c", says: "chooses a sector designation", asked: ["who chooses sectors for space beleren", "new creature enters with space sculptor out which sector", "do opponents pick their own creatures sectors"] },
  // 702.158d: choosing a sector to affect.
  { rule: "702.158d", says: "choose a sector along with", asked: ["space beleren choose a sector to hit", "affect every creature in one sector"] },
  // 702.158e: being in the same sector.
  { rule: "702.158e", says: "in the same sector", asked: ["what makes two creatures in the same sector", "are my creature and yours in the same sector"] },
  // 702.159a: visit on attractions.
  { rule: "702.159a", says: "Whenever you roll to visit your Attractions", asked: ["how does visit work on attractions", "attraction lit up number visit trigger", "unfinity attraction visit ability"] },
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
  // 702.164b: total toxic value.
  { rule: "702.164b", says: "A creature’s total toxic value is the sum", asked: ["what is a creatures total toxic value", "toxic 1 and toxic 2 on one creature add up", "how much toxic does my creature have for a card that counts it"] },
  // 702.164c: toxic gives poison counters in addition.
  { rule: "702.164c", says: "total toxic value", asked: ["does toxic also deal normal damage", "toxic and infect together", "two toxic abilities how many poison counters"] },
  // 702.165a: backup.
  { rule: "702.165a", says: "Backup N", asked: ["how does backup work", "backup gives abilities to another creature", "backup on itself"] },
  // 702.165b: copies of a backup creature keep the printed order.
  { rule: "702.165b", says: "order of abilities printed on it is maintained", asked: ["clone a backup creature which abilities does it give", "token copy of a backup creature ability order", "copy of a backup creature grants the same abilities"] },
  // 702.165c: backup grants only printed abilities.
  { rule: "702.165c", says: "Only abilities printed on the object with backup", asked: ["does backup give abilities from equipment or auras", "backup on a clone gives copied abilities", "backup only gives printed abilities"] },
  // 702.165d: backup's abilities are locked in when it triggers.
  { rule: "702.165d", says: "determined as the ability is put on the stack", asked: ["backup creature loses its abilities in response", "kill the backup creature in response what does the target get", "when are backup abilities locked in"] },
  // 702.166a: bargain.
  { rule: "702.166a", says: "Bargain is a static ability", asked: ["how does bargain work", "bargain sacrifice token", "what can i bargain"] },
  // 702.166b: what bargained means.
  { rule: "702.166b", says: "intention to pay that spell’s bargain cost", asked: ["what counts as bargained", "when is a spell bargained", "does sacrificing for bargain make the spell bargained"] },
  // 702.166c: if-bargained abilities are linked.
  { rule: "702.166c", says: "linked to the bargain ability printed", asked: ["if bargained text linked to which bargain", "bargain granted by another card does the if bargained part work", "card with two bargain abilities which one counts"] },
  // 702.166d: targets that only apply if bargained.
  { rule: "702.166d", says: "chooses those targets only if that spell was bargained", asked: ["do i choose the extra target if i dont bargain", "bargain extra target only when paid", "unbargained spell with a bargain target fizzle"] },
  // 702.167a: craft.
  { rule: "702.167a", says: "Craft with [materials]", asked: ["how does craft work", "craft exile materials from graveyard"] },
  // 702.167b: craft materials on the battlefield or in the graveyard.
  { rule: "702.167b", says: "a card in a graveyard that is that type", asked: ["can craft exile a card from my graveyard or a permanent", "craft with artifact can i use an artifact on the battlefield", "craft materials that dont say card"] },
  // 702.167c: the cards exiled to craft a permanent.
  { rule: "702.167c", says: "the exiled cards used to craft it", asked: ["crafted permanent looks at the exiled cards", "which cards count as used to craft it", "crafted back face power from exiled materials"] },
  // 702.168a: disguise.
  { rule: "702.168a", says: "Disguise is a static ability", asked: ["how does disguise work", "cast a disguise card face down for 3", "what is a disguised creature 2/2 with ward"] },
  // 702.168b: casting a card disguised.
  { rule: "702.168b", says: "To cast a card using its disguise ability", asked: ["how do i cast a card disguised", "disguised spell characteristics on the stack", "can i cast a disguise card from exile or graveyard face down", "does a disguised spell count as colorless"] },
  // 702.168c: only disguise lets you cast face down.
  { rule: "702.168c", says: "You can’t normally cast a card face down", asked: ["can i cast any card face down", "what lets me cast a card face down"] },
  // 702.168d: disguise: turning face up.
  { rule: "702.168d", says: "disguise ability face up", asked: ["how do i turn a disguised creature face up", "disguise ward 2 face down", "disguise vs morph"] },
  // 702.168e: X in a disguise cost.
  { rule: "702.168e", says: "disguise cost includes X", asked: ["disguise cost with x what is x", "value of x when turned face up for disguise"] },
  // 702.169a: Case cards and solved.
  { rule: "702.169a", says: "Solved is a keyword ability found on Case cards", asked: ["how do case cards work", "what does solved mean on a case", "how do i solve a case"] },
  // 702.169b: solved static abilities of Cases.
  { rule: "702.169b", says: "long as this Case is solved", asked: ["how does solved work on a case", "case solved ability turns on", "do solved abilities work right away"] },
  // 702.169c: a solved triggered ability.
  { rule: "702.169c", says: "This ability triggers only if this Case is solved", asked: ["solved trigger when the case is not solved yet", "case solved triggered ability each turn"] },
  // 702.169d: a solved activated ability.
  { rule: "702.169d", says: "Activate only if this Case is solved", asked: ["can i activate a case ability before it is solved", "solved activated ability on a case"] },
  // 702.170a: plot.
  { rule: "702.170a", says: "Plot [cost]", asked: ["how does plot work", "plotted card cast for free later", "when can i plot"] },
  // 702.170b: plotting is a special action.
  { rule: "702.170b", says: "Exiling a card using its plot ability", asked: ["does plotting use the stack", "can i plot in response to something", "is plot a special action"] },
  // 702.170c: effects that plot a card.
  { rule: "702.170c", says: "cause a card in exile to become plotted", asked: ["card becomes plotted by an effect", "other ways a card gets plotted"] },
  // 702.170d: casting a plotted card.
  { rule: "702.170d", says: "A plotted card’s owner may cast it", asked: ["when can i cast a plotted card", "can i cast a plotted card the same turn i plot it", "can i cast a plotted card on my opponents turn", "plotted card without plot still castable free"] },
  // 702.170e: what plotting a card means.
  { rule: "702.170e", says: "refers to plotting a card", asked: ["whenever you plot a card trigger", "what counts as plotting"] },
  // 702.170f: plotting from another zone.
  { rule: "702.170f", says: "function in a zone other than a player’s hand", asked: ["plot a card from the top of my library", "plot a card from somewhere other than my hand"] },
  // 702.171a: saddle.
  { rule: "702.171a", says: "Saddle N", asked: ["how does saddle work", "saddle mount total power", "can i saddle at instant speed"] },
  // 702.171b: how long saddled lasts.
  { rule: "702.171b", says: "Saddled is a designation", asked: ["how long does a mount stay saddled", "saddled creature flickered is it still saddled", "copy of a saddled mount is it saddled"] },
  // 702.171c: what saddling means.
  { rule: "702.171c", says: "tapped to pay the cost to activate a permanent’s saddle", asked: ["what counts as a creature saddling", "whenever a creature saddles a mount trigger", "which creatures saddled the mount"] },
  // 702.172a: spree.
  { rule: "702.172a", says: "Spree is a static ability", asked: ["how does spree work", "spree pay for each mode", "spree copy costs"] },
  // 702.172b: the spree plus signs.
  { rule: "702.172b", says: "plus sign icon", asked: ["what does the plus sign on spree cards mean", "spree card plus symbols rules meaning"] },
  // 702.173a: freerunning.
  { rule: "702.173a", says: "an Assassin creature or a commander", asked: ["how does freerunning work", "does my commander enable freerunning", "freerunning after combat damage"] },
  // 702.174a: gift's two abilities.
  { rule: "702.174a", says: "you may choose an opponent", asked: ["is gift an additional cost", "do i have to choose an opponent for gift", "which opponent gets the gift in multiplayer"] },
  // 702.174b: gift.
  { rule: "702.174b", says: "if its gift cost was paid", asked: ["how does gift work", "gift an opponent a card", "who gets the gift"] },
  // 702.174c: giving a gift.
  { rule: "702.174c", says: "whenever a player gives a gift", asked: ["when do i count as giving a gift", "whenever you give a gift trigger", "gift promised but spell countered do i still give a gift"] },
  // 702.174d: gift a Food.
  { rule: "702.174d", says: "Gift a Food", asked: ["gift a food who gets the food token"] },
  // 702.174e: gift a card.
  { rule: "702.174e", says: "Gift a card", asked: ["gift a card who draws", "opponent draws from my gift"] },
  // 702.174f: gift a tapped Fish.
  { rule: "702.174f", says: "Gift a tapped Fish", asked: ["gift a tapped fish opponent gets a 1/1"] },
  // 702.174g: gift an extra turn.
  { rule: "702.174g", says: "Gift an extra turn", asked: ["gift an extra turn opponent takes a turn", "who gets the extra turn from gift"] },
  // 702.174h: gift a Treasure.
  { rule: "702.174h", says: "Gift a Treasure", asked: ["gift a treasure opponent gets a treasure token"] },
  // 702.174i: gift an Octopus.
  { rule: "702.174i", says: "Gift an Octopus", asked: ["gift an octopus 8/8 for my opponent"] },
  // 702.174j: the gift happens first, and not if countered.
  { rule: "702.174j", says: "always happens before any other spell abilities", asked: ["does the gift happen before the rest of the spell", "gift spell countered does my opponent still get the gift", "gift order of effects"] },
  // 702.174k: a gift was promised.
  { rule: "702.174k", says: "that spell’s gift was promised", asked: ["what does gift promised mean", "when is a gift promised"] },
  // 702.174m: targets only if the gift was promised.
  { rule: "702.174m", says: "chooses those targets only if the gift was promised", asked: ["extra target only if gift promised", "do i pick targets for the gift part if i dont promise"] },
  // 702.175a: offspring.
  { rule: "702.175a", says: "if its offspring cost was paid", asked: ["how does offspring work", "offspring token copy 1/1", "does the offspring token have offspring", "flicker an offspring creature do i get another token"] },
  // 702.175b: multiple instances of offspring.
  { rule: "702.175b", says: "multiple instances of offspring", asked: ["two offspring abilities pay both", "double offspring how many tokens"] },
  // 702.176a: impending.
  { rule: "702.176a", says: "Impending N", asked: ["how does impending work", "impending time counters not a creature"] },
  // 702.177a: exhaust.
  { rule: "702.177a", says: "Activate only once", asked: ["how does exhaust work", "exhaust ability again after blink"] },
  // 702.177b: as long as you haven't activated an exhaust ability.
  { rule: "702.177b", says: "begun to activate an exhaust ability", asked: ["as long as you havent activated an exhaust ability this turn", "exhaust ability already used this turn restriction"] },
  // 702.178a: max speed.
  { rule: "702.178a", says: "your speed is 4", asked: ["how does speed work", "max speed ability", "how do i increase my speed"] },
  // 702.178b: zones of an ability granted by max speed.
  { rule: "702.178b", says: "granted by a max speed ability states which zones", asked: ["max speed ability that works from the graveyard", "max speed granted ability which zone does it work in"] },
  // 702.179a: start your engines! gives speed 1.
  { rule: "702.179a", says: "their speed becomes 1", asked: ["how does start your engines work", "how do i get speed", "does speed start at 1"] },
  // 702.179b: no speed until set.
  { rule: "702.179b", says: "Players do not have speed until", asked: ["do i have speed before start your engines", "speed without a start your engines permanent"] },
  // 702.179c: increasing speed from none.
  { rule: "702.179c", says: "If a player has no speed and they are instructed", asked: ["increase speed when i have no speed", "effect raises my speed but i never had any"] },
  // 702.179d: gaining speed.
  { rule: "702.179d", says: "your speed increases by 1", asked: ["speed goes up when an opponent loses life", "speed up from noncombat life loss", "does speed go up more than once a turn", "can speed go up on my opponents turn"] },
  // 702.179e: max speed.
  { rule: "702.179e", says: "max speed if their speed", asked: ["what is max speed", "how fast can speed go", "can my speed go down"] },
  // 702.179f: no speed counts as 0.
  { rule: "702.179f", says: "their speed is 0", asked: ["speed counts as zero with no speed", "card checks my speed but i have none"] },
  // 702.180a: harmonize.
  { rule: "702.180a", says: "tapping up to one untapped creature", asked: ["how does harmonize work", "harmonize tap a creature to reduce the cost", "can i tap a summoning sick creature for harmonize", "what happens to a harmonize card after it resolves"] },
  // 702.180b: when the harmonize creature is chosen and tapped.
  { rule: "702.180b", says: "You choose which creature to tap", asked: ["when do i tap the creature for harmonize", "harmonize choose the creature before paying", "harmonize creature removed in response"] },
  // 702.181a: mobilize.
  { rule: "702.181a", says: "enter tapped and attacking", asked: ["how does mobilize work", "mobilize tokens sacrificed end step"] },
  // 702.182a: job select.
  { rule: "702.182a", says: "colorless Hero creature token", asked: ["how does job select work", "job select hero token equipment", "final fantasy equipment makes a token"] },
  // 702.183a: tiered.
  { rule: "702.183a", says: "Tiered is a static ability", asked: ["how does tiered work", "tiered pay for one mode"] },
  // 702.184a: station.
  { rule: "702.184a", says: "Put a number of charge counters", asked: ["how does station work", "station spacecraft charge counters"] },
  // 702.184b: station cards.
  { rule: "702.184b", says: "known as a station card", asked: ["what is a station card", "station symbols card layout"] },
  // 702.184c: effects changing what station counts.
  { rule: "702.184c", says: "other than the tapped creature’s power", asked: ["station using toughness instead of power", "effects change how many charge counters station adds"] },
  // 702.185a: warp.
  { rule: "702.185a", says: "Warp [cost]", asked: ["how does warp work", "warp exile end of turn cast later"] },
  // 702.185b: warped cards in exile.
  { rule: "702.185b", says: "A warped card in exile", asked: ["what counts as a warped card in exile", "warped card exiled at end step can i cast it later"] },
  // 702.185c: a spell warped this turn.
  { rule: "702.185c", says: "a spell was warped this turn", asked: ["what does warped this turn mean", "did i cast a spell for its warp cost this turn"] },
  // 702.186b: the infinity ability.
  { rule: "702.186b", says: "long as this permanent is harnessed", asked: ["what does the infinity symbol on a card mean", "infinity stone ability harnessed", "how do infinity cards work"] },
  // 702.187a: mayhem.
  { rule: "702.187a", says: "Mayhem is a static ability", asked: ["how does mayhem work", "cast a discarded card from the graveyard mayhem"] },
  // 702.187b: mayhem with a cost.
  { rule: "702.187b", says: "As long as you discarded this card this turn", asked: ["cast from graveyard after discarding it with mayhem", "mayhem card discarded on an earlier turn", "is mayhem an alternative cost"] },
  // 702.187c: mayhem without a cost.
  { rule: "702.187c", says: "You may play this card from your graveyard if you discarded", asked: ["mayhem with no cost on a land", "play a discarded land from graveyard mayhem"] },
  // 702.188a: web-slinging.
  { rule: "702.188a", says: "returning a tapped creature", asked: ["how does web slinging work", "bounce a tapped creature to cast"] },
  // 702.189a: firebending.
  { rule: "702.189a", says: "Firebending N", asked: ["how does firebending work", "firebending mana until end of combat"] },
  // 702.189b: what firebending means for triggers.
  { rule: "702.189b", says: "triggers whenever a player firebends", asked: ["what counts as firebending", "whenever you firebend trigger"] },
];
