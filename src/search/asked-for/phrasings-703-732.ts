/** How players ask for the rules of 703-732: turn-based and state-based actions, copies, face-down and multi-part cards, and the other additional rules (row.ts). */
import type { AskedFor } from "./row";

export const PHRASINGS_703_732: readonly AskedFor[] = [
  // 703.1: turn-based actions don't use the stack.
  { rule: "703.1", says: "Turn-based actions don’t use the stack", asked: ["can i respond to my draw step draw", "can i respond to untapping", "does declaring attackers use the stack", "what happens automatically each turn"] },
  // 703.1a: "at the beginning of upkeep" is a trigger.
  { rule: "703.1a", says: "not turn-based actions", asked: ["is an upkeep trigger a turn based action", "can i respond to beginning of upkeep triggers", "is draw step trigger the same as the draw"] },
  // 703.2: nobody controls turn-based actions.
  { rule: "703.2", says: "not controlled by any player", asked: ["who controls the draw step draw", "are turn based actions controlled by anyone", "can i respond to the untap step"] },
  // 703.3: turn-based actions come first when a step begins.
  { rule: "703.3", says: "automatically dealt with first", asked: ["does the untap happen before upkeep triggers go on the stack", "what happens first when a new step starts", "do turn based actions happen before state based actions and triggers", "order of things at the start of a step"] },
  // 703.4a: phasing happens before untapping.
  { rule: "703.4a", says: "Immediately after the untap step begins", asked: ["when do phased out permanents come back", "phasing happens before untap", "order of things in the untap step"] },
  // 703.4b: the day/night check, right after phasing.
  { rule: "703.4b", says: "checks to see whether that designation", asked: ["is day night checked before or after phasing", "does day flip to night before my permanents untap", "day night switch during the untap step order"] },
  // 703.4c: the active player untaps, all at once.
  { rule: "703.4c", says: "determines which permanents they control", asked: ["do i choose which of my permanents untap", "does everything untap at the same time", "can i keep a permanent tapped during my untap step", "untap one at a time or all together"] },
  // 703.4d: the draw.
  { rule: "703.4d", says: "the active player draws a card", asked: ["when do i draw for the turn", "can i do something before my draw", "the draw happens before anyone can act in the draw step"] },
  // 703.4e: the archenemy sets a scheme in motion.
  { rule: "703.4e", says: "top card of their scheme deck", asked: ["does the scheme get set in motion before anyone can act in the main phase", "archenemy scheme at the start of the main phase", "is setting a scheme in motion a turn based action"] },
  // 703.4f: sagas get lore counters.
  { rule: "703.4f", says: "lore counter on each Saga", asked: ["when does my saga get a lore counter", "saga chapter trigger timing main phase", "do sagas tick up in the second main phase"] },
  // 703.4g: rolling for Attractions after sagas.
  { rule: "703.4g", says: "action of placing lore counters", asked: ["do i roll for attractions before or after my saga gets a counter", "when in the turn do i roll to visit attractions", "attraction roll timing at the start of my first main phase"] },
  // 703.4h: choosing the defending player in some multiplayer games.
  { rule: "703.4h", says: "chooses one of their opponents", asked: ["multiplayer game where i attack only one opponent who do i pick", "in multiplayer when do i pick which opponent i am attacking", "defending player chosen at beginning of combat"] },
  // 703.4i: attackers are declared as the step begins.
  { rule: "703.4i", says: "the active player declares attackers", asked: ["can anything happen in the declare attackers step before i attack", "when exactly are attackers declared", "is there priority before attacks are declared in that step"] },
  // 703.4j: blockers are declared as the step begins.
  { rule: "703.4j", says: "the defending player declares blockers", asked: ["can i cast something in the declare blockers step before blocks", "when exactly are blockers declared", "do i get priority before my opponent blocks in the block step"] },
  // 703.4k: damage assignment announced in APNAP order.
  { rule: "703.4k", says: "each player in APNAP order announces", asked: ["who announces combat damage first attacker or defender", "do both players assign combat damage in turn order", "when do i say how my creature splits its damage"] },
  // 703.4m: combat damage dealt right after assignment.
  { rule: "703.4m", says: "all combat damage is dealt simultaneously", asked: ["can i respond between damage assignment and damage being dealt", "is combat damage dealt right after it is assigned", "no priority between assigning and dealing combat damage"] },
  // 703.4n: discard to hand size.
  { rule: "703.4n", says: "maximum hand size (normally seven)", asked: ["when do i discard down to seven", "do i discard at end of turn", "max hand size cleanup", "can i have more than seven cards in hand"] },
  // 703.4p: damage wears off.
  { rule: "703.4p", says: "all damage is removed from permanents", asked: ["when does damage go away", "does damage stay on creatures between turns", "when do until end of turn effects end", "damage wears off at cleanup"] },
  // 703.4q: mana empties.
  { rule: "703.4q", says: "any unspent mana left", asked: ["does mana carry over between phases", "floating mana between steps", "mana burn when mana empties", "do i keep mana from upkeep to main phase"] },
  // 704.1: what state-based actions are.
  { rule: "704.1", says: "happen automatically whenever certain conditions", asked: ["what are state based actions", "what does sba mean", "things that just happen like creatures dying or players losing", "do state based actions go on the stack"] },
  // 704.1a: triggers that watch the game state aren't state-based actions.
  { rule: "704.1a", says: "watch for a specified game state", asked: ["is when you control no creatures a state based action", "state trigger vs state based action", "triggers that check the game state"] },
  // 704.2: nobody controls state-based actions.
  { rule: "704.2", says: "checked throughout the game", asked: ["who controls state based actions", "can a player choose not to apply a state based action", "do sbas happen on my opponents turn too"] },
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
  // 704.6a: a Two-Headed Giant team at zero life.
  { rule: "704.6a", says: "a team has 0 or less", asked: ["in two headed giant does the whole team lose at zero life", "2hg shared life total hits zero", "two headed giant team life loss"] },
  // 704.6b: fifteen poison in Two-Headed Giant.
  { rule: "704.6b", says: "fifteen or more poison counters", asked: ["how much poison kills a team in two headed giant", "2hg infect how many poison counters", "poison counters in two headed giant 15"] },
  // 704.6c: commander damage.
  { rule: "704.6c", says: "21 or more combat damage", asked: ["how much commander damage kills", "commander damage 21", "does noncombat damage count as commander damage"] },
  // 704.6d: commander to the command zone.
  { rule: "704.6d", says: "put it into the command zone", asked: ["can my commander go back to the command zone when it dies", "commander in graveyard move to command zone", "commander exiled return to command zone"] },
  // 704.6e: a finished scheme goes to the bottom.
  { rule: "704.6e", says: "non-ongoing scheme card is face up", asked: ["scheme stays face up while its trigger is on the stack", "archenemy scheme goes back to the bottom of the deck", "when is a used scheme put away"] },
  // 704.6f: a phenomenon makes the planar controller planeswalk.
  { rule: "704.6f", says: "phenomenon card is face up", asked: ["phenomenon trigger still on the stack do we planeswalk yet", "do we planeswalk away from a phenomenon automatically", "phenomenon card when do we leave it"] },
  // 704.7: one replacement for several game losses at once.
  { rule: "704.7", says: "a single replacement effect", asked: ["lichs mirror when i lose to zero life and an empty library at once", "one replacement effect for losing two ways at the same time", "lose the game for two reasons in one check"] },
  // 704.8: last known information when state-based actions happen together.
  { rule: "704.8", says: "last known information is derived from", asked: ["two creatures die at once from state based actions what did they see", "creatures dying together see each others buffs", "lord dies at the same time as its creatures power"] },
  // 705.1: a coin flip.
  { rule: "705.1", says: "A coin used in a flip", asked: ["can i use a die instead of a coin", "how to flip a coin for a magic card", "digital coin flip allowed"] },
  // 705.2: coin flips.
  { rule: "705.2", says: "No player wins or loses", asked: ["who wins a coin flip", "heads or tails coin flip card", "who calls the coin flip"] },
  // 705.3: an effect that sets a flip's result.
  { rule: "705.3", says: "ignore the actual results", asked: ["effect says i win the coin flip", "the flip counts as heads no matter what", "can i win a flip i could not win"] },
  // 706.1: the effect says how many dice.
  { rule: "706.1", says: "how many of those dice", asked: ["how many dice do i roll for this card", "roll two d6 or one", "card says roll a die which die"] },
  // 706.1a: the kind of die.
  { rule: "706.1a", says: "N equally likely outcomes", asked: ["what does d20 mean on a card", "roll a six sided die", "what kind of dice do i roll"] },
  // 706.1b: digital dice.
  { rule: "706.1b", says: "digital substitute", asked: ["can i use a dice app", "phone dice roller allowed", "roll a d20 with an app"] },
  // 706.2: natural result.
  { rule: "706.2", says: "natural result", asked: ["what is a natural 20", "die roll modifiers", "does a bonus to the roll change the natural result"] },
  // 706.2a: optional and paid modifiers.
  { rule: "706.2a", says: "Modifiers may be optional", asked: ["do i have to add the bonus to my die roll", "pay mana to raise a die roll after seeing it", "can i tap mana after rolling to change the result", "optional plus one to a d20 roll"] },
  // 706.2b: several modifiers to a die roll.
  { rule: "706.2b", says: "the player who rolled chooses one", asked: ["two effects that change a die roll which first", "reroll or add to the roll order", "two modifiers to my d20 roll which applies"] },
  // 706.3: die rolls with a results table.
  { rule: "706.3", says: "include a results table", asked: ["what is the chart on a d20 card", "dice cards with a table of results", "d20 cards from adventures in the forgotten realms"] },
  // 706.3a: reading a results table.
  { rule: "706.3a", says: "the result was in this range", asked: ["how do i read the d20 results chart", "what does 10 to 19 mean on a dice card", "what does 20 plus mean on the die table", "roll lands in no range on the table"] },
  // 706.3b: roll and results are one ability.
  { rule: "706.3b", says: "are all part of one ability", asked: ["is the die roll and its result table one ability", "can i respond between the die roll and its result", "is the results table a separate trigger"] },
  // 706.3c: roll again.
  { rule: "706.3c", says: "Roll again", asked: ["what does roll again mean on a results table", "do modifiers apply to the roll again", "roll again same number of dice"] },
  // 706.4: dice without a results table.
  { rule: "706.4", says: "do not include a results table", asked: ["die roll card with no chart how is the result used", "roll a die and deal damage equal to the result", "dice card without a table"] },
  // 706.5: rolling doubles.
  { rule: "706.5", says: "rolled doubles", asked: ["what counts as rolling doubles", "celebr-8000 doubles"] },
  // 706.6: ignoring a roll.
  { rule: "706.6", says: "ignore a roll", asked: ["what if i ignore a die roll", "reroll triggers twice"] },
  // 706.7: the planar die doesn't have a numerical result.
  { rule: "706.7", says: "rolling the planar die", asked: ["does rolling the planar die trigger roll a die abilities", "planar die counts as rolling a die", "planechase die with dice triggers"] },
  // 706.8a: stored results.
  { rule: "706.8a", says: "stored result", asked: ["how does centaur of attention store results", "what is a stored die result"] },
  // 706.8b: rerolling stored results.
  { rule: "706.8b", says: "To reroll one or more", asked: ["centaur of attention reroll stored dice", "what happens to the old stored results when i reroll", "reroll stored results which die do i use"] },
  // 706.8c: storing and using stored results are linked.
  { rule: "706.8c", says: "stores results on it", asked: ["are stored die results linked to the ability that uses them", "does a copy of centaur of attention see the original stored results", "flicker a permanent with stored dice results"] },
  // 707.1: what copying is.
  { rule: "707.1", says: "search for a copy", asked: ["how does copying work", "what does it mean to copy a creature", "create a token that is a copy of a permanent", "old cards that say search for a copy"] },
  // 707.2: copiable values.
  { rule: "707.2", says: "acquires the copiable values", asked: ["what does a clone copy", "does a copy get counters", "does a clone copy pump effects", "copy keep aura bonuses", "is a copy tapped"] },
  // 707.2a: a copy has the original's color and abilities, once.
  { rule: "707.2a", says: "acquires the color of the object", asked: ["does a clone copy the color", "what color is my clone", "does a clone get the abilities of what it copies", "does a copy end up with two sets of abilities"] },
  // 707.2b: later changes to the original.
  { rule: "707.2b", says: "won’t cause the copy to change", asked: ["if the original changes does the copy change", "copy of a creature that later transforms"] },
  // 707.2c: a static copy effect locks in its values.
  { rule: "707.2c", says: "effect first starts to apply", asked: ["static ability copy effect when are the copied values decided", "essence of the wild copy values locked in", "copy effect from a static ability does it update later"] },
  // 707.3: copying a copy.
  { rule: "707.3", says: "Objects that copy the object", asked: ["clone copying a clone what do i get", "copy a creature that is itself a copy", "copy of a vesuvan doppelganger", "face down morph becomes a copy of something"] },
  // 707.4: a copy becoming another copy doesn't trigger ETB.
  { rule: "707.4", says: "copy a different object while remaining", asked: ["does changing what a clone copies trigger etb", "clone becomes a copy of something else enters trigger"] },
  // 707.5: enters as a copy.
  { rule: "707.5", says: "becomes a copy as it enters", asked: ["does a clone get the etb of the creature it copies", "clone copying etb triggers", "when does a clone become the copy"] },
  // 707.6: choices on the permanent aren't copied.
  { rule: "707.6", says: "aren’t copied", asked: ["does a clone copy the chosen color or name", "copy a creature with a chosen type", "clone a card with as it enters choice"] },
  // 707.7: copied linked abilities stay linked to each other.
  { rule: "707.7", says: "pair of linked abilities are copied", asked: ["does a copy see the cards exiled by the original", "clone a creature with an exile until it leaves ability", "copied linked abilities on a clone"] },
  // 707.8: copy of a dfc.
  { rule: "707.8", says: "copying a melded permanent", asked: ["clone a transformed creature which side", "copy of a double faced creature"] },
  // 707.8a: a token copy of a DFC is double-faced.
  { rule: "707.8a", says: "is a double-faced token", asked: ["token copy of a dfc has both faces", "create a token copy of a double faced card which side is up", "token copy of a transformed creature enters flipped", "token copy of a clone is not double faced"] },
  // 707.9: copy effects with exceptions.
  { rule: "707.9", says: "modifications or exceptions to the copying", asked: ["how does copy except work", "clone that copies except it is a different type", "copy effect with an exception"] },
  // 707.9a: an ability gained while copying is copiable.
  { rule: "707.9a", says: "as part of the copying process", asked: ["copy except it has this ability does another clone get it", "clone copying unstable shapeshifter keeps the ability", "is the added ability part of the copy"] },
  // 707.9b: copies with exceptions.
  { rule: "707.9b", says: "modify a characteristic as part", asked: ["copy except its a 1/1", "token copy that is an artifact in addition"] },
  // 707.9c: copy effects that keep original values.
  { rule: "707.9c", says: "retain their original values", asked: ["copy except it does not copy the color", "copy effect that keeps its own name", "vesuvan doppelganger keeps its own color"] },
  // 707.9d: an exception drops the original's CDA.
  { rule: "707.9d", says: "characteristic-defining ability", asked: ["quicksilver gargantuan copying tarmogoyf", "copy except its 7/7 of a star power creature", "glasspool mimic copying a changeling", "copy except color does it keep devoid"] },
  // 707.9e: the exception's extra effect is lost if copied over.
  { rule: "707.9e", says: "additional effect rather than a modification", asked: ["altered ego copying a clone does it get the counters", "clone copies another clone extra counters lost", "spark double copying a clone counter"] },
  // 707.9f: conditional exceptions.
  { rule: "707.9f", says: "apply only if the copy", asked: ["moritte copying an animated manland does it get the counters", "copy except if its a creature how is that checked", "copy a land that is a creature until end of turn exception"] },
  // 707.9g: a linked trigger doesn't happen if copied over.
  { rule: "707.9g", says: "linked to triggered abilities", asked: ["copy effect with a trigger when it becomes a copy then copies a clone", "clone copying a clone does the copy trigger happen", "copy trigger lost after another copy effect"] },
  // 707.10: a copy of a spell isn't cast.
  { rule: "707.10", says: "copy of a spell isn’t cast", asked: ["does copying a spell count as casting", "do copies trigger cast triggers", "is a storm copy cast", "copy activated ability counts as activating"] },
  // 707.10a: a spell copy outside the stack disappears.
  { rule: "707.10a", says: "copy of a spell is in", asked: ["copy of a card in the graveyard disappears", "can a copied card stay in exile", "cast copy of a card leaves the battlefield where does it go"] },
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
  // 707.10g: a copy of a double-faced permanent spell.
  { rule: "707.10g", says: "double-faced permanent spell", asked: ["copy a transforming creature spell can the token transform", "copy of a double faced creature spell cast transformed", "token from a copied dfc spell"] },
  // 707.11: tracking by name.
  { rule: "707.11", says: "still tracks that permanent", asked: ["effect refers to a card by name after it becomes a copy", "card named itself becomes copy"] },
  // 707.12: casting a copy.
  { rule: "707.12", says: "cast a copy of an object", asked: ["does casting a copy count as casting a spell", "cast a copy trigger cast abilities", "cast a copy of a card in exile"] },
  // 707.13: Garth One-Eye.
  { rule: "707.13", says: "Garth One-Eye", asked: ["how does garth one eye create copies", "garth one eye black lotus copy where does it come from", "copy a card by its name outside the game"] },
  // 707.14: Magar of the Magic Strings.
  { rule: "707.14", says: "Magar of the Magic Strings", asked: ["magar of the magic strings noted card copy", "magar copy after the noted card left the graveyard", "which version of the noted card does magar copy"] },
  // 708.1: face-down spells and permanents.
  { rule: "708.1", says: "permanents to be face down", asked: ["how do face down cards work", "what cards put creatures face down", "morph manifest disguise cloak face down"] },
  // 708.2: face-down objects have only listed characteristics.
  { rule: "708.2", says: "no characteristics other than those listed", asked: ["does a face down creature have a name or mana cost", "what does copying a face down creature give you", "does a morph on the stack have a name or color"] },
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
  // 708.7: turning face up, not on the stack.
  { rule: "708.7", says: "Spells normally can’t be turned", asked: ["can i turn my morph face up while it is on the stack", "when can i unmorph", "flip a face down spell face up"] },
  // 708.8: turning face up.
  { rule: "708.8", says: "is turned face up, its copiable", asked: ["does a morph keep counters when turned face up", "is a face up morph a new creature", "summoning sickness after unmorph"] },
  // 708.9: revealing face-down cards leaving.
  { rule: "708.9", says: "must reveal it to all players", asked: ["do i reveal my morph when it dies", "face down creature bounced reveal", "show the card when a manifest leaves"] },
  // 708.10: a face-down permanent that becomes a copy.
  { rule: "708.10", says: "becomes a copy of another permanent", asked: ["face down creature copies something what is it", "clone a face down creature", "morph creature becomes a copy then turned face up"] },
  // 708.11: "as turned face up" applies during the turn.
  { rule: "708.11", says: "while that permanent is being turned", asked: ["as this is turned face up ability when does it apply", "hooded hydra turned face up counters timing", "morph with a choice as it turns face up"] },
  // 708.12: revealing a face-down permanent ignores effects.
  { rule: "708.12", says: "ignoring any continuous effects", asked: ["reveal a face down creature what mana value counts", "revealed manifest characteristics with pump effects", "reveal a morph for a spell that needs its power"] },
  // 709.1: what a split card is.
  { rule: "709.1", says: "two card faces", asked: ["what is a split card", "how does fire ice work", "cards with two halves side by side"] },
  // 709.2: a split card is one card.
  { rule: "709.2", says: "split card is only one card", asked: ["is a split card two cards", "drawing a split card counts as one"] },
  // 709.3: choose the half to cast.
  { rule: "709.3", says: "chooses which half", asked: ["how do i cast a split card", "can i cast both halves of a split card", "split card on the stack which half"] },
  // 709.3a: only the chosen half of a split card is cast.
  { rule: "709.3a", says: "Only the chosen half is evaluated", asked: ["casting one half of a split card which cost", "can i cast one half under a mana value limit", "split card half targets"] },
  // 709.3b: split cards on the stack.
  { rule: "709.3b", says: "the half being cast", asked: ["split card mana value on the stack", "counter a split card by mana value"] },
  // 709.3c: a cast copy of a split card keeps its halves.
  { rule: "709.3c", says: "copy of a split card", asked: ["cast a copy of a split card which half can i cast", "copy of a split card keeps both halves", "cast a copied split card from exile"] },
  // 709.4: split card characteristics outside the stack.
  { rule: "709.4", says: "two halves combined", asked: ["what is the mana value of a split card in my hand", "split card mana value for cascade", "split card in graveyard mana value"] },
  // 709.4a: naming a split card.
  { rule: "709.4a", says: "Each split card has two names", asked: ["name a split card with pithing needle which name", "can i name both halves of a split card", "does naming one half hit the whole split card"] },
  // 709.4b: split card mana value.
  { rule: "709.4b", says: "combined mana costs", asked: ["what is the mana value of a split card", "split card mana value in graveyard", "split card cmc for cascade"] },
  // 709.4c: a split card has both halves' types and abilities.
  { rule: "709.4c", says: "each card type specified on either", asked: ["is a split card with an instant and sorcery half both types", "split card in graveyard counts as instant and sorcery", "room card types in hand"] },
  // 709.4d: a fused split spell.
  { rule: "709.4d", says: "fused split spell on the stack", asked: ["mana value of a fused split spell", "cast both halves with fuse what color is it", "counter a fused spell by its mana value"] },
  // 709.5: Rooms and their locked halves.
  { rule: "709.5", says: "shared type line", asked: ["how do room cards work", "what does a locked door of a room do", "room name and mana cost while a door is locked", "duskmourn room enchantment"] },
  // 709.5a: both halves share the type line.
  { rule: "709.5a", says: "shares the types and subtypes", asked: ["are both doors of a room enchantments", "what type is each door of a room", "room halves share the room subtype"] },
  // 709.5b: a Room spell still has both halves.
  { rule: "709.5b", says: "even if that object is", asked: ["copy a room spell does the copy have both doors", "room spell on the stack keeps its other half", "copied room half spell resolves with both doors"] },
  // 709.5c: the unlocked designations.
  { rule: "709.5c", says: "called the unlocked designations", asked: ["what does locked mean on a room", "is a door locked by default", "left half unlocked designation meaning"] },
  // 709.5d: which doors are unlocked as a Room enters.
  { rule: "709.5d", says: "enters with neither unlocked designation", asked: ["which door is unlocked when i cast a room", "room put onto the battlefield without being cast both doors locked", "flicker a room do the doors relock", "reanimate a room which doors are open"] },
  // 709.5e: unlocking a Room door.
  { rule: "709.5e", says: "unlock cost", asked: ["how do i unlock a room door", "can i unlock a door at instant speed", "room card unlock the other half", "does unlocking a door use the stack"] },
  // 709.5f: an effect unlocks a door.
  { rule: "709.5f", says: "To unlock half of a permanent", asked: ["effect says unlock a door which one do i pick", "unlock a door without paying its cost", "can i unlock a door that is already unlocked"] },
  // 709.5g: an effect locks a door.
  { rule: "709.5g", says: "To lock half of a permanent", asked: ["effect that locks a door of a room", "relock an unlocked room door", "what happens when a door gets locked again"] },
  // 709.5h: unlock triggers, also on entering.
  { rule: "709.5h", says: "regardless of whether it was given", asked: ["when you unlock this door trigger when i cast that half", "does casting a room half trigger its unlock ability", "unlock trigger as the room enters"] },
  // 709.5i: fully unlocking.
  { rule: "709.5i", says: "fully unlocks", asked: ["when does a room count as fully unlocked", "fully unlock trigger", "unlock both doors at once does it trigger"] },
  // 709.5j: a door is a half.
  { rule: "709.5j", says: "A door is a half", asked: ["what is a door on a room card", "card that refers to a door of a room"] },
  // 710.1: what a flip card is.
  { rule: "710.1", says: "two-part card frame", asked: ["what is a flip card", "kamigawa cards with upside down text", "how do kamigawa flip cards work"] },
  // 710.1a: the right-side-up half.
  { rule: "710.1a", says: "top half of a flip card", asked: ["which half of a flip card is its normal side", "flip card right side up text", "where is the condition to flip on a flip card"] },
  // 710.1b: the upside-down half applies only once flipped.
  { rule: "710.1b", says: "used only if the permanent", asked: ["upside down half of a flip card when does it count", "does the flipped side matter in my hand"] },
  // 710.1c: a flipped card keeps its color and mana cost.
  { rule: "710.1c", says: "color and mana cost", asked: ["does a flipped kamigawa card change color", "flip card mana value after flipping", "do pump effects stay when a flip card flips"] },
  // 710.2: a flip card is unflipped everywhere else.
  { rule: "710.2", says: "before the permanent flips", asked: ["can i tutor a flip card as a legendary card", "is akki lavarunner legendary before it flips", "flip card in the graveyard which name does it have"] },
  // 710.3: showing that a permanent is flipped.
  { rule: "710.3", says: "is flipped or not", asked: ["how do i show a flip card is flipped when it is tapped", "mark a flipped card with a coin or die", "tell flipped and unflipped apart"] },
  // 710.4: flipping is permanent.
  { rule: "710.4", says: "one-way process", asked: ["can a flip card flip back", "flipped kamigawa card leaves the battlefield"] },
  // 710.5: naming a flip card's flipped name.
  { rule: "710.5", says: "flip card’s alternative name", asked: ["can i name the flipped side with pithing needle", "name tok tok volcano born", "naming the flipped name of a kamigawa flip card"] },
  // 711.1: what a leveler is.
  { rule: "711.1", says: "three power/toughness boxes", asked: ["what is a leveler card", "level up cards with three stat boxes", "rise of the eldrazi leveler creatures"] },
  // 711.2: the level symbol is an ability.
  { rule: "711.2", says: "level symbol is a keyword ability", asked: ["does losing all abilities remove a levelers level stats", "is the level bar an ability", "what does level 1-3 on a card mean"] },
  // 711.2a: what a level range gives.
  { rule: "711.2a", says: "at least N1 level counters", asked: ["leveler stats between level ranges", "what power and toughness does my leveler have at level 3", "level counters abilities by range"] },
  // 711.2b: the top level, N+.
  { rule: "711.2b", says: "N3 or more level counters", asked: ["what does level 5+ mean", "leveler stats at max level", "leveler with more counters than the top level"] },
  // 711.3: one text box on a leveler.
  { rule: "711.3", says: "contain only one text box", asked: ["is each level band a separate text box", "does a leveler have three text boxes", "leveler striations meaning"] },
  // 711.4: level up is always usable.
  { rule: "711.4", says: "activated regardless of how many level", asked: ["can i keep leveling past the max level", "level up after the top level", "does a leveler keep its level up ability at max level"] },
  // 711.5: below the first level.
  { rule: "711.5", says: "is less than N1", asked: ["leveler with zero level counters stats", "leveler before any level up power and toughness", "leveler below the first level range"] },
  // 711.6: a leveler outside the battlefield.
  { rule: "711.6", says: "uppermost power/toughness box", asked: ["what is a leveler power in the graveyard", "leveler with no level counters power toughness", "leveler power in my hand"] },
  // 711.7: Class levels aren't level up.
  { rule: "711.7", says: "class levels do not interact", asked: ["are class enchantment levels level counters", "does proliferate level up a class", "class level vs level up"] },
  // 712.1: the three kinds of double-faced cards.
  { rule: "712.1", says: "three kinds of double-faced cards", asked: ["what is a double faced card", "what kinds of dfc are there", "difference between mdfc and transforming dfc"] },
  // 712.2: nonmodal (transforming) DFCs.
  { rule: "712.2", says: "Nonmodal double-faced cards have", asked: ["what is a transforming double faced card", "werewolf card that flips over", "daybound werewolf cards that turn over", "what does enter transformed mean"] },
  // 712.2a: the front-face symbols.
  { rule: "712.2a", says: "the front-face symbol is a sun", asked: ["what does the sun symbol on a werewolf mean", "which side is the front of a transform card", "front face icon triangle up in a circle"] },
  // 712.2b: the back-face symbols.
  { rule: "712.2b", says: "back-face symbol is a crescent moon", asked: ["what does the moon symbol on a card mean", "which side is the back of a transform card", "back face icon triangle down in a circle"] },
  // 712.2c: the gray power/toughness.
  { rule: "712.2c", says: "printed in gray above the power", asked: ["what are the gray numbers on a transform card", "small power toughness above the box on a werewolf"] },
  // 712.3: modal DFCs.
  { rule: "712.3", says: "Modal double-faced cards have", asked: ["what is a modal double faced card", "what is an mdfc", "zendikar rising spell and land cards"] },
  // 712.3a: the MDFC front-face symbol.
  { rule: "712.3a", says: "black triangle inside a sideways teardrop", asked: ["what does the teardrop symbol mean on an mdfc", "front face symbol of a modal double faced card"] },
  // 712.3b: the MDFC back-face symbol.
  { rule: "712.3b", says: "two white triangles", asked: ["mdfc back face symbol two triangles", "which side of an mdfc is the back"] },
  // 712.3c: the hint bar.
  { rule: "712.3c", says: "hint bar", asked: ["what is the text at the bottom corner of an mdfc", "mdfc note about the other side"] },
  // 712.4: what a meld card is.
  { rule: "712.4", says: "half of an oversized card face", asked: ["what is a meld card", "meld card back is half a picture", "cards that combine into one big creature"] },
  // 712.4a: melding a pair.
  { rule: "712.4a", says: "back faces up and combined", asked: ["how do i meld two cards", "is a melded creature one permanent or two", "meld both cards exiled then returned"] },
  // 712.4b: a meld back face alone has no characteristics.
  { rule: "712.4b", says: "fails to determine its characteristics", asked: ["brisela back face when bruna is on its own", "meld card back half in my library characteristics", "refer to the back face of an unmelded meld card"] },
  // 712.4c: meld cards can't transform.
  { rule: "712.4c", says: "meld cards cannot be transformed", asked: ["can i transform a meld card", "does a transform effect work on brisela", "meld card and moonmist"] },
  // 712.5a: Chittering Host.
  { rule: "712.5a", says: "meld to form Chittering Host", asked: ["what does midnight scavengers meld with", "how to make chittering host"] },
  // 712.5b: Hanweir, the Writhing Township.
  { rule: "712.5b", says: "Hanweir, the Writhing Township", asked: ["what does hanweir garrison meld with", "how to make hanweir the writhing township"] },
  // 712.5c: Brisela.
  { rule: "712.5c", says: "meld to form Brisela", asked: ["what does bruna the fading light meld with", "how to make brisela voice of nightmares"] },
  // 712.5d: Mishra, Lost to Phyrexia.
  { rule: "712.5d", says: "Mishra, Lost to Phyrexia", asked: ["what does phyrexian dragon engine meld with", "how to make mishra lost to phyrexia"] },
  // 712.5e: Urza, Planeswalker.
  { rule: "712.5e", says: "meld to form Urza, Planeswalker", asked: ["what does the mightstone and weakstone meld with", "how to make urza planeswalker"] },
  // 712.5f: Titania, Gaea Incarnate.
  { rule: "712.5f", says: "meld to form Titania, Gaea Incarnate", asked: ["what does argoth sanctum of nature meld with", "how to make titania gaea incarnate"] },
  // 712.5g: Ragnarok, Divine Deliverance.
  { rule: "712.5g", says: "meld to form Ragnarok", asked: ["what does fang fearless lcie meld with", "how to make ragnarok divine deliverance"] },
  // 712.6: looking at both sides.
  { rule: "712.6", says: "may look at both sides", asked: ["can i look at the back of my opponents double faced card", "can i check the back face of a transform card in play", "look at both sides of a dfc"] },
  // 712.7: hiding DFCs in hidden zones.
  { rule: "712.7", says: "indistinguishable from other cards", asked: ["do i need sleeves for double faced cards", "how to hide dfcs in my deck", "opaque sleeves or checklist cards for transform cards"] },
  // 712.8: each face has its own characteristics.
  { rule: "712.8", says: "has its own set of characteristics", asked: ["does each side of a dfc have its own name and cost", "two faces of a double faced card separate characteristics"] },
  // 712.8a: DFCs outside the battlefield.
  { rule: "712.8a", says: "is outside the game or", asked: ["what is the mana value of a double faced card in the graveyard", "transform card in library front face only", "can i search for the back face of a dfc"] },
  // 712.8b: a meld card as a spell.
  { rule: "712.8b", says: "A meld card on the stack", asked: ["meld card spell mana value on the stack", "casting bruna what characteristics does the spell have"] },
  // 712.8c: a transforming DFC spell, cast transformed or not.
  { rule: "712.8c", says: "resulting spell will have its back", asked: ["disturb spell mana value on the stack", "werewolf spell on the stack which face counts", "cast the back face with disturb what are its characteristics"] },
  // 712.8d: a front-face-up permanent has only the front face's characteristics.
  { rule: "712.8d", says: "has its front face up", asked: ["does a transform card have the back face abilities while front up", "what is the mana value of a transformed creature", "front face characteristics only"] },
  // 712.8e: back face mana value.
  { rule: "712.8e", says: "its mana value is calculated", asked: ["mana value of a transformed card", "back face of a dfc mana value", "what color is the back face"] },
  // 712.8f: an MDFC has only the face that's up.
  { rule: "712.8f", says: "modal double-faced permanent is on", asked: ["mdfc played as a land what is its mana value", "is my mdfc land still a creature card on the battlefield", "pathway mana value on the battlefield"] },
  // 712.8g: a melded permanent's mana value.
  { rule: "712.8g", says: "sum of the mana values", asked: ["mana value of a melded creature", "brisela mana value", "clone a melded permanent mana value zero"] },
  // 712.9: only double-faced permanents transform.
  { rule: "712.9", says: "nothing happens", asked: ["can i transform a clone copying a double faced card", "transform a single faced card what happens", "copy of a werewolf can it transform"] },
  // 712.10: no transforming into an instant or sorcery face.
  { rule: "712.10", says: "instant or sorcery card face", asked: ["transform a creature whose back face is an instant", "can a permanent transform into a sorcery face"] },
  // 712.11: DFCs are cast front face up.
  { rule: "712.11", says: "front face up by default", asked: ["which side of a transform card do i cast", "do i always cast the front of a werewolf", "dfc cast front side by default"] },
  // 712.11a: casting transformed.
  { rule: "712.11a", says: "on the stack with its back", asked: ["cast a card transformed which face is up on the stack", "disturb spell is the back face on the stack", "copy of a dfc cast transformed"] },
  // 712.11b: casting an MDFC.
  { rule: "712.11b", says: "chooses which face they are casting", asked: ["how do i cast the back of a modal double faced card", "mdfc choose a face", "cast the back side"] },
  // 712.11c: only the face on the stack is checked when casting.
  { rule: "712.11c", says: "the face that will be face", asked: ["can i cast the back face of a modal double faced card", "mdfc mana value when casting the back", "cast a dfc back face under a cant cast effect"] },
  // 712.11d: the front face's cast-transformed ability counts.
  { rule: "712.11d", says: "ability is also considered when evaluating", asked: ["can i cast a dfc transformed from its front face ability", "front face ability that lets it be cast transformed counts when casting"] },
  // 712.12: MDFC lands.
  { rule: "712.12", says: "faces that’s a land", asked: ["can i play the back of an mdfc as a land", "mdfc land drop", "pathway choose which side"] },
  // 712.13: a double-faced spell enters with the same face up.
  { rule: "712.13", says: "with the same face up", asked: ["does a mdfc land enter as the back face", "which side enters the battlefield when i cast the back", "double faced spell enters on which face"] },
  // 712.13a: entering transformed with an instant or sorcery back face.
  { rule: "712.13a", says: "instead put into its owner’s graveyard", asked: ["dfc spell told to enter transformed but its back face is an instant", "mystic reflection with a siege instant back", "enter transformed with a sorcery back face what happens"] },
  // 712.14: DFC put onto the battlefield front face up.
  { rule: "712.14", says: "front face up by default", asked: ["reanimate a double faced card which side", "dfc returned to battlefield front face", "blink a transformed creature comes back"] },
  // 712.14a: putting a card onto the battlefield transformed.
  { rule: "712.14a", says: "that card stays in its current", asked: ["put a single faced card onto the battlefield transformed", "return a dfc to the battlefield transformed which side", "enter transformed on a card without a back face"] },
  // 712.14b: putting an MDFC whose front isn't a permanent onto the battlefield.
  { rule: "712.14b", says: "stays in its current zone", asked: ["reanimate an mdfc with a creature back face", "put a modal double faced card onto the battlefield with an instant front", "can i cheat the back face of an mdfc into play"] },
  // 712.14c: melding cards enter as one permanent.
  { rule: "712.14c", says: "as a single permanent", asked: ["do melded cards enter as one permanent", "meld enters with the back faces up", "does melding trigger etb once or twice"] },
  // 712.15: face-down DFCs.
  { rule: "712.15", says: "as a face-down creature spell", asked: ["morph or manifest a double faced card", "manifest a dfc from the top of my library", "face down double faced card how to hide it in play"] },
  // 712.15a: face-down DFC.
  { rule: "712.15a", says: "can’t transform or convert", asked: ["can a face down werewolf transform", "manifested double faced card turned up"] },
  // 712.16: double-faced permanents can't be face down.
  { rule: "712.16", says: "permanent face down, nothing happens", asked: ["can a double faced card be manifested face down", "turn a transformed creature face down", "dfc and morph face down"] },
  // 712.17: a DFC exiled face down.
  { rule: "712.17", says: "exiled face down remains hidden", asked: ["double faced card exiled face down how to hide it", "foretell a double faced card", "dfc exiled face down sleeves"] },
  // 712.18: transforming isn't a new object.
  { rule: "712.18", says: "it doesn’t become a new object", asked: ["does transforming remove counters", "does a transformed creature keep auras", "does a werewolf get summoning sick when it transforms"] },
  // 712.19: naming a double-faced card.
  { rule: "712.19", says: "the name of either face", asked: ["can i name the back face with pithing needle", "name a card double faced card which name", "meld name for a naming effect"] },
  // 712.20: "as this transforms" abilities.
  { rule: "712.20", says: "while that permanent is transforming", asked: ["as this transforms ability timing", "choice made as a creature transforms when does it apply", "as this converts replacement"] },
  // 712.21: melded permanent leaving.
  { rule: "712.21", says: "two cards are put into", asked: ["what happens when a melded creature is bounced", "melded permanent dies both cards go"] },
  // 712.21a: a melded permanent leaving is two cards.
  { rule: "712.21a", says: "arrange the two cards", asked: ["melded creature put into the library in what order", "melded permanent bounced to hand", "do both meld cards go to the graveyard"] },
  // 712.21b: exiling a melded permanent, the exiler orders the cards.
  { rule: "712.21b", says: "relative timestamp order of the two", asked: ["duplicant exiling a melded creature which power does it get", "exile a melded permanent which card counts as last exiled", "duplicant and chittering host"] },
  // 712.21c: finding a melded permanent finds both cards.
  { rule: "712.21c", says: "it finds both cards", asked: ["flicker a melded creature do both cards come back", "otherworldly journey on a melded permanent", "exile and return a melded creature gives two creatures"] },
  // 712.21d: one replacement effect applies to both melded cards.
  { rule: "712.21d", says: "affects both cards", asked: ["leyline of the void and a melded creature dying", "melded creature dies with two graveyard replacement effects", "rest in peace exiles both meld cards"] },
  // 712.21e: a melded permanent counts as one object, two cards.
  { rule: "712.21e", says: "counts as two cards that moved", asked: ["does a melded creature count as one or two cards", "exile a melded permanent count cards", "melded creature dying counts as how many"] },
  // 713.1: what a substitute card is.
  { rule: "713.1", says: "substitute card is a game supplement", asked: ["what is a checklist card", "what is a substitute card for", "is a dfc proxy card official"] },
  // 713.2: what a substitute card must show.
  { rule: "713.2", says: "name of at least the front", asked: ["what do i write on a substitute card", "does a checklist card need the mana cost written on it"] },
  // 713.2a: the fill-in circle checklist cards.
  { rule: "713.2a", says: "fill-in circles must be marked", asked: ["old checklist card fill in a circle", "how to mark which card a checklist card is"] },
  // 713.2b: the Nicol Bolas, the Ravager substitute.
  { rule: "713.2b", says: "Nicol Bolas, the Ravager", asked: ["nicol bolas the ravager substitute card", "core set 2019 bolas checklist card"] },
  // 713.2c: the write-in MDFC substitute.
  { rule: "713.2c", says: "can represent any modal double-faced card", asked: ["zendikar rising mdfc substitute card write in names", "blank checklist card for a modal double faced card"] },
  // 713.3: substitute cards.
  { rule: "713.3", says: "it represents is set aside", asked: ["how do checklist cards work", "proxy for a double faced card", "substitute card in my deck"] },
  // 713.4: a substitute card is the card it stands for.
  { rule: "713.4", says: "the substitute card is considered", asked: ["does a checklist card count as the real card", "double faced card proxy in my deck", "using a substitute card for a dfc"] },
  // 713.5: a face-up substitute is swapped for the real card.
  { rule: "713.5", says: "should be used instead", asked: ["checklist card on the battlefield swap it for the real card", "when do i take the real dfc out of the binder", "substitute card cast do i show the real card"] },
  // 714.1: what a Saga card is.
  { rule: "714.1", says: "Each Saga card", asked: ["what is a saga card", "how do i read a saga card", "saga chapter symbols roman numerals layout"] },
  // 714.1a: Saga creatures' separate text box.
  { rule: "714.1a", says: "also have the type creature", asked: ["saga creature abilities below the type line", "enchantment creature saga text box", "do a saga creatures abilities depend on chapters"] },
  // 714.2: chapter abilities are triggered abilities.
  { rule: "714.2", says: "referred to as a chapter ability", asked: ["is a saga chapter a triggered ability", "can i stifle a saga chapter", "do saga chapters use the stack"] },
  // 714.2a: the roman numerals.
  { rule: "714.2a", says: "The numeral I represents 1", asked: ["what does chapter iii mean", "roman numerals on sagas"] },
  // 714.2b: chapter abilities trigger.
  { rule: "714.2b", says: "lore counters are put onto", asked: ["how do sagas work", "does proliferate trigger a saga chapter", "adding two lore counters skip a chapter"] },
  // 714.2c: a chapter with two numerals.
  { rule: "714.2c", says: "means the same as", asked: ["saga chapter with two numerals like i ii", "chapter ability that lists two numbers triggers twice"] },
  // 714.2d: the final chapter number.
  { rule: "714.2d", says: "final chapter number", asked: ["saga with an extra chapter added which is the last", "saga final chapter how many lore counters", "what if a saga loses its chapter abilities"] },
  // 714.2e: the final chapter ability.
  { rule: "714.2e", says: "final chapter ability is", asked: ["what counts as a sagas final chapter ability", "cards that care about the last chapter of a saga"] },
  // 714.3: lore counters.
  { rule: "714.3", says: "Sagas use lore counters", asked: ["what are lore counters", "how does a saga track which chapter it is on"] },
  // 714.3a: saga enters with a counter.
  { rule: "714.3a", says: "puts a lore counter on it", asked: ["does a saga trigger chapter one right away", "read ahead which chapter", "saga enters with a lore counter"] },
  // 714.3b: the lore counter at the main phase.
  { rule: "714.3b", says: "puts a lore counter on", asked: ["saga lore counter at the start of my main phase", "do sagas tick up in my second main phase", "does the lore counter use the stack"] },
  // 714.4: when a saga is sacrificed.
  { rule: "714.4", says: "Saga’s controller sacrifices it", asked: ["is the saga sacrificed while its last chapter is on the stack", "can i respond before my saga goes away", "saga with extra lore counters sacrificed"] },
  // 715.1: what an adventurer card is.
  { rule: "715.1", says: "Adventurer cards have", asked: ["what is an adventure card", "throne of eldraine adventure cards", "card with a small spell inside its text box"] },
  // 715.2: the Adventure's alternative characteristics.
  { rule: "715.2", says: "defines alternative characteristics", asked: ["what does the left box of an adventure card do", "adventure half only counts while it is a spell", "adventure side characteristics"] },
  // 715.2a: "has an Adventure".
  { rule: "715.2a", says: "has an Adventure", asked: ["does a creature on the battlefield still have an adventure", "cards that care about creatures that have an adventure", "edgewall innkeeper creature spell that has an adventure"] },
  // 715.2b: the Adventure is copiable.
  { rule: "715.2b", says: "existence and values of these alternative", asked: ["clone a creature with an adventure does the copy have the adventure", "copy of an adventurer card keeps its adventure"] },
  // 715.2c: an adventurer card is one card.
  { rule: "715.2c", says: "is only one card", asked: ["is an adventure card two cards", "discard an adventure card counts as how many", "adventure card in hand is it one card"] },
  // 715.3: choosing to cast normally or as an Adventure.
  { rule: "715.3", says: "normally or as an Adventure", asked: ["can i choose the creature side or the adventure", "cast an adventure card as the creature", "cast the creature half of an adventure card straight from hand"] },
  // 715.3a: only the Adventure is checked when casting it.
  { rule: "715.3a", says: "only the alternative characteristics are evaluated", asked: ["mana value of an adventure when cast", "can i cast the adventure under a creature spell restriction", "is the adventure half an instant or creature when casting"] },
  // 715.3b: an Adventure spell on the stack.
  { rule: "715.3b", says: "on the stack as an Adventure", asked: ["is an adventure spell a creature spell while on the stack", "counter an adventure with negate", "adventure on the stack is it an instant"] },
  // 715.3c: a copied Adventure is an Adventure.
  { rule: "715.3c", says: "the copy is also an Adventure", asked: ["what happens when i copy an adventure spell", "does a copied adventure go on an adventure in exile", "copy of an adventure can i cast the creature later"] },
  // 715.3d: adventure exiled then cast.
  { rule: "715.3d", says: "its controller exiles it", asked: ["how do adventures work", "cast the creature after the adventure", "adventure countered where does it go", "on an adventure in exile"] },
  // 715.4: adventurer card characteristics elsewhere.
  { rule: "715.4", says: "an adventurer card has only", asked: ["what is the mana value of an adventure card in hand", "adventure card counts as creature in library"] },
  // 715.5: naming the Adventure's name.
  { rule: "715.5", says: "adventurer card’s alternative name", asked: ["can i name the adventure half", "name the adventure side with a naming effect", "pithing needle naming an adventure spell"] },
  // 716.1: what a Class card is.
  { rule: "716.1", says: "Each Class card", asked: ["what is a class card", "class enchantment layout", "adventures in the forgotten realms class"] },
  // 716.2: the class level bar.
  { rule: "716.2", says: "class level bar is a keyword", asked: ["is leveling a class an activated ability", "does leveling up a class use the stack", "can a class level be responded to"] },
  // 716.2a: class levels.
  { rule: "716.2a", says: "This Class’s level becomes N", asked: ["how do class enchantments level up", "can i level a class at instant speed", "skip a class level"] },
  // 716.2b: a Class keeps its level.
  { rule: "716.2b", says: "A Class retains its level", asked: ["does a class keep its level if it becomes a creature", "does a copied class start at level one", "class level after it stops being a class"] },
  // 716.2c: gaining a Class level.
  { rule: "716.2c", says: "to gain a Class level", asked: ["does gaining a class level count as activating an ability", "cards that trigger when a class gains a level"] },
  // 716.2d: level 1 by default.
  { rule: "716.2d", says: "its level is 1", asked: ["copy of a class what level", "class starts at level one"] },
  // 716.3: a Class's unbarred abilities.
  { rule: "716.3", says: "isn’t preceded by a class", asked: ["does a class have its first ability right away", "class top ability always active", "level one ability of a class"] },
  // 716.4: level counters and Class levels.
  { rule: "716.4", says: "do not interact with Class cards", asked: ["do level counters level up a class", "proliferate a class enchantment", "level up creatures and class cards"] },
  // 717.1: what an Attraction is.
  { rule: "717.1", says: "“Astrotorium” card back", asked: ["what is an attraction card", "unfinity attractions lit up numbers", "attractions with different lights same name"] },
  // 717.2: the Attraction deck.
  { rule: "717.2", says: "maximum or minimum deck sizes", asked: ["do attractions count toward deck size", "where does my attraction deck go", "attraction deck shuffled before the game"] },
  // 717.2a: the constructed Attraction deck.
  { rule: "717.2a", says: "at least ten Attraction cards", asked: ["how many attractions in my attraction deck", "attraction deck size", "can i have two copies of an attraction"] },
  // 717.2b: the limited Attraction deck.
  { rule: "717.2b", says: "at least three Attraction cards", asked: ["attraction deck size in limited", "draft attraction deck minimum"] },
  // 717.3: Attractions enter from the command zone.
  { rule: "717.3", says: "cause an Attraction card to enter", asked: ["where does an attraction come from when it enters", "open an attraction from the attraction deck"] },
  // 717.4: rolling to visit Attractions without the stack.
  { rule: "717.4", says: "turn-based action doesn’t use the stack", asked: ["can i respond to rolling for attractions", "do i roll for attractions every turn", "do i need an attraction to roll to visit"] },
  // 717.5: visit abilities.
  { rule: "717.5", says: "This is a visit ability", asked: ["how does a visit ability trigger", "attraction lit number matches my roll", "visit trigger on attractions"] },
  // 717.6: an Attraction that would leave goes to the junkyard.
  { rule: "717.6", says: "puts it into the command zone", asked: ["what happens when an attraction is destroyed", "where do attractions go when they leave", "what is the junkyard"] },
  // 717.6a: the junkyard pile.
  { rule: "717.6a", says: "not its own zone", asked: ["is the junkyard a zone", "do used attractions get shuffled back into the attraction deck", "face up pile of used attractions"] },
  // 718.1: what a prototype card is.
  { rule: "718.1", says: "Prototype cards have a two-part frame", asked: ["what is a prototype card", "brothers war prototype creature small version"] },
  // 718.2: when the prototype characteristics apply.
  { rule: "718.2", says: "while it is a permanent", asked: ["does a prototype stay small on the battlefield", "when do the prototype stats apply"] },
  // 718.2a: prototype characteristics are copiable.
  { rule: "718.2a", says: "part of the object’s copiable values", asked: ["copy of a prototype card has the prototype option", "prototype alternative stats copiable"] },
  // 718.3: choosing to cast prototyped.
  { rule: "718.3", says: "cast the card normally", asked: ["do i choose prototype or full cost when casting", "cast a prototype card for its normal cost"] },
  // 718.3a: a prototyped spell's cost and size.
  { rule: "718.3a", says: "use only its alternative power, toughness", asked: ["prototype spell mana value on the stack", "prototype mana value when cast small", "cast a prototype creature for the smaller cost"] },
  // 718.3b: prototyped permanents.
  { rule: "718.3b", says: "alternative set of power, toughness", asked: ["prototyped creature color and mana value", "what color is a prototyped creature"] },
  // 718.3c: a copied prototyped spell.
  { rule: "718.3c", says: "also a prototyped spell", asked: ["copy of a prototyped creature spell size", "clone a prototyped creature how big is it"] },
  // 718.3d: copying a prototyped permanent.
  { rule: "718.3d", says: "was a prototyped spell is copied", asked: ["token copy of a small prototyped creature how big", "clone copying a prototyped permanent on the battlefield"] },
  // 718.4: a prototype card everywhere else.
  { rule: "718.4", says: "has only its normal characteristics", asked: ["prototype creature dies what is its mana value", "prototype card in graveyard power", "reanimate a prototype card which size"] },
  // 718.5: a prototype keeps its other characteristics.
  { rule: "718.5", says: "and other than color", asked: ["does a prototype creature change color", "prototype abilities same when cast small", "prototype colour of the small version"] },
  // 719.1: what a Case card is.
  { rule: "719.1", says: "Each Case card’s illustration", asked: ["what is a case card", "murders at karlov manor case enchantment"] },
  // 719.2: the Case frame means nothing.
  { rule: "719.2", says: "Case frame has no additional", asked: ["does the case frame mean anything", "case card frame rules"] },
  // 719.3: the to-solve and solved abilities.
  { rule: "719.3", says: "two special keyword abilities", asked: ["is to solve a triggered ability", "what are the two parts of a case card"] },
  // 719.3a: solving a case.
  { rule: "719.3a", says: "this Case becomes solved", asked: ["how do cases get solved", "when is a case solved", "case solved at end step"] },
  // 719.3b: the solved designation.
  { rule: "719.3b", says: "stays solved until it leaves", asked: ["does a case stay solved", "case solved then the condition stops", "copy of a solved case"] },
  // 719.3c: the solved ability works only once solved.
  { rule: "719.3c", says: "has the solved designation", asked: ["can i use the solved ability before the case is solved", "when does a case solved ability work"] },
  // 720.1: what an Omen card is.
  { rule: "720.1", says: "Omen cards have", asked: ["what is an omen card", "tarkir dragonstorm omen cards"] },
  // 720.2: the Omen's alternative characteristics.
  { rule: "720.2", says: "defines alternative characteristics", asked: ["what does the inset box of an omen card do", "omen half only counts while it is a spell"] },
  // 720.2a: "has an Omen".
  { rule: "720.2a", says: "has an Omen", asked: ["cards that care about a creature that has an omen", "does a dragon on the battlefield still have an omen"] },
  // 720.2b: the Omen is copiable.
  { rule: "720.2b", says: "existence and values of these alternative", asked: ["clone a creature with an omen does the copy have the omen", "copy of an omen card keeps the omen"] },
  // 720.2c: an omen card is one card.
  { rule: "720.2c", says: "omen card is only one card", asked: ["is an omen card two cards", "discard an omen card counts as how many"] },
  // 720.3: choosing to cast as an Omen.
  { rule: "720.3", says: "normally or as an Omen", asked: ["choose to cast the omen or the creature", "cast the omen side of a dragon"] },
  // 720.3a: only the Omen is checked when casting it.
  { rule: "720.3a", says: "omen card as an Omen", asked: ["can i cast the omen half when i cant cast creature spells", "omen mana value when casting", "is the omen an instant when casting"] },
  // 720.3b: an Omen on the stack.
  { rule: "720.3b", says: "on the stack as an Omen", asked: ["how do omen cards work", "what happens to an omen spell after it resolves", "omen shuffle into library"] },
  // 720.3c: a copied Omen is an Omen.
  { rule: "720.3c", says: "If an Omen spell is copied", asked: ["copy an omen spell does the copy get shuffled", "fork an omen spell what does the copy look like"] },
  // 720.3d: omen shuffled away.
  { rule: "720.3d", says: "shuffles it into its owner’s library", asked: ["what happens after an omen spell resolves", "omen goes back into the deck"] },
  // 720.4: an omen card elsewhere.
  { rule: "720.4", says: "has only its normal characteristics", asked: ["omen card in hand mana value", "is an omen card a creature in my graveyard"] },
  // 720.5: naming the Omen's name.
  { rule: "720.5", says: "omen card’s alternative name", asked: ["can i name the omen half", "naming effect with the omen side name"] },
  // 721.1: what a station card is.
  { rule: "721.1", says: "Each station card", asked: ["what is a station card", "spacecraft card layout", "edge of eternities spacecraft"] },
  // 721.2: the station symbol is a static ability.
  { rule: "721.2", says: "station symbol represents a static ability", asked: ["is a station threshold a static ability", "does losing all abilities turn off a spacecraft threshold", "what does 8+ mean on a spacecraft"] },
  // 721.2a: station thresholds.
  { rule: "721.2a", says: "more charge counters on it", asked: ["station creature abilities with enough charge counters", "spacecraft becomes a creature at how many counters", "station threshold abilities"] },
  // 721.2b: station creature.
  { rule: "721.2b", says: "or more charge counters", asked: ["when does a spacecraft become a creature", "station threshold charge counters"] },
  // 721.2c: station cards have no power outside the battlefield.
  { rule: "721.2c", says: "do not have power or toughness", asked: ["spacecraft power in my hand", "what is the power of a station card in the graveyard"] },
  // 721.3: one text box on a station card.
  { rule: "721.3", says: "contain only one text box", asked: ["is each station band a separate text box", "station striations meaning"] },
  // 721.4: station is always usable.
  { rule: "721.4", says: "regardless of how many charge counters", asked: ["can i keep stationing past the top threshold", "does a spacecraft always have station", "station ability with no charge counters"] },
  // 722.1: controlling a player's next turn.
  { rule: "722.1", says: "player actually takes", asked: ["mindslaver how long do i control them", "when does mindslaver control end", "take over my opponents next turn"] },
  // 722.1a: stacking mindslavers.
  { rule: "722.1a", says: "The last one to be created", asked: ["two mindslavers on the same turn", "which player control effect wins"] },
  // 722.1b: a skipped turn delays player control.
  { rule: "722.1b", says: "If a turn is skipped", asked: ["mindslaver on a player who skips their turn", "control their next turn when the turn is skipped"] },
  // 722.2: short player-control effects.
  { rule: "722.2", says: "Word of Command and Opposition Agent", asked: ["word of command control a player briefly", "opposition agent control during a search"] },
  // 722.3: controlling a player.
  { rule: "722.3", says: "Only control of the player changes", asked: ["mindslaver who controls the permanents", "what happens when i control my opponents turn", "controlled player still active player"] },
  // 722.4: what the controller of a player can see.
  { rule: "722.4", says: "visible to both that player", asked: ["can i see the hand of the player i mindslaver", "mindslaver look at their face down creatures", "do i see their sideboard when controlling them"] },
  // 722.5: the controller makes the player's choices.
  { rule: "722.5", says: "makes all choices and decisions", asked: ["mindslaver what choices do i make for them", "do i choose their attacks and blocks under mindslaver", "what spells they cast under mindslaver"] },
  // 722.5a: using the controlled player's resources.
  { rule: "722.5a", says: "use only that player’s resources", asked: ["can i use my mana for the controlled player", "mindslaver spend their mana"] },
  // 722.5b: what the controlling player can't do.
  { rule: "722.5b", says: "choices or decisions for that player", asked: ["what can i not do while controlling another player", "mindslaver decisions the rules dont call for", "can i make tournament decisions for the player i control"] },
  // 722.6: can't make them concede.
  { rule: "722.6", says: "can’t make that player concede", asked: ["can i make them concede under mindslaver", "concede while being controlled"] },
  // 722.7: restrictions on the controlled player.
  { rule: "722.7", says: "restrict the actions the controlled player", asked: ["opposition agent limits on the controlled player", "effect that controls a player and says what they must do"] },
  // 722.8: the controller keeps making their own choices.
  { rule: "722.8", says: "continues to make their own choices", asked: ["do i still make my own decisions while controlling someone", "control another player and play my own cards"] },
  // 722.9: control of oneself.
  { rule: "722.9", says: "give a player control of themselves", asked: ["mindslaver on myself", "gain control of yourself what happens", "my opponent mindslavers me and i take back control"] },
  // 723.1: ending the turn.
  { rule: "723.1", says: "Some cards end the turn", asked: ["how does time stop work", "sundial of the infinite what happens step by step", "what happens when a card ends the turn"] },
  // 723.1a: waiting triggers vanish when the turn ends.
  { rule: "723.1a", says: "see rule 723.1f", asked: ["sundial of the infinite with my upkeep trigger waiting", "end the turn with triggers not yet on the stack", "do pending triggers happen after time stop"] },
  // 723.1b: ending the turn exiles the stack.
  { rule: "723.1b", says: "Exile every object on the stack", asked: ["what happens to spells on the stack when the turn ends", "time stop exile spells", "end the turn effect"] },
  // 723.1c: SBAs while the turn ends.
  { rule: "723.1c", says: "Check state-based actions", asked: ["do creatures still die while the turn is being ended", "state based actions during time stop", "zero toughness creature when the turn ends"] },
  // 723.1d: ending the turn goes to cleanup.
  { rule: "723.1d", says: "skips straight to the cleanup step", asked: ["do i still discard to hand size when the turn ends", "ending the turn during combat what happens to attackers", "does damage wear off after the turn is ended"] },
  // 723.1e: no end step triggers.
  { rule: "723.1e", says: "because the end step is skipped", asked: ["do end step triggers happen after sundial", "end the turn skip end step triggers", "at the beginning of the end step after time stop"] },
  // 723.1f: triggers during the ended turn, and a second cleanup.
  { rule: "723.1f", says: "there will be another cleanup step", asked: ["can anyone respond after sundial of the infinite resolves", "triggers during an ended turn when do they go on the stack", "do i get priority in the cleanup step after ending the turn"] },
  // 723.2: ending the combat phase.
  { rule: "723.2", says: "Mandate of Peace", asked: ["how does mandate of peace work", "skip the rest of combat with a spell"] },
  // 723.2a: waiting triggers vanish when combat ends.
  { rule: "723.2a", says: "see rule 723.2f", asked: ["mandate of peace with attack triggers waiting", "end combat with triggers not yet on the stack"] },
  // 723.2b: ending combat exiles the stack.
  { rule: "723.2b", says: "including the object that’s resolving", asked: ["does mandate of peace exile spells on the stack", "ending combat exiles the stack", "does mandate of peace exile itself"] },
  // 723.2c: SBAs while combat ends.
  { rule: "723.2c", says: "No player gets priority", asked: ["state based actions when mandate of peace ends combat", "do creatures die while combat is being ended"] },
  // 723.2d: ending combat.
  { rule: "723.2d", says: "The current combat phase ends", asked: ["what does ending combat do", "mandate of peace attackers removed", "end combat skip end of combat triggers"] },
  // 723.2e: ending combat skips end of combat triggers.
  { rule: "723.2e", says: "end of combat step is skipped", asked: ["mandate of peace end of combat triggers", "do at end of combat triggers happen when combat is ended"] },
  // 723.2f: triggers during ended combat go on in the next phase.
  { rule: "723.2f", says: "during the following phase", asked: ["triggers during mandate of peace when do they go on the stack", "after combat is ended do i get priority in my main phase"] },
  // 723.2g: ending combat outside combat.
  { rule: "723.2g", says: "not a combat phase", asked: ["cast mandate of peace outside of combat", "end combat when there is no combat"] },
  // 724.1: there's no monarch until someone becomes it.
  { rule: "724.1", says: "no monarch in a game", asked: ["what is the monarch", "who is the monarch at the start of the game", "is there a monarch before anyone becomes it"] },
  // 724.2: monarch triggers.
  { rule: "724.2", says: "two inherent triggered abilities", asked: ["how does the monarch work", "monarch draw at end step", "how do i steal the monarch"] },
  // 724.3: one monarch.
  { rule: "724.3", says: "monarch at a time", asked: ["can two players be monarch", "become monarch when someone else is"] },
  // 724.4: monarch leaving the game.
  { rule: "724.4", says: "If the monarch leaves the game", asked: ["who becomes monarch if the monarch loses", "monarch player concedes"] },
  // 724.5: monarch-based effects with no monarch.
  { rule: "724.5", says: "no monarch in the game", asked: ["effect that depends on the monarch when nobody is monarch", "static ability checking the monarch with no monarch"] },
  // 725.1: there's no initiative until someone takes it.
  { rule: "725.1", says: "no initiative in a game", asked: ["what is the initiative", "does anyone have the initiative at the start of the game"] },
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
  // 726.4: the restart effect finishes before the first untap step.
  { rule: "726.4", says: "first turn’s untap step", asked: ["karn liberated when do the exiled cards come into play after the restart", "rest of the restart ability after the new game starts", "restart triggers go on the stack in the first upkeep"] },
  // 726.5: cards exempt from the restart.
  { rule: "726.5", says: "exempt certain cards from the procedure", asked: ["karn liberated exiled cards not shuffled into the new game", "cards left out when the game restarts"] },
  // 726.5a: an exempt commander after a restart.
  { rule: "726.5a", says: "it remains that deck", asked: ["karn liberated restart in commander what happens to my commander", "commander exiled with karn stays my commander"] },
  // 726.6: restarting a subgame.
  { rule: "726.6", says: "If a Magic subgame", asked: ["karn liberated restarts a shahrazad subgame", "restart inside a subgame does the main game restart"] },
  // 726.7: restarting with limited range of influence.
  { rule: "726.7", says: "limited range of influence option", asked: ["karn liberated restart in a range of influence game", "restart the game in multiplayer are all players involved"] },
  // 727.1: rad counters.
  { rule: "727.1", says: "Rad counters are a kind", asked: ["how do rad counters work", "radiation mill lose life", "rad counters on players"] },
  // 727.1a: life loss from radiation.
  { rule: "727.1a", says: "from radiation", asked: ["what does life lost from radiation mean", "cards that care about radiation life loss"] },
  // 728.1: Shahrazad plays a subgame.
  { rule: "728.1", says: "play a Magic subgame", asked: ["which card makes a subgame", "card that plays a game inside the game"] },
  // 728.1a: subgames.
  { rule: "728.1a", says: "a game within a game", asked: ["what is a subgame", "how does shahrazad work"] },
  // 728.1b: the subgame's effects stay in it.
  { rule: "728.1b", says: "No effects or definitions created", asked: ["does shahrazad subgame affect the main game", "what happens to the loser of a subgame", "do effects carry between subgame and main game"] },
  // 728.2: starting a subgame.
  { rule: "728.2", says: "entirely new set of game zones", asked: ["shahrazad subgame which cards do i play with", "do i use my library for the subgame", "who goes first in a subgame"] },
  // 728.2a: supplementary decks in a subgame.
  { rule: "728.2a", says: "supplementary decks of nontraditional cards", asked: ["planechase deck in a subgame", "attraction deck moves into the subgame"] },
  // 728.2b: vanguard in a subgame.
  { rule: "728.2b", says: "subgame of a Vanguard game starts", asked: ["vanguard card in a shahrazad subgame"] },
  // 728.2c: the commander in a subgame.
  { rule: "728.2c", says: "subgame of a Commander game starts", asked: ["does my commander come to the shahrazad subgame", "commander in a subgame"] },
  // 728.3: a short library loses the subgame.
  { rule: "728.3", says: "will lose the subgame", asked: ["shahrazad when my library is small", "subgame with under seven cards in library", "shahrazad to make someone deck out"] },
  // 728.4: what is outside the subgame.
  { rule: "728.4", says: "considered outside the subgame", asked: ["can a wish get cards from the main game in a subgame", "is the main game outside the subgame", "can someone outside shahrazad affect the subgame"] },
  // 728.4a: a card brought into the subgame from the main game.
  { rule: "728.4a", says: "brought into a subgame", asked: ["leaves the battlefield trigger when a card is wished into a subgame", "bring a card from the main game into a subgame triggers"] },
  // 728.4b: counters don't cross into a subgame.
  { rule: "728.4b", says: "main-game counters aren’t considered", asked: ["poison counters in a subgame", "do my counters carry into the subgame", "energy gained in a subgame"] },
  // 728.5: ending a subgame.
  { rule: "728.5", says: "At the end of a subgame", asked: ["what happens to the cards after a shahrazad subgame", "shahrazad cards go back into my library", "does shahrazad finish resolving after the subgame"] },
  // 728.5a: nontraditional cards after a subgame.
  { rule: "728.5a", says: "not in a supplementary deck", asked: ["planes and schemes after a subgame ends", "attractions used in a subgame go back"] },
  // 728.5b: vanguard after a subgame.
  { rule: "728.5b", says: "vanguard card from the subgame", asked: ["vanguard card after a subgame ends"] },
  // 728.5c: the commander after a subgame.
  { rule: "728.5c", says: "moves their commander from the subgame", asked: ["commander goes back after the shahrazad subgame", "commander returns to the main game command zone"] },
  // 728.6: subgames within subgames.
  { rule: "728.6", says: "created within a subgame", asked: ["shahrazad within shahrazad", "subgame inside a subgame"] },
  // 729.1: merging.
  { rule: "729.1", says: "causes an object to merge", asked: ["what does merge mean", "merged permanent from mutate"] },
  // 729.2: how merging works.
  { rule: "729.2", says: "on top of or under", asked: ["how does merging work", "mutating spell goes on top or underneath", "mutated creature made of several cards"] },
  // 729.2a: the topmost component decides.
  { rule: "729.2a", says: "characteristics of its topmost component", asked: ["mutated creature which cards stats does it have", "mutate under does it keep its name", "what power is a mutated creature"] },
  // 729.2b: merging isn't entering.
  { rule: "729.2b", says: "isn’t considered to have just entered", asked: ["does mutating trigger etb", "mutated creature summoning sick", "is a mutated creature a new object"] },
  // 729.2c: a merged permanent is the same object.
  { rule: "729.2c", says: "same object that it was", asked: ["does mutating give summoning sickness", "mutated creature keeps its pump effects", "does mutate onto a creature trigger enters abilities"] },
  // 729.2d: a merged token.
  { rule: "729.2d", says: "a token only if the topmost", asked: ["mutate onto a token is it still a token", "mutated token dies what happens to the card", "token on top of a mutate pile"] },
  // 729.2e: face-up and face-down components.
  { rule: "729.2e", says: "contains face-up and face-down components", asked: ["mutate onto a face down morph", "mutate over a face down creature does it count as turned face up"] },
  // 729.2f: turning a merged permanent face down or up.
  { rule: "729.2f", says: "merged permanent is turned face down", asked: ["turn a mutated creature face down", "ixidron on a mutated creature", "face down mutated creature turned face up all cards"] },
  // 729.2g: a face-down merged pile with an instant or sorcery.
  { rule: "729.2g", says: "contains an instant or sorcery card", asked: ["face down mutated pile with an instant can it turn up", "mutate pile with a sorcery turned face up"] },
  // 729.2h: a flip card in a merged permanent.
  { rule: "729.2h", says: "merged permanent contains a flip card", asked: ["mutate onto a flip card", "flipped mutated creature characteristics"] },
  // 729.2i: transforming a merged permanent.
  { rule: "729.2i", says: "is not a double-faced permanent", asked: ["transform a mutated werewolf", "mutate onto a double faced creature can it transform"] },
  // 729.2j: merged permanents with a DFC can't go face down.
  { rule: "729.2j", says: "contains a double-faced component", asked: ["turn a mutated creature with a dfc in it face down"] },
  // 729.3: merged permanent leaving.
  { rule: "729.3", says: "each of the individual components", asked: ["mutated creature dies where do the cards go", "bounce a mutated creature", "exile a mutated creature all cards"] },
  // 729.3a: a merged permanent leaving the battlefield.
  { rule: "729.3a", says: "arrange the new objects", asked: ["what happens to all the cards when a mutated creature dies", "mutated creature bounced where do the cards go", "mutate pile to the graveyard order"] },
  // 729.3b: exiling a merged permanent, the exiler orders the cards.
  { rule: "729.3b", says: "player exiles a merged permanent", asked: ["exile a mutated creature which card was exiled last", "duplicant exiling a mutated creature"] },
  // 729.3c: finding a merged permanent finds all its cards.
  { rule: "729.3c", says: "it finds all of those objects", asked: ["flicker a mutated creature do all the cards come back", "blink a mutated creature how many creatures return"] },
  // 729.3d: one replacement effect applies to all components.
  { rule: "729.3d", says: "applies it to all components", asked: ["mutated creature dies with rest in peace out", "replacement effect on a mutated commander dying", "mutated creature two graveyard replacements"] },
  // 729.3e: card-only replacements and token components.
  { rule: "729.3e", says: "including components that are tokens", asked: ["mutate a card onto a token with leyline of the void", "mutated token with a card under it goes to exile"] },
  // 730.1: day and night start.
  { rule: "730.1", says: "The game starts with neither", asked: ["does the game start as day", "when does day night begin"] },
  // 730.1a: "day becomes night".
  { rule: "730.1a", says: "losing the first designation", asked: ["what does day becomes night mean", "whenever day becomes night trigger", "does it count as becoming night the first time"] },
  // 730.2: the day/night check looks at the previous turn.
  { rule: "730.2", says: "checks the previous turn", asked: ["when does the game check for day or night", "does day night look at last turns spells"] },
  // 730.2a: day becomes night.
  { rule: "730.2a", says: "didn’t cast any spells", asked: ["how does day become night", "when does it become night", "no spells cast it becomes night"] },
  // 730.2b: night becomes day.
  { rule: "730.2b", says: "cast two or more spells", asked: ["how does night become day", "when does it become day again", "two spells turns night to day"] },
  // 730.2c: no day/night check without day or night.
  { rule: "730.2c", says: "it remains neither", asked: ["is it day or night at the start of the game", "does day night start before any daybound card"] },
  // 731.1: shortcuts.
  { rule: "731.1", says: "mutually understood shortcuts", asked: ["do i have to say pass priority every time", "implicit shortcuts at the table", "go to combat shortcut"] },
  // 731.1a: shortcuts are informal.
  { rule: "731.1a", says: "largely informal", asked: ["do we need to agree on shortcuts", "casual play shortcut rules"] },
  // 731.1b: loops.
  { rule: "731.1b", says: "repeated indefinitely", asked: ["what is a loop in magic", "how many times can i repeat a combo", "infinite combo how do i say how many times"] },
  // 731.1c: tournament shortcut rules.
  { rule: "731.1c", says: "Tournament Rules take precedence", asked: ["tournament shortcuts different from the comprehensive rules", "loops in competitive play"] },
  // 731.2a: proposing a shortcut.
  { rule: "731.2a", says: "suggest a shortcut", asked: ["how do shortcuts work", "can i skip passing priority each step", "do a combo a thousand times shortcut"] },
  // 731.2b: shortening a proposed shortcut.
  { rule: "731.2b", says: "shorten it by naming a place", asked: ["can my opponent stop my shortcut", "i want to respond in the middle of a shortcut", "interrupt a proposed loop"] },
  // 731.2c: taking a shortened shortcut.
  { rule: "731.2c", says: "than what was originally proposed", asked: ["after my shortcut is cut short what must the player do", "opponent cuts my loop short can i just keep going"] },
  // 731.3: fragmented loops.
  { rule: "731.3", says: "a loop can be fragmented", asked: ["fragmented loop gain flying lose flying", "who must stop a loop made by both players", "back and forth loop between two players"] },
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
