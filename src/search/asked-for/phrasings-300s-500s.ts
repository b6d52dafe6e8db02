/** How players ask for the rules of 300-399 (card types) and 500-599 (turn structure and combat) (row.ts). */
import type { AskedFor } from "./row";

export const PHRASINGS_300S_500S: readonly AskedFor[] = [
  // 300.1: the list of card types.
  { rule: "300.1", says: "The card types are", asked: ["what card types are there in magic", "list of every card type", "is legendary a card type", "is tribal still a card type"] },
  // 300.2: an object of several card types is each of them.
  { rule: "300.2", says: "more than one card type", asked: ["does an artifact creature count as an artifact", "can artifact removal hit my artifact creature", "does an enchantment creature die to enchantment removal", "card with two types counts as both"] },
  // 300.2a: an artifact land is played, never cast.
  { rule: "300.2a", says: "only be played as a land", asked: ["can I cast an artifact land as a spell", "does an artifact land use my land drop", "can I counter an artifact land", "is an artifact land a spell"] },
  // 300.2b: a kindred card casts as its other type.
  { rule: "300.2b", says: "follow the rules for casting", asked: ["how do I cast a tribal instant", "is a kindred sorcery still cast like a sorcery", "what timing does a kindred card use"] },
  // 301.1: artifacts at sorcery speed.
  { rule: "301.1", says: "cast an artifact card", asked: ["when can I cast an artifact", "can I play an artifact on my opponent's turn", "can I flash in an artifact without flash", "does an artifact go on the stack"] },
  // 301.2: a resolving artifact spell enters under its caster's control.
  { rule: "301.2", says: "When an artifact spell resolves", asked: ["what happens when my artifact resolves", "who controls an artifact I cast"] },
  // 301.3: artifact subtypes.
  { rule: "301.3", says: "Artifact subtypes are always", asked: ["is equipment an artifact type", "can an artifact have two subtypes", "what are artifact types like treasure food clue"] },
  // 301.4: artifacts need not be colorless.
  { rule: "301.4", says: "no correlation between being colorless", asked: ["are all artifacts colorless", "can an artifact be colored", "is every colorless card an artifact", "does an eldrazi count as an artifact"] },
  // 301.5: Equipment goes only on creatures.
  { rule: "301.5", says: "Equipment can be attached to", asked: ["can I equip a land or an artifact", "what can equipment go on", "can equipment be attached to a noncreature permanent"] },
  // 301.5a: "equipped creature".
  { rule: "301.5a", says: "The creature an Equipment", asked: ["what does equipped creature mean", "which creature is the equipped one"] },
  // 301.5b: Equipment enters unattached; equip only your own creature.
  { rule: "301.5b", says: "enter the battlefield like other artifacts", asked: ["does equipment come into play attached", "can I equip my opponent's creature", "what if I lose control of the creature before equip resolves", "equip a creature that can't be equipped does the equipment move", "do I have to pay equip when I cast the equipment"] },
  // 301.5c: when Equipment falls off; only one creature; not itself.
  { rule: "301.5c", says: "but remains on the battlefield", asked: ["what happens to equipment when the creature dies", "does equipment fall off when the creature gets protection", "can one equipment go on two creatures", "animated equipment becomes a creature does it fall off", "can an equipment equip itself"] },
  // 301.5d: Equipment and creature have separate controllers.
  { rule: "301.5d", says: "Changing control of the creature", asked: ["if my opponent steals my equipped creature who gets the equipment", "can I move my equipment off a creature my opponent stole", "who can use the ability equipment gives a creature", "can I equip a creature I took with a threaten effect"] },
  // 301.5e: Equipment put onto the battlefield attached to something illegal.
  { rule: "301.5e", says: "the Equipment enters the battlefield unattached", asked: ["equipment put onto the battlefield attached to something it can't equip", "equipment token created attached to an illegal creature"] },
  // 301.5f: "equipped creature" on a non-Equipment.
  { rule: "301.5f", says: "refers to whatever creature that permanent", asked: ["non equipment card that says equipped creature", "equipped creature text on an aura or animated permanent"] },
  // 301.6: Fortifications go on lands.
  { rule: "301.6", says: "Fortification can be attached to", asked: ["how does fortify work", "can equipment go on a land", "what is a fortification", "can a fortification creature fortify", "can I fortify my opponent's land", "what happens to a fortification when the land is destroyed"] },
  // 301.7: Vehicles and crew.
  { rule: "301.7", says: "Most Vehicles have a crew ability", asked: ["how do vehicles work", "how do I turn a vehicle into a creature", "what does crewing do", "is a vehicle a creature in my hand", "can a vehicle attack the turn I cast it if I crew it"] },
  // 301.7a: an uncrewed Vehicle has no power and toughness.
  { rule: "301.7a", says: "has these characteristics only if", asked: ["does an uncrewed vehicle have power", "is a vehicle a creature when not crewed", "does a vehicle count as a creature for removal when it isn't crewed"] },
  // 301.7b: a crewed Vehicle's power and toughness.
  { rule: "301.7b", says: "it immediately has its printed power", asked: ["what is the power of a crewed vehicle", "vehicle animated by another card what is its size", "does a crewed vehicle keep its printed stats"] },
  // 302.1: creatures at sorcery speed.
  { rule: "302.1", says: "cast a creature card", asked: ["when can I cast a creature", "can I cast a creature on my opponent's turn", "can I play a creature during combat without flash", "does a creature spell use the stack"] },
  // 302.2: a resolving creature spell enters under its caster's control.
  { rule: "302.2", says: "When a creature spell resolves", asked: ["when does my creature hit the battlefield", "who controls the creature I cast", "can I put my creature onto my opponent's side when I cast it"] },
  // 302.3: creature types.
  { rule: "302.3", says: "Creature subtypes are usually", asked: ["can a creature have more than one creature type", "what tribe is my creature", "is human soldier one type or two", "what are creature types"] },
  // 302.4: only creatures have power and toughness.
  { rule: "302.4", says: "characteristics only creatures have", asked: ["does a planeswalker have power and toughness", "do noncreature permanents have power", "what is the power of an artifact that isn't a creature"] },
  // 302.4a: power.
  { rule: "302.4a", says: "amount of damage it deals", asked: ["what does power mean", "what is the first number on a creature", "how much damage does my creature deal when it swings"] },
  // 302.4b: toughness.
  { rule: "302.4b", says: "amount of damage needed", asked: ["what does toughness mean", "what is the second number on a creature", "how much damage does it take to kill a creature", "does damage reduce toughness", "how much damage kills my creature after a pump"] },
  // 302.4c: computing current power and toughness.
  { rule: "302.4c", says: "start with the numbers printed", asked: ["how do I work out a creature's current power", "printed stats versus pumped stats", "what is my creature's size after buffs and debuffs"] },
  // 302.5: creatures are what attack and block.
  { rule: "302.5", says: "Creatures can attack and block", asked: ["can only creatures attack and block", "can a land block if it isn't a creature", "can an artifact that isn't a creature attack"] },
  // 302.6: summoning sickness.
  { rule: "302.6", says: "since their most recent turn", asked: ["what is summoning sickness", "can I attack with a creature I just cast", "can I tap a creature for mana the turn it comes in", "can I use the tap ability of a creature I stole this turn", "does summoning sickness stop blocking", "my creature got flickered can it still attack this turn", "manland I played this turn can it attack", "does summoning sickness apply to an artifact with a tap ability", "can I crew with a creature I just cast", "creature I gained control of on my opponent's turn can it attack on mine"] },
  // 302.7: damage is marked and kills at toughness.
  { rule: "302.7", says: "marked on that creature", asked: ["does damage stay on a creature", "when does damage wear off a creature", "creature took damage then got a minus toughness does it die", "how does lethal damage work", "does damage heal between turns"] },
  // 303.1: enchantments at sorcery speed.
  { rule: "303.1", says: "cast an enchantment card", asked: ["when can I cast an enchantment", "can I play an enchantment on my opponent's turn", "does an enchantment spell use the stack"] },
  // 303.2: a resolving enchantment spell enters under its caster's control.
  { rule: "303.2", says: "When an enchantment spell resolves", asked: ["what happens when my enchantment resolves", "who controls an enchantment I cast", "do I control the enchantment I cast on my opponent's creature"] },
  // 303.3: enchantment subtypes.
  { rule: "303.3", says: "Enchantment subtypes are always", asked: ["what are enchantment types like aura saga shrine", "can an enchantment have more than one subtype", "is curse an enchantment type", "can an enchantment be both an aura and a saga"] },
  // 303.4: Auras and what they enchant.
  { rule: "303.4", says: "An Aura enters the battlefield attached", asked: ["how do auras work", "can an aura enchant a player", "what can an aura be put on", "does an aura come in attached", "can I put my aura on my opponent's creature", "can an aura enchant a land or an artifact", "what decides what an aura can be attached to"] },
  // 303.4a: an Aura spell targets.
  { rule: "303.4a", says: "An Aura spell requires a target", asked: ["does an aura target", "can I cast an aura on a hexproof creature", "what happens to my aura if the creature dies in response", "aura spell fizzles", "can I cast an aura with no creature to enchant", "does an aura spell need a legal target to be cast"] },
  // 303.4b: "enchanted".
  { rule: "303.4b", says: "is called enchanted", asked: ["what does enchanted creature mean", "which permanent is the enchanted one", "cards that say enchanted player", "is the creature my aura is on the enchanted creature"] },
  // 303.4c: an Aura on an illegal or gone object goes to the graveyard.
  { rule: "303.4c", says: "enchanting an illegal object or player", asked: ["what happens to an aura when the creature dies", "does my aura fall off if the creature gets protection", "aura goes to the graveyard when the creature stops being a creature", "aura on a player who left the game", "what happens to pacifism when the creature is bounced", "enchant creature aura on a manland after it stops being a creature", "aura falls off when the enchanted permanent changes type", "opponent gives my creature protection from white what happens to my white aura"] },
  // 303.4d: an Aura can't enchant itself, an animated Aura falls off, one object only.
  { rule: "303.4d", says: "becomes unattached, then is put into", asked: ["can an aura enchant itself", "what happens when an aura becomes a creature", "animated aura falls off", "can one aura enchant two creatures"] },
  // 303.4e: Aura and enchanted object have separate controllers.
  { rule: "303.4e", says: "changing control of the object", asked: ["if my opponent steals my enchanted creature who controls the aura", "who controls an aura I put on my opponent's creature", "who can activate an ability an aura grants", "does control magic take the aura too"] },
  // 303.4f: an Aura put onto the battlefield without being cast chooses what it enchants.
  { rule: "303.4f", says: "other than by resolving", asked: ["reanimate an aura what does it attach to", "aura put onto the battlefield from the graveyard does it target", "can an aura returned to play go on a hexproof creature", "who picks what a flickered aura enchants"] },
  // 303.4g: no legal object for an entering Aura.
  { rule: "303.4g", says: "no legal object or player", asked: ["aura put onto the battlefield with nothing to enchant", "aura flickered with no legal creature where does it go", "aura token with nothing to attach to"] },
  // 303.4h: non-Aura permanents enter unattached.
  { rule: "303.4h", says: "it enters the battlefield unattached", asked: ["creature put onto the battlefield attached to something", "what if an effect tries to attach a non aura as it enters"] },
  // 303.4i: an Aura put onto the battlefield attached to something illegal stays put.
  { rule: "303.4i", says: "player that is undefined", asked: ["aura put onto the battlefield on a creature with protection", "aura enters attached to something it can't enchant", "aura token attached to an illegal creature"] },
  // 303.4j: moving an Aura onto something illegal fails.
  { rule: "303.4j", says: "attach an Aura on the", asked: ["move an aura to a creature it can't enchant", "aura swap onto a creature with protection does it move", "reattach an aura to an illegal target"] },
  // 303.4k: a face-down Aura turned face up.
  { rule: "303.4k", says: "being turned face up", asked: ["manifested aura turned face up what does it enchant", "face down aura flipped up", "cloaked aura turned face up"] },
  // 303.4m: "enchanted" on a non-Aura.
  { rule: "303.4m", says: "refers to whatever object or", asked: ["enchanted creature text on a card that isn't an aura", "non aura permanent that says enchanted creature"] },
  // 303.5: Sagas are enchantments.
  { rule: "303.5", says: "more information about Saga cards", asked: ["is a saga an enchantment", "what kind of card is a saga", "can enchantment removal destroy a saga"] },
  // 303.6: Classes are enchantments.
  { rule: "303.6", says: "more information about Class cards", asked: ["is a class an enchantment", "what kind of card is a class", "can I destroy a class with enchantment removal"] },
  // 303.7: Roles are Auras.
  { rule: "303.7", says: "also have the subtype", asked: ["what is a role token", "is a role an aura", "are young hero and cursed roles auras", "does a role count as an enchantment"] },
  // 303.7a: Roles of one player replace each other.
  { rule: "303.7a", says: "more than one Role", asked: ["can a creature have two roles", "what happens when I put a second role on a creature", "does a new role token replace the old one", "roles from different players on one creature"] },
  // 304.1: instants at any time with priority.
  { rule: "304.1", says: "cast an instant card", asked: ["can I cast an instant on my opponent's turn", "when can I cast instants", "can I cast an instant during combat", "instant speed meaning"] },
  // 304.2: a resolved instant goes to its owner's graveyard.
  { rule: "304.2", says: "When an instant spell resolves", asked: ["where does an instant go after it resolves", "does an instant stay on the battlefield", "who gets the instant in their graveyard if I stole it"] },
  // 304.3: spell types.
  { rule: "304.3", says: "Instant subtypes are always", asked: ["what is arcane", "what are spell types like adventure or lesson", "can an instant have a subtype"] },
  // 304.4: an instant can't enter the battlefield.
  { rule: "304.4", says: "If an instant would enter", asked: ["can an instant be put onto the battlefield", "effect puts an instant into play what happens", "reanimate an instant"] },
  // 304.5: "any time they could cast an instant" means only priority.
  { rule: "304.5", says: "could cast an instant", asked: ["what does only as an instant mean", "do I need an instant in hand to activate at instant speed", "can I use an instant speed ability when I can't cast spells", "what is instant speed for abilities"] },
  // 305.1: playing a land is a special action.
  { rule: "305.1", says: "Playing a land is", asked: ["can I respond to a land drop", "does playing a land use the stack", "can a land be countered", "is a land a spell", "when can I play a land", "can I play a land while a spell is on the stack", "can my opponent stop me from playing a land"] },
  // 305.2: one land a turn.
  { rule: "305.2", says: "normally play one land", asked: ["how many lands can I play per turn", "can I play two lands in one turn", "extra land drop effects", "one land per turn rule", "azusa how many lands can I play", "exploration extra land drop", "does an unused land drop carry over to next turn", "how many land drops do I get with two extra land effects"] },
  // 305.2a: counting lands played.
  { rule: "305.2a", says: "including lands played as special actions", asked: ["does a land played from an effect count as my land drop", "land played off the top of my library counts toward the limit", "how do I know if I can still play a land this turn", "land played from the top with courser counts as my land drop", "land played from exile or graveyard uses my land drop"] },
  // 305.2b: no land beyond the limit, even if told to.
  { rule: "305.2b", says: "equal to or less than", asked: ["can I play a land if I already played one this turn", "effect says play a land but I already made my land drop", "out of land drops can an effect let me play one", "oracle of mul daya after I already played a land", "lost my extra land drop effect after playing two lands"] },
  // 305.3: no land on someone else's turn.
  { rule: "305.3", says: "Ignore any part of an", asked: ["can I play a land on my opponent's turn", "effect lets me play a land during someone else's turn", "can I play a land at instant speed", "effect lets me play a land from my graveyard on my opponent's turn", "can crucible of worlds let me play a land on someone else's turn"] },
  // 305.4: putting a land onto the battlefield isn't playing it.
  { rule: "305.4", says: "during the current turn", asked: ["does ramp count as my land drop", "does cracking a fetch use my land drop", "does putting a land into play count as playing a land", "can I still play a land after rampant growth", "does cultivate count as playing a land", "does landfall trigger without using my land drop", "put a land from my hand onto the battlefield does that use my land drop"] },
  // 305.5: land subtypes.
  { rule: "305.5", says: "Land subtypes are always", asked: ["is gate a land type", "what are land types", "can a land have two land types"] },
  // 305.6: basic land types and their intrinsic mana ability.
  { rule: "305.6", says: "basic land types are Plains", asked: ["what are the basic land types", "does a dual land with forest type tap for green", "land with a mountain type but no text what mana does it make", "do shock lands have basic types", "why does a land with island type tap for blue"] },
  // 305.7: a land whose subtype is set loses its old abilities.
  { rule: "305.7", says: "no longer has its old", asked: ["blood moon what happens to my nonbasic lands", "land turned into an island loses its abilities", "does a land that becomes a mountain keep its other abilities", "spreading seas on a dual land", "does a land that gains a land type keep its own"] },
  // 305.8: basic means the basic supertype.
  { rule: "305.8", says: "Any land with the supertype", asked: ["is a shock land a basic land", "what makes a land basic", "does a land with a basic land type count as basic", "is snow covered forest basic"] },
  // 305.9: a land of another type too is only played.
  { rule: "305.9", says: "played only as a land", asked: ["can I cast dryad arbor", "land creature cast as a spell", "can a land that is also a creature be cast"] },
  // 306.1: planeswalkers at sorcery speed.
  { rule: "306.1", says: "cast a planeswalker card", asked: ["when can I cast a planeswalker", "can I play a planeswalker on my opponent's turn", "does a planeswalker spell use the stack"] },
  // 306.2: a resolving planeswalker spell enters under its caster's control.
  { rule: "306.2", says: "When a planeswalker spell resolves", asked: ["who controls a planeswalker I cast", "what happens when my planeswalker resolves"] },
  // 306.3: planeswalker subtypes.
  { rule: "306.3", says: "Planeswalker subtypes are always", asked: ["what is a planeswalker type like jace or chandra", "can a planeswalker have two subtypes", "are gideon and nissa different planeswalker types"] },
  // 306.4: the old planeswalker uniqueness rule is gone; the legend rule applies.
  { rule: "306.4", says: "planeswalker uniqueness rule", asked: ["can I control two jace planeswalkers", "can I have two different chandras out at once", "do planeswalkers follow the legend rule", "two copies of the same planeswalker"] },
  // 306.5: loyalty is a planeswalker's characteristic only.
  { rule: "306.5", says: "Loyalty is a characteristic", asked: ["is loyalty a characteristic", "can a creature have loyalty", "does a planeswalker that stops being a planeswalker keep its loyalty"] },
  // 306.5a: the loyalty of a planeswalker card off the battlefield.
  { rule: "306.5a", says: "not on the battlefield is", asked: ["what is the loyalty of a planeswalker in my hand", "starting loyalty of a planeswalker in my library or graveyard"] },
  // 306.5b: a planeswalker enters with its loyalty.
  { rule: "306.5b", says: "enters with a number of loyalty", asked: ["how many loyalty counters does a planeswalker start with", "does a planeswalker come in with counters", "planeswalker put onto the battlefield from the graveyard loyalty"] },
  // 306.5c: loyalty on the battlefield is its counters.
  { rule: "306.5c", says: "equal to the number of loyalty", asked: ["what is my planeswalker's current loyalty", "does proliferate raise a planeswalker's loyalty", "does my planeswalker's loyalty go up when I plus it", "removing loyalty counters with a card lowers its loyalty"] },
  // 306.5d: loyalty abilities once a turn at sorcery speed.
  { rule: "306.5d", says: "Loyalty abilities follow special rules", asked: ["how many times can I use a planeswalker each turn", "can I activate a planeswalker at instant speed", "can I plus and minus my planeswalker in the same turn", "can I use my planeswalker on my opponent's turn", "can I use a planeswalker the turn I cast it", "can I activate two different planeswalkers in the same turn", "can I use a planeswalker ability in response to something", "activate a planeswalker during combat", "copy of my planeswalker can it activate the same turn"] },
  // 306.6: planeswalkers can be attacked.
  { rule: "306.6", says: "Planeswalkers can be attacked", asked: ["can I attack a planeswalker", "swing at a planeswalker instead of the player", "can I attack my opponent's planeswalker with my commander"] },
  // 306.7: burn is no longer redirected to planeswalkers.
  { rule: "306.7", says: "redirection effect", asked: ["can I redirect burn to a planeswalker", "can I bolt an opponent's planeswalker", "planeswalker redirect rule", "does damage to face go to a planeswalker"] },
  // 306.8: damage to a planeswalker removes loyalty.
  { rule: "306.8", says: "that many loyalty counters being", asked: ["what does damage do to a planeswalker", "does combat damage to a planeswalker remove loyalty", "how do I kill a planeswalker with burn", "how do I damage a planeswalker", "does deathtouch kill a planeswalker", "does infect put counters on a planeswalker"] },
  // 306.9: zero loyalty puts a planeswalker in the graveyard.
  { rule: "306.9", says: "loyalty is 0", asked: ["what happens when a planeswalker hits zero loyalty", "planeswalker uses its ultimate down to zero does it die", "does a planeswalker with no counters die", "planeswalker with zero loyalty from damage goes to the graveyard", "does a planeswalker die right away at zero loyalty"] },
  // 307.1: sorceries at sorcery speed.
  { rule: "307.1", says: "cast a sorcery card", asked: ["can I cast a sorcery on my opponent's turn", "can I cast a sorcery during combat", "when can I cast sorceries", "can I cast a sorcery in response"] },
  // 307.2: a resolved sorcery goes to its owner's graveyard.
  { rule: "307.2", says: "When a sorcery spell resolves", asked: ["where does a sorcery go after it resolves", "does a sorcery stay on the battlefield", "can a sorcery stay in play like an enchantment", "what happens to my sorcery after it resolves"] },
  // 307.3: sorcery subtypes are spell types.
  { rule: "307.3", says: "Sorcery subtypes are always", asked: ["is adventure a sorcery type", "what is a lesson sorcery", "can a sorcery be arcane", "are instant and sorcery subtypes the same"] },
  // 307.4: a sorcery can't enter the battlefield.
  { rule: "307.4", says: "If a sorcery would enter", asked: ["can a sorcery be put onto the battlefield", "effect puts a sorcery into play what happens", "flicker or reanimate effect on a sorcery card"] },
  // 307.5: "only as a sorcery" means main phase, empty stack, own turn.
  { rule: "307.5", says: "only as a sorcery", asked: ["what does sorcery speed mean", "can I equip during combat", "can I equip at instant speed", "activate only as a sorcery on my opponent's turn", "do I need a sorcery in hand to use a sorcery speed ability"] },
  // 307.5a: "any time a sorcery couldn't have been cast".
  { rule: "307.5a", says: "without having priority, during a", asked: ["what counts as casting at instant speed for a check", "spell cast when a sorcery couldn't have been", "flash cast during combat counts as not sorcery timing"] },
  // 308.1: a kindred card is cast as its other type.
  { rule: "308.1", says: "Each kindred card has another", asked: ["is a kindred instant an instant", "how do tribal cards work", "what is a kindred card", "when can I cast a kindred sorcery", "is a tribal creature spell a creature"] },
  // 308.2: kindred subtypes are creature types.
  { rule: "308.2", says: "The set of kindred subtypes", asked: ["does a tribal card have creature types", "does a kindred goblin card count as a goblin", "is a kindred card a creature"] },
  // 308.3: "tribal" became "kindred".
  { rule: "308.3", says: "Some older kindred cards", asked: ["what happened to tribal", "was tribal renamed to kindred", "old tribal cards errata"] },
  // 309.1: dungeons are a card type.
  { rule: "309.1", says: "Dungeon is a card type", asked: ["is a dungeon a card type", "what kind of card is a dungeon", "what are dungeon cards from adventures in the forgotten realms"] },
  // 309.2: dungeons start outside the game.
  { rule: "309.2", says: "Dungeon cards begin outside the game", asked: ["where do dungeons come from", "is a dungeon part of my deck", "do dungeons count in my sideboard", "how do I get a dungeon into the game"] },
  // 309.2a: the first venture brings a dungeon in.
  { rule: "309.2a", says: "choose a dungeon card they own", asked: ["what happens the first time I venture", "which dungeon do I start with", "venture with no dungeon out"] },
  // 309.2b: a dungeon stays in the command zone.
  { rule: "309.2b", says: "put into the command zone until", asked: ["where does a dungeon go when I venture", "does my dungeon stay in the command zone", "is the dungeon in the command zone"] },
  // 309.2c: dungeons aren't permanents.
  { rule: "309.2c", says: "Dungeon cards are not permanents", asked: ["can a dungeon be destroyed", "is a dungeon a permanent", "can I cast a dungeon"] },
  // 309.2d: only venturing brings a dungeon in.
  { rule: "309.2d", says: "other than a venture into the dungeon", asked: ["can a wish card get a dungeon", "bring a dungeon from outside the game with an effect", "does a dungeon get into the game any way other than venture"] },
  // 309.3: one dungeon at a time.
  { rule: "309.3", says: "only one dungeon card", asked: ["can I have two dungeons at once", "switch dungeons in the middle", "can I venture into a different dungeon before finishing mine", "take the initiative while in a dungeon"] },
  // 309.4: rooms and the venture marker.
  { rule: "309.4", says: "venture marker placed on the dungeon", asked: ["what marks my room in a dungeon", "how do I track which room I'm in", "what is a venture marker", "how are dungeon rooms connected"] },
  // 309.4a: the venture marker starts on the topmost room.
  { rule: "309.4a", says: "on the topmost room", asked: ["where does my venture marker start", "which room do I begin a dungeon in", "do I get the first room's ability when I start a dungeon", "does entering the first room trigger"] },
  // 309.4b: room names are flavor.
  { rule: "309.4b", says: "considered flavor text", asked: ["do dungeon room names matter", "does a room name count as a card name", "can I name a dungeon room for a card that names a card"] },
  // 309.4c: room abilities trigger on entering the room.
  { rule: "309.4c", says: "called a room ability", asked: ["who controls room abilities", "how do dungeon rooms trigger", "can I respond to a dungeon room trigger"] },
  // 309.5: venturing moves the marker.
  { rule: "309.5", says: "move their venture marker down", asked: ["what does venture into the dungeon do", "how do I venture", "move down a room in a dungeon", "card says venture into the dungeon what do I do", "lost mine of phandelver how do I go through it"] },
  // 309.5a: moving down the rooms.
  { rule: "309.5a", says: "following the direction of an arrow", asked: ["which path do I take in a dungeon", "how do I move through a dungeon", "dungeon room with two exits who picks"] },
  // 309.5b: venturing from the last room starts a new dungeon.
  { rule: "309.5b", says: "they remove that dungeon card", asked: ["venture when I'm already in the last room", "start a new dungeon after finishing one", "venture after completing a dungeon do I pick a new one", "can I enter the same dungeon again after finishing it"] },
  // 309.6: a dungeon in its last room leaves once its trigger is gone.
  { rule: "309.6", says: "removes it from the game", asked: ["when does a finished dungeon go away", "dungeon leaves after the last room resolves", "does the last room's trigger resolve before the dungeon leaves", "when is a completed dungeon removed"] },
  // 309.7: completing a dungeon.
  { rule: "309.7", says: "completes a dungeon", asked: ["when do I complete a dungeon", "what counts as completing a dungeon", "have I completed the dungeon if the last room is on the stack"] },
  // 310.1: battles at sorcery speed.
  { rule: "310.1", says: "cast a battle card", asked: ["when can I cast a battle", "can I play a battle on my opponent's turn", "can I flash in a battle", "does a battle go on the stack"] },
  // 310.2: a resolving battle spell enters under its caster's control.
  { rule: "310.2", says: "When a battle spell resolves", asked: ["who controls a battle I cast", "what happens when a battle resolves", "does my opponent control the siege they protect"] },
  // 310.3: battle types.
  { rule: "310.3", says: "Battle subtypes are always", asked: ["what is a battle type", "is siege a battle subtype", "can a battle have two battle types"] },
  // 310.4: defense is a battle's characteristic.
  { rule: "310.4", says: "Defense is a characteristic", asked: ["what is defense on a battle", "is defense a characteristic", "is defense the same as toughness"] },
  // 310.4a: printed defense off the battlefield.
  { rule: "310.4a", says: "printed in its lower right corner", asked: ["what is the defense of a battle in my hand", "where is a battle's defense printed", "defense of a battle in the graveyard"] },
  // 310.4b: a battle enters with its defense.
  { rule: "310.4b", says: "enters with a number of defense", asked: ["how many defense counters does a battle start with", "does a battle come in with counters", "battle put onto the battlefield from my graveyard how many defense counters", "does a copied battle get defense counters"] },
  // 310.4c: a battle's defense is its defense counters.
  { rule: "310.4c", says: "equal to the number of defense", asked: ["what is a battle's current defense", "does proliferate add defense to a battle"] },
  // 310.5: battles can be attacked.
  { rule: "310.5", says: "Battles can be attacked", asked: ["can I attack a battle", "how do I defeat a battle", "can my creature attack a battle instead of the player", "attack my opponent's siege with my creatures"] },
  // 310.6: damage to a battle removes defense.
  { rule: "310.6", says: "that many defense counters being", asked: ["what does damage do to a battle", "can I burn a battle", "how do I flip a battle with damage", "does combat damage to a battle remove defense counters", "does deathtouch defeat a battle"] },
  // 310.7: zero defense.
  { rule: "310.7", says: "defense is 0", asked: ["what happens when a battle runs out of defense", "battle with no counters does it die", "battle defeated by damage what happens", "does a battle go to the graveyard when defense hits zero", "battle at zero defense with its trigger on the stack"] },
  // 310.8: every battle has a protector.
  { rule: "310.8", says: "a player designated as its protector", asked: ["does every battle have a protector", "what is a battle's protector", "does the protector control the battle"] },
  // 310.8a: choosing a battle's protector.
  { rule: "310.8a", says: "chooses a player to be", asked: ["who protects a battle", "who picks the protector of a battle", "who defends my battle"] },
  // 310.8b: who may attack a battle.
  { rule: "310.8b", says: "can never attack it", asked: ["can I attack my own battle", "who can attack a siege", "can the protector attack the battle", "I cast a siege can I attack it myself to flip it", "my opponent protects my battle can they swing at it"] },
  // 310.8c: only the protector blocks for a battle.
  { rule: "310.8c", says: "may block creatures attacking that battle", asked: ["who can block creatures attacking a battle", "can my teammate block for a battle I protect", "can the battle's controller block attackers of a siege"] },
  // 310.8d: "defending player" for an attacked battle is its protector.
  { rule: "310.8d", says: "relative to a battle that", asked: ["who is the defending player when I attack a battle", "defending player for a creature attacking a siege", "is the protector the defending player"] },
  // 310.8e: the player who protects a battle.
  { rule: "310.8e", says: "the player who protects a battle", asked: ["card says the player who protects it who is that", "effect that refers to the battle's protector"] },
  // 310.8f: one protector at a time.
  { rule: "310.8f", says: "only one protector at a time", asked: ["can a battle have two protectors", "new protector replaces the old one"] },
  // 310.8g: the protector stays when a battle stops being one.
  { rule: "310.8g", says: "stops being a battle or", asked: ["does the protector change if the battle becomes a copy", "battle stops being a battle who protects it", "battle turned into a creature with an effect who is its protector now"] },
  // 310.9: battles can't be attached.
  { rule: "310.9", says: "even if it is also an", asked: ["can a battle be attached to something", "battle that is also an aura", "can I equip a battle to a creature", "battle that is an aura falls off"] },
  // 310.10: a battle without a valid protector.
  { rule: "310.10", says: "no player designated as its protector", asked: ["what if a battle's protector leaves the game", "battle with no protector", "protector of my siege conceded"] },
  // 310.11: every battle is a Siege.
  { rule: "310.11", says: "Sieges are subject to special rules", asked: ["what is a siege", "are all battles sieges", "what special rules do sieges have", "how do invasion cards work", "flip a battle from march of the machine"] },
  // 310.11a: a Siege's protector is an opponent.
  { rule: "310.11a", says: "from among their opponents", asked: ["who protects a siege", "can I protect my own siege", "siege protector choice in multiplayer"] },
  // 310.11b: defeating a Siege casts its back face.
  { rule: "310.11b", says: "cast it transformed without paying", asked: ["what happens when I defeat a siege", "do I get to cast the back side of a battle", "flip a battle after beating it"] },
  // 311.1: planes are a card type of Planechase.
  { rule: "311.1", says: "Plane is a card type", asked: ["what is a plane card", "is a plane a card type", "what do I need to play planechase"] },
  // 311.2: plane cards stay in the command zone.
  { rule: "311.2", says: "Plane cards remain in the", asked: ["can a plane be destroyed or exiled", "is a plane a permanent in planechase", "can a plane leave the command zone", "is a plane affected by removal spells"] },
  // 311.3: planar types.
  { rule: "311.3", says: "Plane subtypes are listed after", asked: ["what is a planar type", "can a plane have two planar types", "is a plane's subtype one word or several"] },
  // 311.4: a face-up plane's abilities work.
  { rule: "311.4", says: "As long as a plane card is face up", asked: ["do plane abilities affect every player", "can I activate the ability of a plane", "when do a plane's abilities work", "does a face down plane do anything"] },
  // 311.5: the planar controller.
  { rule: "311.5", says: "designated as the planar controller", asked: ["who controls the plane in planechase", "who is the planar controller", "planar controller leaves the game"] },
  // 311.6: a plane turned face down is a new object.
  { rule: "311.6", says: "becomes a new object", asked: ["plane turned face down and back up is it the same plane", "does a plane remember effects after planeswalking away"] },
  // 311.7: chaos abilities.
  { rule: "311.7", says: "Whenever chaos ensues", asked: ["what does chaos ensues mean", "when does the chaos ability trigger", "rolling the chaos symbol on the planar die"] },
  // 312.1: phenomena are a card type of Planechase.
  { rule: "312.1", says: "Phenomenon is a card type", asked: ["what is a phenomenon card", "is a phenomenon a plane", "phenomenon cards in the planar deck"] },
  // 312.2: a phenomenon never leaves the command zone.
  { rule: "312.2", says: "remain in the command zone throughout the game", asked: ["can a phenomenon be destroyed", "is a phenomenon a permanent", "can I cast a phenomenon", "where does a phenomenon go after it resolves"] },
  // 312.4: the planar controller controls a phenomenon.
  { rule: "312.4", says: "The controller of a face-up phenomenon", asked: ["who controls a phenomenon", "who gets the effect of a phenomenon", "phenomenon controller leaves the game"] },
  // 312.5: encountering a phenomenon.
  { rule: "312.5", says: "when you encounter it", asked: ["what does encounter a phenomenon mean", "when does a phenomenon trigger", "phenomenon trigger when I planeswalk onto it", "what happens when I flip a phenomenon"] },
  // 312.6: a phenomenon turned face down is a new object.
  { rule: "312.6", says: "A face-up phenomenon card that", asked: ["phenomenon turned face down and up again is it the same card"] },
  // 312.7: a resolved phenomenon planeswalks away.
  { rule: "312.7", says: "planeswalks the next time", asked: ["what happens after a phenomenon resolves", "do I planeswalk after a phenomenon", "planeswalk away from a phenomenon", "does a phenomenon stay face up after it resolves"] },
  // 313.1: vanguards are a card type of their variant.
  { rule: "313.1", says: "Vanguard is a card type", asked: ["what is a vanguard card", "how do vanguard cards work", "is vanguard a card type", "playing with a vanguard card in casual"] },
  // 313.2: a vanguard never leaves the command zone.
  { rule: "313.2", says: "Vanguard cards remain in the command zone", asked: ["can a vanguard be destroyed", "is a vanguard a permanent", "can a vanguard card leave the command zone"] },
  // 313.4: a vanguard's abilities work from the command zone.
  { rule: "313.4", says: "As long as a vanguard card is in the command zone", asked: ["do vanguard abilities work all game", "can I activate my vanguard's ability", "does my vanguard's static ability always apply"] },
  // 313.5: a vanguard's owner controls it.
  { rule: "313.5", says: "The controller of a face-up vanguard", asked: ["who controls a vanguard card", "who owns my vanguard", "can I steal my opponent's vanguard"] },
  // 313.6: vanguard hand modifier.
  { rule: "313.6", says: "hand modifier", asked: ["how does the vanguard hand size number work", "starting hand size in vanguard", "vanguard card with plus two hand size", "maximum hand size with a vanguard"] },
  // 313.7: vanguard life modifier.
  { rule: "313.7", says: "life modifier", asked: ["starting life in vanguard", "how does the vanguard life number work", "vanguard with minus life modifier", "how much life do I start with using a vanguard"] },
  // 314.1: schemes are a card type of Archenemy.
  { rule: "314.1", says: "Scheme is a card type", asked: ["what is a scheme card", "who uses schemes in archenemy", "what is archenemy", "one player against everyone with schemes"] },
  // 314.2: a scheme never leaves the command zone.
  { rule: "314.2", says: "Scheme cards remain in the command zone", asked: ["can a scheme be destroyed", "is a scheme a permanent", "can a scheme be cast", "can anyone remove an ongoing scheme"] },
  // 314.4: a face-up scheme's abilities work.
  { rule: "314.4", says: "As long as a scheme card is face up", asked: ["when do scheme abilities work", "does an ongoing scheme keep working", "does a face down scheme do anything"] },
  // 314.5: the archenemy owns and controls their schemes.
  { rule: "314.5", says: "The controller of a face-up scheme", asked: ["who controls a scheme", "who owns the archenemy's schemes", "can a player other than the archenemy control a scheme"] },
  // 314.6: a non-ongoing scheme goes back under its deck.
  { rule: "314.6", says: "non-ongoing scheme card", asked: ["what happens to a scheme after it resolves", "where does a used scheme go in archenemy", "does a scheme go back to the bottom of the scheme deck", "when is a resolved scheme turned face down"] },
  // 314.7: "this scheme".
  { rule: "314.7", says: "this scheme", asked: ["what does this scheme mean on a scheme card", "abandon this scheme what does it refer to", "scheme that refers to itself in its text"] },
  // 315.1: conspiracies are for limited play.
  { rule: "315.1", says: "Conspiracy cards are used only in limited", asked: ["can I play conspiracy cards in constructed", "are conspiracies legal in commander", "what format uses conspiracy cards"] },
  // 315.2: conspiracies go to the command zone at the start.
  { rule: "315.2", says: "before decks are shuffled", asked: ["how do I use conspiracy cards", "when do I put conspiracies into play", "hidden agenda face down at the start"] },
  // 315.3: conspiracies never leave the command zone or go in a deck.
  { rule: "315.3", says: "included in a deck", asked: ["can I put a conspiracy in my deck", "can a conspiracy be removed from the command zone", "bring a conspiracy into the game midway"] },
  // 315.5: a face-up conspiracy's abilities work.
  { rule: "315.5", says: "As long as a conspiracy card is face up", asked: ["do conspiracy abilities work all game", "does a face down conspiracy do anything", "when does my conspiracy affect the game"] },
  // 315.5a: conspiracies can change how the game starts.
  { rule: "315.5a", says: "affect the start-of-game procedure", asked: ["conspiracy that changes my opening hand", "can a conspiracy change how the game starts", "backup plan conspiracy two opening hands"] },
  // 315.5b: a face-down conspiracy has no characteristics.
  { rule: "315.5b", says: "Face-down conspiracy cards have no characteristics", asked: ["does a face down conspiracy have a name", "what is a hidden agenda before it's revealed"] },
  // 315.6: the player who put a conspiracy in owns and controls it.
  { rule: "315.6", says: "The controller of a conspiracy card", asked: ["who controls a conspiracy", "who owns my conspiracy card", "can my opponent take control of my conspiracy"] },
  // 315.7: looking at your face-down conspiracy.
  { rule: "315.7", says: "look at a face-down conspiracy", asked: ["can I look at my hidden agenda", "can I see my opponent's face down conspiracy", "reveal a hidden agenda name when it is turned face up"] },
  // 500.1: the five phases of a turn.
  { rule: "500.1", says: "A turn consists of five", asked: ["what are the phases of a turn", "what order do the phases go in", "how many phases are in a turn", "parts of a turn in magic"] },
  // 500.2: a phase or step ends only when everyone passes with the stack empty.
  { rule: "500.2", says: "all players pass in succession", asked: ["when does a step end", "does the phase end as soon as the stack is empty", "do both players have to pass to move to the next step", "can I do something after the last spell resolves before the step ends"] },
  // 500.3: steps without priority end when their actions are done.
  { rule: "500.3", says: "no players receive priority ends", asked: ["which steps have no priority", "when does the untap step end", "can I respond during the untap step", "cleanup step with nothing to do does anyone get priority"] },
  // 500.4: "until" effects end as that step or phase begins.
  { rule: "500.4", says: "effects that last until that", asked: ["effect lasts until my next untap step when does it stop", "until your next upkeep effect when does it stop", "until your next turn effect when does it end", "effect that lasts until end step when does it expire"] },
  // 500.5: mana empties between steps and phases.
  { rule: "500.5", says: "unspent mana left in a", asked: ["does mana carry over between phases", "floating mana lost at end of step", "can I keep mana from my upkeep to my main phase", "is there still mana burn", "does my mana pool empty between steps"] },
  // 500.5a: "until end of combat".
  { rule: "500.5a", says: "expire at the end of", asked: ["when does until end of combat end", "does an until end of combat effect last through the end of combat step", "until end of combat pump gone before the end of combat step", "does an until end of combat effect end before second main phase"] },
  // 500.5b: until-end-of-turn effects end in the cleanup step.
  { rule: "500.5b", says: "are subject to special rules", asked: ["when does until end of turn actually end", "does a giant growth wear off in the end step", "can I respond after until end of turn effects end"] },
  // 500.6: "at the beginning of" triggers.
  { rule: "500.6", says: "When a phase or step begins", asked: ["when do beginning of upkeep triggers go on the stack", "at the beginning of combat trigger timing", "when do beginning of step abilities trigger"] },
  // 500.7: extra turns.
  { rule: "500.7", says: "give a player extra turns", asked: ["who takes their extra turn first", "two extra turns in a row order", "extra turns from different players in multiplayer", "when do I take my extra turn"] },
  // 500.8: extra phases.
  { rule: "500.8", says: "Some effects can add phases", asked: ["extra combat phases what order", "additional combat and main phase after this one", "how do extra combats work"] },
  // 500.9: extra steps.
  { rule: "500.9", says: "Some effects can add steps", asked: ["how do additional steps work", "extra upkeep step order", "two extra upkeep steps added after this one which comes first", "effect adds a step before my draw step"] },
  // 500.10: a step added after a phase brings its phase.
  { rule: "500.10", says: "add a step after a", asked: ["additional upkeep after combat do I untap and draw", "extra upkeep steps after this phase", "obeka extra upkeeps"] },
  // 500.10a: "you get" an extra step only on your own turn.
  { rule: "500.10a", says: "turn other than its controller", asked: ["you get an additional upkeep on my opponent's turn", "extra step from my card during someone else's turn"] },
  // 500.11: skipping.
  { rule: "500.11", says: "To skip a step, phase", asked: ["what does skip a turn mean", "skip my draw step what happens", "skip combat", "do triggers happen in a skipped step"] },
  // 500.12: nothing happens between steps.
  { rule: "500.12", says: "No game events can occur", asked: ["can I do something between steps", "is there time between turns to act", "cast a spell in between phases"] },
  // 501.1: the beginning phase.
  { rule: "501.1", says: "consists of three steps", asked: ["what are the steps of the beginning phase", "untap upkeep draw order", "what happens at the start of my turn", "what comes before the draw step"] },
  // 502.1: phasing in the untap step.
  { rule: "502.1", says: "all phased-in permanents with phasing", asked: ["when do phased out permanents come back", "phasing in the untap step", "when does my phased out creature return"] },
  // 502.2: day and night change in the untap step.
  { rule: "502.2", says: "it becomes night", asked: ["when does day become night", "how does it become day again", "when do daybound cards transform", "how many spells to flip night back to day"] },
  // 502.2a: day and night with shared team turns.
  { rule: "502.2a", says: "shared team turns option use", asked: ["day and night in two headed giant", "how does night become day for a team"] },
  // 502.3: untapping.
  { rule: "502.3", says: "which permanents they control will", asked: ["can I choose not to untap a permanent", "do my permanents untap automatically", "what untaps during my untap step", "creature that doesn't untap during your untap step"] },
  // 502.4: no priority in the untap step.
  { rule: "502.4", says: "No player receives priority during", asked: ["can I cast anything during the untap step", "can I respond during untap", "when do triggers from the untap step go on the stack", "tap my opponent's creature before it untaps"] },
  // 503.1: the upkeep step gives priority.
  { rule: "503.1", says: "The upkeep step has no", asked: ["can I cast spells in my upkeep", "what happens during upkeep", "does upkeep do anything on its own"] },
  // 503.1a: untap and upkeep triggers go on the stack together.
  { rule: "503.1a", says: "triggered during the untap step", asked: ["what order do upkeep triggers go on the stack", "triggers from the untap step and upkeep together", "two upkeep triggers which resolves first", "do I choose the order of my upkeep triggers"] },
  // 503.2: "after your upkeep" with several upkeeps.
  { rule: "503.2", says: "multiple upkeep steps", asked: ["cast only after upkeep with extra upkeeps", "after your upkeep spell when there are two upkeeps", "can I cast a spell that says after your upkeep during the second upkeep"] },
  // 504.1: the draw for the turn.
  { rule: "504.1", says: "the active player draws a card", asked: ["when do I draw for the turn", "can I respond to my draw for the turn", "does the draw for turn use the stack", "can my opponent do something before I draw"] },
  // 504.2: priority in the draw step.
  { rule: "504.2", says: "Second, the active player gets", asked: ["can I cast instants in my draw step", "can my opponent act during my draw step", "can I respond after drawing for the turn", "cast an instant after my draw but before main phase"] },
  // 505.1: the two main phases.
  { rule: "505.1", says: "There are two main phases", asked: ["how many main phases are there", "first main phase vs second main phase", "precombat and postcombat main", "can I play cards after combat"] },
  // 505.1a: only the first main phase is precombat.
  { rule: "505.1a", says: "Only the first main phase", asked: ["is the main phase after an extra combat precombat", "main phase after a skipped combat is it postcombat", "second main phase when combat is skipped"] },
  // 505.1b: counting main phases in card text.
  { rule: "505.1b", says: "count the number of main phases", asked: ["what does first main phase on a card mean with extra combats", "which main phase counts as second", "second main phase card with two combats which main phase is it"] },
  // 505.2: a main phase ends when all pass on an empty stack.
  { rule: "505.2", says: "The main phase has no steps", asked: ["when does the main phase end", "does main phase have steps", "can I go to combat if I still have a spell on the stack", "how do I move from main phase to combat"] },
  // 505.3: archenemy sets a scheme in motion.
  { rule: "505.3", says: "top card of their scheme deck", asked: ["when does the archenemy set a scheme in motion", "archenemy scheme timing"] },
  // 505.4: Sagas get lore counters in the precombat main phase.
  { rule: "505.4", says: "puts a lore counter on each", asked: ["when do sagas get lore counters", "when does my saga trigger on my turn", "saga chapter timing", "does a saga go up in my second main phase"] },
  // 505.5: rolling to visit Attractions.
  { rule: "505.5", says: "rolls to visit their Attractions", asked: ["when do I roll for attractions", "attraction roll timing"] },
  // 505.6: priority in the main phase after its actions.
  { rule: "505.6", says: "Fourth, the active player gets", asked: ["when do I get priority in my main phase", "can my opponent respond at the start of my main phase", "can I cast an instant at the start of my main phase before playing a land", "do I get priority as soon as my main phase starts"] },
  // 505.6a: main-phase-only spell types.
  { rule: "505.6a", says: "the only phase in which", asked: ["can I cast a creature during combat", "when can I cast sorceries and creatures", "which spells need the main phase"] },
  // 505.6b: playing a land in a main phase.
  { rule: "505.6b", says: "During either main phase", asked: ["can I play a land in my second main phase", "can I play a land after combat", "can I play a land during combat", "can I hold my land drop until after attacking"] },
  // 506.1: the steps of combat.
  { rule: "506.1", says: "The combat phase has five steps", asked: ["what are the steps of combat", "combat steps in order", "why are there two damage steps with first strike", "if nobody attacks is there a blockers step"] },
  // 506.2: attacking and defending player.
  { rule: "506.2", says: "the active player is the attacking", asked: ["who is the defending player", "what can I attack", "can I attack my opponent's planeswalker or battle"] },
  // 506.2a: choosing the defending player in multiplayer.
  { rule: "506.2a", says: "one or more defending players", asked: ["who do I attack in multiplayer", "can I attack more than one opponent", "choose the defending player in multiplayer"] },
  // 506.2b: shared team turns.
  { rule: "506.2b", says: "the active team is the", asked: ["who attacks in two headed giant", "defending team in two headed giant"] },
  // 506.3: only creatures attack and block; only players, planeswalkers, battles are attacked.
  { rule: "506.3", says: "Only a creature can attack", asked: ["can I attack a creature", "can I attack my opponent's creature directly", "can a noncreature artifact block", "can I attack an enchantment", "can my planeswalker block", "can a vehicle block without being crewed"] },
  // 506.3a: a noncreature put onto the battlefield attacking.
  { rule: "506.3a", says: "noncreature permanent onto the battlefield attacking", asked: ["noncreature put onto the battlefield attacking", "vehicle put into play attacking without being crewed", "tokens put onto the battlefield attacking that aren't creatures", "enters attacking but it's an artifact not a creature"] },
  // 506.3b: only the attacking player's creatures can enter attacking.
  { rule: "506.3b", says: "any player except an attacking", asked: ["token enters attacking on my opponent's turn", "put a creature onto the battlefield attacking when I'm not the attacker", "my opponent's effect puts a creature onto the battlefield attacking under my control", "token enters attacking under a non attacking player's control"] },
  // 506.3c: entering attacking something gone.
  { rule: "506.3c", says: "a player not in the game", asked: ["token enters attacking a planeswalker that already died", "enters attacking a player who left the game"] },
  // 506.3d: entering blocking an attacker not attacking you.
  { rule: "506.3d", says: "onto the battlefield blocking but", asked: ["creature enters blocking a creature that isn't attacking me", "put a blocker into play for another player"] },
  // 506.3e: a battle creature can't enter attacking or blocking.
  { rule: "506.3e", says: "battle onto the battlefield attacking", asked: ["battle that is also a creature enters attacking", "can a creature battle block"] },
  // 506.3f: a battle can't become an attacker or blocker.
  { rule: "506.3f", says: "cause a battle to become", asked: ["can a battle attack", "effect makes a battle an attacking creature"] },
  // 506.4: removal from combat.
  { rule: "506.4", says: "A permanent is removed from combat", asked: ["what removes a creature from combat", "if I steal an attacking creature is it still attacking", "does regenerating remove a creature from combat", "flicker an attacker is it still attacking", "blocker phases out is it still blocking", "ninjutsu returns my unblocked attacker is it removed from combat", "creature stops being a creature mid combat does it still deal damage", "animated manland stops being a creature during combat"] },
  // 506.4a: a later "can't attack/block" doesn't remove.
  { rule: "506.4a", says: "would have kept that creature", asked: ["pacifism on an attacking creature does it stop attacking", "creature gets can't block after blocking", "can't attack effect after attackers are declared", "blocker becomes unable to block after blocks does it still block", "attacker gets defender after attacking is it still attacking", "stopping an attack that already happened with can't attack"] },
  // 506.4b: tapping or untapping doesn't remove from combat.
  { rule: "506.4b", says: "Tapping or untapping a creature", asked: ["tap an attacking creature does it still deal damage", "does tapping a blocker stop its damage", "tapped blocker still deals damage", "untap an attacker does it stop attacking", "vigilance creature tapped after attacking", "attacking creature untapped by an effect is it still attacking", "tapped attacker can it still be blocked"] },
  // 506.4c: a creature attacking a removed planeswalker or battle.
  { rule: "506.4c", says: "removing that planeswalker or battle", asked: ["planeswalker dies during combat what happens to its attackers", "does my attacker hit the player if the planeswalker is gone", "creature attacking a dead planeswalker can it be blocked", "planeswalker bounced in response to attack where does the damage go", "battle removed during combat do attackers hit the player", "attacked planeswalker sacrificed before damage"] },
  // 506.4d: a blocking planeswalker creature.
  { rule: "506.4d", says: "both a blocking creature and", asked: ["gideon blocking while being attacked", "animated planeswalker blocks and stops being a creature"] },
  // 506.4e: a planeswalker battle being attacked.
  { rule: "506.4e", says: "both a planeswalker and a", asked: ["attacked permanent that is a planeswalker and a battle", "battle stops being a battle while attacked"] },
  // 506.5: attacking or blocking alone.
  { rule: "506.5", says: "attacks alone", asked: ["what does attacks alone mean", "exalted when one creature attacks", "does a token entering attacking stop attacking alone", "what is blocking alone", "exalted with two attackers", "does a creature put onto the battlefield attacking stop it from attacking alone"] },
  // 506.6: "had to attack".
  { rule: "506.6", says: "had to attack", asked: ["what does had to attack mean", "creature forced to attack check", "creature that had to attack because of a goad", "did my creature have to attack if no effect forced it"] },
  // 506.7: spells cast only before or after a point of combat.
  { rule: "506.7", says: "only [before/after] [a particular point", asked: ["cast only before attackers are declared when can I cast it", "what does cast only during combat mean", "card says cast only before blockers are declared", "can I cast a before blockers spell during my opponent's combat"] },
  // 506.7a: "before attackers are declared".
  { rule: "506.7a", says: "the turn-based action of declaring attackers", asked: ["cast only before attackers are declared", "does before attackers are declared still work if nobody attacks", "spell that says cast only before attackers when nobody attacks", "can I cast a before attackers spell in my beginning of combat"] },
  // 506.7b: "before blockers are declared".
  { rule: "506.7b", says: "declaring blockers", asked: ["cast only before blockers are declared", "before blockers when nobody blocks", "fog style spell cast only before blockers", "can I cast a before blockers spell after attacks"] },
  // 506.7c: "during combat" with several combats.
  { rule: "506.7c", says: "If a turn has multiple", asked: ["cast only during combat with extra combats", "during combat spell in a second combat phase", "during combat only spell with two combat phases", "can I cast a during combat spell in the second combat"] },
  // 506.7d: "before/after" a point only in the first combat.
  { rule: "506.7d", says: "of the first combat phase", asked: ["before blockers spell in the second combat", "after combat spell when there are two combats", "before blockers spell in my second combat phase"] },
  // 506.7e: the stated point doesn't exist.
  { rule: "506.7e", says: "before the declare attackers step", asked: ["before blockers spell when no one attacked", "before combat spell when combat is skipped", "cast only before blockers when nobody attacked", "before combat damage spell when combat was skipped"] },
  // 506.7f: "only during combat after blockers" when blocks are skipped.
  { rule: "506.7f", says: "after blockers are declared", asked: ["after blockers spell when no blockers step happens", "can I cast after blockers if nobody attacked"] },
  // 506.7g: the same timing for abilities.
  { rule: "506.7g", says: "apply to abilities that state", asked: ["activate only before attackers ability timing", "ability only during combat with multiple combats", "ability says activate only before blockers are declared with extra combats"] },
  // 507.1: choosing the defending player at the beginning of combat.
  { rule: "507.1", says: "chooses one of their opponents", asked: ["when do I pick who I am attacking in multiplayer", "beginning of combat choose an opponent", "who is the defending player in a free for all", "do I have to choose one opponent before attacking"] },
  // 507.2: priority at the beginning of combat.
  { rule: "507.2", says: "Second, the active player gets", asked: ["can I tap a creature before it attacks", "can I act in beginning of combat", "kill a creature before attacks", "when is the last chance to stop an attacker"] },
  // 508.1: declaring attackers is a turn-based action.
  { rule: "508.1", says: "the active player declares attackers", asked: ["does declaring attackers use the stack", "what happens if I declare an illegal attack", "how do I declare my attacks", "can my opponent respond to me attacking before it happens", "what are the steps of declaring attackers", "order of checks when I declare attackers", "when do I pay attack costs during the attack declaration"] },
  // 508.1a: who may attack: untapped, haste or under control since the turn began.
  { rule: "508.1a", says: "must either have haste or", asked: ["can tapped creatures attack", "does haste let me attack the turn I cast it", "can a creature I stole this turn attack", "can I attack with a creature that came in this turn", "can a battle attack", "creature that was under my control since my turn began can attack"] },
  // 508.1b: announcing what each attacker attacks.
  { rule: "508.1b", says: "announces which player, planeswalker, or battle", asked: ["do I choose which planeswalker I'm attacking", "do I have to say who each creature is attacking", "split my attackers between the player and a planeswalker", "attack two planeswalkers with different creatures", "do I have to declare what each creature attacks if there are battles"] },
  // 508.1c: attack restrictions.
  { rule: "508.1c", says: "effects that say a creature", asked: ["can't attack alone how does it work", "can two creatures that can't attack alone attack together", "creature with can't attack unless restriction", "is my attack legal with a can't attack effect", "can't attack unless defending player controls an island", "creature that can't attack me can it attack my planeswalker", "can a defender creature attack"] },
  // 508.1d: attack requirements.
  { rule: "508.1d", says: "attacks if able", asked: ["attacks each combat if able what if it's tapped", "must attack if able do I have to pay a tax to attack", "forced to attack and can't attack at the same time", "attacks each turn with two combats", "goaded creature has to attack but can't attack unless I pay", "creature must attack if able but there is a tax", "two attack requirements that conflict which one do I obey", "forced to attack only one creature can attack"] },
  // 508.1e: banding is announced with attacks.
  { rule: "508.1e", says: "bands with other", asked: ["when do I announce banding", "how do I form a band when attacking"] },
  // 508.1f: attacking taps, but isn't a cost.
  { rule: "508.1f", says: "attacking simply causes creatures to", asked: ["is tapping to attack a cost", "does attacking tap my creature", "can I use an attacking creature's tap to pay for something", "why doesn't a vigilance creature tap"] },
  // 508.1g: optional costs to attack.
  { rule: "508.1g", says: "optional costs to attack", asked: ["optional cost as a creature attacks", "when do I choose to pay an as it attacks cost", "pay a cost as my creature attacks for a bonus", "optional attack cost do I have to pay"] },
  // 508.1h: costs to attack are locked in.
  { rule: "508.1h", says: "determines the total cost to", asked: ["how do I pay for ghostly prison", "propaganda tax when do I pay", "can I pay to attack after declaring", "cost to attack changes after I pay"] },
  // 508.1i: mana abilities to pay attack costs.
  { rule: "508.1i", says: "If any of the costs require", asked: ["can I tap lands to pay propaganda while declaring attacks", "when do I make mana for an attack tax", "can I float mana before declaring attackers to pay an attack tax"] },
  // 508.1j: attack costs paid in full.
  { rule: "508.1j", says: "Partial payments are not allowed", asked: ["can I pay part of an attack tax", "pay for only some attackers with propaganda", "can I pay the tax for only two of my three attackers", "what if I can't pay the full attack tax"] },
  // 508.1k: chosen creatures become attacking creatures.
  { rule: "508.1k", says: "becomes an attacking creature", asked: ["when does a creature count as attacking", "how long is a creature attacking", "is my creature still attacking after combat damage", "does a creature that was declared as an attacker stop attacking when combat ends", "is my creature still attacking after the damage step"] },
  // 508.1m: attack triggers trigger once attackers are declared.
  { rule: "508.1m", says: "Any abilities that trigger on attackers being declared trigger", asked: ["when do whenever this attacks triggers happen", "do attack triggers go on the stack after I pay attack costs", "when do attack triggers trigger"] },
  // 508.2: priority after attacks.
  { rule: "508.2", says: "Second, the active player gets", asked: ["can I respond after attackers are declared", "when can my opponent kill an attacker", "cast spells in the declare attackers step"] },
  // 508.2a: attack triggers check only at declaration.
  { rule: "508.2a", says: "trigger only at the point", asked: ["attack trigger if my creature changes color after attacking", "creature becomes a match after it attacked does it trigger", "whenever a green creature attacks if it turns green later"] },
  // 508.2b: attack triggers go on the stack before priority.
  { rule: "508.2b", says: "triggered on attackers being declared", asked: ["order of attack triggers", "when do attack triggers go on the stack", "can I respond to attack triggers"] },
  // 508.3: the kinds of attack triggers.
  { rule: "508.3", says: "Triggered abilities that trigger on attackers being declared", asked: ["different kinds of attack triggers", "whenever attacks versus whenever you attack triggers", "does an attack trigger care what my creature attacks"] },
  // 508.3a: "whenever attacks" needs a declared attacker.
  { rule: "508.3a", says: "if that creature is declared", asked: ["does a token that enters attacking trigger whenever attacks", "myriad tokens trigger attack abilities", "put onto the battlefield attacking does it count as attacking for triggers"] },
  // 508.3b: "whenever is attacked".
  { rule: "508.3b", says: "is attacked", asked: ["whenever you are attacked trigger", "trigger when my planeswalker gets attacked", "does a creature entering attacking trigger whenever you're attacked"] },
  // 508.3c: "whenever a player attacks with".
  { rule: "508.3c", says: "triggers if a creature that player", asked: ["whenever you attack with a creature trigger", "does attacks with trigger for each creature", "whenever you attack with a creature with flying trigger", "trigger when I attack with a specific creature type"] },
  // 508.3d: "whenever a player attacks".
  { rule: "508.3d", says: "one or more creatures that", asked: ["whenever you attack trigger once or per creature", "does whenever you attack trigger if I only attack a planeswalker", "whenever you attack trigger in multiplayer attacking two opponents", "does whenever you attack trigger with creatures put onto the battlefield attacking"] },
  // 508.3e: "whenever a player attacks another player".
  { rule: "508.3e", says: "attacking the second player", asked: ["attacks a player trigger when I attack a planeswalker", "whenever you attack an opponent trigger", "does attacking a battle count as attacking a player"] },
  // 508.3f: "attacks and isn't blocked" triggers in declare blockers.
  { rule: "508.3f", says: "triggers during the declare blockers", asked: ["when does attacks and isn't blocked trigger", "unblocked trigger timing", "attacks and isn't blocked trigger in the declare attackers step", "when does an unblocked trigger happen"] },
  // 508.4: entering attacking.
  { rule: "508.4", says: "put onto the battlefield attacking", asked: ["token enters attacking who is it attacking", "put onto the battlefield tapped and attacking does it count as attacked", "ninjutsu creature attacking the same player", "creature enters attacking can I choose a planeswalker", "who does a token that enters attacking attack", "hero of bladehold tokens enter attacking who do they attack", "does a creature put onto the battlefield attacking count as attacked"] },
  // 508.4a: entering attacking something no longer there.
  { rule: "508.4a", says: "is never considered an attacking", asked: ["token enters attacking a player who left the game", "put attacking a planeswalker that died before resolution", "tokens entering attacking a planeswalker that was killed in response"] },
  // 508.4b: "is attacking" something gone.
  { rule: "508.4b", says: "effect that states a creature", asked: ["effect makes my creature attacking a player who left", "becomes attacking a planeswalker that is gone"] },
  // 508.4c: entering attacking ignores attack restrictions and requirements.
  { rule: "508.4c", says: "stated to be attacking", asked: ["does a token entering attacking pay propaganda", "can a creature that can't attack enter attacking", "creature put in attacking ignores can't attack"] },
  // 508.5: who is "defending player".
  { rule: "508.5", says: "the defending player it", asked: ["who is the defending player when I attack a planeswalker", "defending player for an attacker removed from combat", "defending player for a creature attacking a battle"] },
  // 508.5a: one defending player per attacker in multiplayer.
  { rule: "508.5a", says: "one specific defending player", asked: ["defending player in multiplayer means which opponent", "card says defending player with attackers at several opponents", "defending player for a trigger with attackers at two players", "who is the defending player when I attack several opponents"] },
  // 508.6: "attacking a player" vs "attacked a player".
  { rule: "508.6", says: "if the first player declared", asked: ["what does attacked a player this turn mean", "am I attacking a player if my creature attacks their planeswalker", "did I attack a player if I only attacked their battle"] },
  // 508.7: changing what a creature attacks.
  { rule: "508.7", says: "reselect which player, planeswalker, or battle", asked: ["card that changes what my creature is attacking", "can my opponent make my creature attack someone else", "redirect an attacking creature to a planeswalker"] },
  // 508.7a: reselecting doesn't attack again.
  { rule: "508.7a", says: "attacked a second time", asked: ["redirect an attacker does it trigger attack again", "change who my creature attacks is it still attacking", "changed attacker triggers whenever attacks again", "redirected creature counts as having attacked the original player"] },
  // 508.7b: a redirected attacker ignores attack rules.
  { rule: "508.7b", says: "While reselecting which player", asked: ["redirected attacker ignores can't attack restrictions", "change what my creature attacks despite a tax", "redirect to a planeswalker it couldn't attack", "can't attack restriction when a card changes the target of an attack"] },
  // 508.7c: the reselected target must be an opponent's.
  { rule: "508.7c", says: "The reselected player, planeswalker, or", asked: ["can I redirect an attacker to my own planeswalker", "who can an attack be redirected to", "redirect an attacker to a battle my opponent protects", "can my creature be redirected to attack its controller"] },
  // 508.7d: reselecting in multiplayer without attacking multiple players.
  { rule: "508.7d", says: "the chosen defending player", asked: ["redirect an attacker to another opponent in multiplayer", "can I change which player my creature attacks in two headed giant", "redirected attack must stay on the same defending player"] },
  // 508.7e: reselecting with limited range of influence.
  { rule: "508.7e", says: "within the range of influence of the attacking", asked: ["redirect an attacker to a player outside my range of influence", "range of influence when changing what a creature attacks"] },
  // 508.8: no attackers skips blockers and damage.
  { rule: "508.8", says: "If no creatures are declared", asked: ["if I don't attack is there a blockers step", "no attackers skip combat damage", "do first strike triggers happen if nobody attacks", "skip to end of combat when no one attacks"] },
  // 509.1: declaring blockers is a turn-based action.
  { rule: "509.1", says: "the defending player declares blockers", asked: ["does declaring blockers use the stack", "how do I declare blocks", "what happens with an illegal block", "what are the steps of declaring blockers", "order of checks when I declare blockers", "block declared illegally do we rewind"] },
  // 509.1a: who may block and what.
  { rule: "509.1a", says: "chooses one creature for it", asked: ["can tapped creatures block", "can one creature block two attackers", "can I block a creature attacking my teammate", "can several creatures block the same attacker", "can I chump block with a token", "can a creature block an attacker attacking my planeswalker", "can I block for my teammate's battle", "can a summoning sick creature block"] },
  // 509.1b: block restrictions and evasion.
  { rule: "509.1b", says: "declaration of blockers is illegal", asked: ["can a creature without flying block a flyer", "menace how many blockers do I need", "attacker gains flying after it's blocked", "flying and shadow together who can block", "what is evasion", "can my creature block if it can't block alone", "can't be blocked except by two or more creatures how many blockers"] },
  // 509.1c: block requirements.
  { rule: "509.1c", says: "blocks if able", asked: ["must block if able with menace", "lure all creatures must block", "do I have to pay a cost to block if forced to block", "blocks each combat if able", "provoke forces my creature to block", "must be blocked by all creatures able to block it", "must be blocked if able but my blocker can't block flyers", "two block requirements which do I obey", "creature with can't block can it block if lured"] },
  // 509.1d: costs to block are locked in.
  { rule: "509.1d", says: "determines the total cost to", asked: ["pay a cost to block", "when do I pay a blocking tax", "cost to block changes after I pay", "how do I pay a cost for each blocker", "war tax on blockers when is it paid"] },
  // 509.1e: mana abilities to pay costs to block.
  { rule: "509.1e", says: "the defending player then has a chance to activate mana abilities", asked: ["can I tap lands to pay a cost to block", "when do I make mana for a block tax", "can I tap a blocker for mana to pay for blocking"] },
  // 509.1f: block costs are paid in full.
  { rule: "509.1f", says: "Partial payments are not allowed", asked: ["can I pay part of a cost to block", "pay the block tax for only some blockers", "can I block with only some creatures if I can't pay for all of them"] },
  // 509.1g: chosen creatures become blocking creatures.
  { rule: "509.1g", says: "becomes a blocking creature", asked: ["when is a creature a blocker", "how long is a creature blocking", "blocker I lost control of before blocks"] },
  // 509.1h: blocked stays blocked.
  { rule: "509.1h", says: "A creature remains blocked even", asked: ["if the blocker dies is the attacker still blocked", "kill the blocker does damage go through to the player", "removed blocker does the attacker become unblocked", "blocker bounced before damage", "does an attacker stay blocked if the blocker is flickered", "blocker sacrificed attacker deals no damage"] },
  // 509.1i: block triggers trigger once blockers are declared.
  { rule: "509.1i", says: "Any abilities that trigger on blockers being declared trigger", asked: ["when do block triggers happen", "when does whenever this blocks trigger", "do becomes blocked triggers go on the stack after blocks are declared"] },
  // 509.2: priority after blocks.
  { rule: "509.2", says: "Second, the active player gets", asked: ["can I pump my creature after blocks", "giant growth after blockers are declared", "who gets to cast first after blocks"] },
  // 509.2a: block triggers go on the stack before priority.
  { rule: "509.2a", says: "triggered on blockers being declared", asked: ["order of block triggers", "when do block triggers go on the stack", "who orders the block triggers", "do blocks and becomes blocked triggers go on the stack together"] },
  // 509.3: the kinds of block triggers.
  { rule: "509.3", says: "Triggered abilities that trigger on blockers being declared", asked: ["different kinds of block triggers", "whenever blocks versus whenever becomes blocked", "does a block trigger trigger once or for each creature"] },
  // 509.3a: "whenever blocks" once per combat.
  { rule: "509.3a", says: "even if it blocks multiple", asked: ["whenever this blocks trigger when blocking two attackers", "does whenever blocks trigger for a creature put in blocking", "does a blocks trigger trigger once when blocking two creatures", "blocker with whenever blocks put onto the battlefield blocking"] },
  // 509.3b: "whenever blocks a creature" once per attacker.
  { rule: "509.3b", says: "triggers once for each attacking", asked: ["blocks a creature trigger for each attacker blocked", "whenever blocks a creature with a multi blocker", "whenever blocks a creature trigger when blocking two attackers"] },
  // 509.3c: "whenever becomes blocked" once per combat.
  { rule: "509.3c", says: "becomes blocked by at least", asked: ["becomes blocked trigger with two blockers", "does becomes blocked trigger for each blocker", "rampage bushido when blocked", "rampage triggers once for each blocker", "does becomes blocked trigger once with two blockers"] },
  // 509.3d: "whenever becomes blocked by a creature" once per blocker.
  { rule: "509.3d", says: "triggers once for each creature", asked: ["becomes blocked by a creature trigger per blocker", "flanking trigger with multiple blockers", "bushido and flanking with two blockers", "becomes blocked by a creature triggers for each blocker"] },
  // 509.3e: triggers on a number of blockers.
  { rule: "509.3e", says: "a particular number of creatures", asked: ["blocked by two or more creatures trigger", "trigger when blocked by three creatures", "becomes blocked by two or more creatures after a blocker is added"] },
  // 509.3f: block triggers check characteristics at the block.
  { rule: "509.3f", says: "becomes a blocked creature", asked: ["blocker turned a different color after blocking does it trigger", "becomes blocked by a white creature trigger later change"] },
  // 509.3g: "attacks and isn't blocked".
  { rule: "509.3g", says: "all its blockers are removed", asked: ["attacks and isn't blocked trigger if the blocker is removed", "does a creature that entered attacking trigger isn't blocked", "unblocked trigger when a creature enters attacking", "attacks and isn't blocked if it was put onto the battlefield attacking"] },
  // 509.4: entering blocking.
  { rule: "509.4", says: "put onto the battlefield blocking", asked: ["creature enters blocking which attacker does it block", "does a creature put in blocking count as blocked for triggers", "can I choose which attacker a creature put in blocking blocks", "does a creature put onto the battlefield blocking trigger whenever blocks"] },
  // 509.4a: entering blocking an attacker that's gone.
  { rule: "509.4a", says: "is no longer attacking", asked: ["creature enters blocking an attacker that was removed", "put onto the battlefield blocking a creature that left combat"] },
  // 509.4b: entering blocking ignores block rules.
  { rule: "509.4b", says: "requirements or restrictions that apply", asked: ["creature enters blocking a flyer without flying", "put onto the battlefield blocking ignores menace", "creature put into play blocking a creature it can't block", "put a blocker onto the battlefield blocking an unblockable creature"] },
  // 510.1: assigning combat damage.
  { rule: "510.1", says: "announces how each attacking creature", asked: ["who assigns combat damage first", "does combat damage use the stack", "can I respond to combat damage", "how does combat damage work", "who chooses how combat damage is divided", "does the defending player assign damage for blockers", "steps of the combat damage step"] },
  // 510.1a: damage equal to power; zero or less deals none.
  { rule: "510.1a", says: "assigns combat damage equal to", asked: ["does a creature with zero power deal damage", "negative power combat damage", "how much damage does my creature deal in combat", "creature with 0 power does it deal combat damage", "creature gets minus power does it deal negative damage"] },
  // 510.1b: an unblocked creature damages what it attacks.
  { rule: "510.1b", says: "An unblocked creature assigns", asked: ["where does unblocked damage go", "go face with an unblocked creature", "unblocked creature attacking a planeswalker that left", "unblocked attacker whose planeswalker left deals no damage", "unblocked attacker hits the player it attacked"] },
  // 510.1c: a blocked attacker divides damage among its blockers.
  { rule: "510.1c", says: "A blocked creature assigns its", asked: ["how do I split damage among multiple blockers", "double block how is damage assigned", "do I have to assign lethal to the first blocker", "is there still damage assignment order", "blocked creature with no blockers left deals damage", "double blocked can I put all my damage on one blocker", "divide combat damage between two blockers however I want", "one blocker died before damage does the other take all of it", "chump blocker removed does my attacker deal damage to the player"] },
  // 510.1d: a blocker divides damage among the attackers it blocks.
  { rule: "510.1d", says: "A blocking creature assigns combat", asked: ["creature blocking two attackers how is its damage split", "blocker whose attacker was removed deals damage", "one blocker blocking three attackers how does it split damage", "blocker whose attacker was bounced deals no damage"] },
  // 510.1e: an illegal damage assignment is undone.
  { rule: "510.1e", says: "the total damage assignment", asked: ["illegal combat damage assignment what happens", "assigned damage wrong can I redo it", "illegal damage division take it back", "assigned too little damage to a blocker"] },
  // 510.2: combat damage is dealt at once.
  { rule: "510.2", says: "dealt simultaneously", asked: ["is combat damage simultaneous", "can I sacrifice my creature after damage is assigned", "can I respond between assigning and dealing damage", "do both creatures die if they trade", "both creatures deal damage at the same time", "can I cast a spell after damage is assigned but before it is dealt", "does my creature deal damage if it dies to the other at the same time"] },
  // 510.3: priority after combat damage.
  { rule: "510.3", says: "Third, the active player gets", asked: ["can I cast spells after combat damage", "respond after damage before end of combat", "kill a damaged creature after combat damage"] },
  // 510.3a: damage triggers go on the stack.
  { rule: "510.3a", says: "triggered on damage being dealt", asked: ["when do combat damage triggers go on the stack", "whenever deals combat damage to a player trigger timing", "whenever this deals combat damage trigger when does it go on the stack", "damage triggers and creatures dying at the same time"] },
  // 510.4: first strike and double strike damage steps.
  { rule: "510.4", says: "a second combat damage step", asked: ["how does first strike work", "does double strike deal damage twice", "creature gains first strike after first strike damage", "killed by a first striker before it deals damage", "losing double strike after first damage", "first striker blocks a normal creature who deals damage first", "does a creature with first strike take damage", "give first strike after first strike damage does it deal damage again", "two combat damage steps when one creature has first strike"] },
  // 511.1: end of combat gives priority.
  { rule: "511.1", says: "The end of combat step", asked: ["can I cast spells at end of combat", "what happens in the end of combat step", "last chance to act before combat ends"] },
  // 511.2: "at end of combat" triggers.
  { rule: "511.2", says: "as the end of combat", asked: ["when does destroy at end of combat happen", "at end of combat trigger timing", "when does until end of combat wear off"] },
  // 511.3: removal from combat after end of combat.
  { rule: "511.3", says: "removed from combat", asked: ["is my creature still attacking in my second main phase", "when do creatures stop being attackers", "when does combat end"] },
  // 512.1: the ending phase.
  { rule: "512.1", says: "end and cleanup", asked: ["what are the steps of the ending phase", "end of turn steps", "what happens at the end of my turn", "what are end step and cleanup step"] },
  // 513.1: priority in the end step.
  { rule: "513.1", says: "The end step has no", asked: ["can I cast spells at the end of my opponent's turn", "end step instant", "when should I flash in at end of turn"] },
  // 513.1a: "at end of turn" errata.
  { rule: "513.1a", says: "at end of turn", asked: ["old cards that say at end of turn", "is at end of turn the same as the end step", "at end of turn trigger on an old card when does it happen", "old card says at end of turn"] },
  // 513.2: the end step doesn't back up.
  { rule: "513.2", says: "back up", asked: ["permanent enters during the end step does its end step trigger happen", "flicker at end step returns at the next end step", "delayed trigger created in the end step when does it happen"] },
  // 514.1: discard to hand size.
  { rule: "514.1", says: "more cards than their maximum", asked: ["when do I discard down to seven", "what is the max hand size", "discard at end of turn"] },
  // 514.2: damage and "until end of turn" wear off.
  { rule: "514.2", says: "all damage marked on permanents", asked: ["when does damage wear off", "when do until end of turn effects end", "does damage heal at end of turn", "giant growth wears off when"] },
  // 514.3: normally no priority in cleanup.
  { rule: "514.3", says: "during the cleanup step", asked: ["can I cast spells in the cleanup step", "can I respond to discarding to hand size", "can I respond in cleanup", "is there priority after discarding"] },
  // 514.3a: priority in cleanup when something triggers.
  { rule: "514.3a", says: "another cleanup step begins", asked: ["trigger during cleanup what happens", "madness discard in cleanup can I cast it", "extra cleanup step"] },
];
