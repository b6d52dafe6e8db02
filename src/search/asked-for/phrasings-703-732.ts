/** How players ask for the rules of 703-732: turn-based and state-based actions, copies, face-down and multi-part cards, and the other additional rules (row.ts). */
import type { AskedFor } from "./row";

export const PHRASINGS_703_732: readonly AskedFor[] = [
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
