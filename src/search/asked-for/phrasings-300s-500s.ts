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
  { rule: "301.6", says: "Fortification can be attached to", asked: ["how does fortify work", "can equipment go on a land", "what is a fortification", "can a fortification creature fortify"] },
  // 301.7: Vehicles and crew.
  { rule: "301.7", says: "Most Vehicles have a crew ability", asked: ["how do vehicles work", "how do I turn a vehicle into a creature", "what does crewing do"] },
  // 301.7a: an uncrewed Vehicle has no power and toughness.
  { rule: "301.7a", says: "has these characteristics only if", asked: ["does an uncrewed vehicle have power", "is a vehicle a creature when not crewed", "does a vehicle count as a creature for removal when it isn't crewed"] },
  // 301.7b: a crewed Vehicle's power and toughness.
  { rule: "301.7b", says: "it immediately has its printed power", asked: ["what is the power of a crewed vehicle", "vehicle animated by another card what is its size", "does a crewed vehicle keep its printed stats"] },
  // 302.1: creatures at sorcery speed.
  { rule: "302.1", says: "cast a creature card", asked: ["when can I cast a creature", "can I cast a creature on my opponent's turn", "can I play a creature during combat without flash", "does a creature spell use the stack"] },
  // 302.2: a resolving creature spell enters under its caster's control.
  { rule: "302.2", says: "When a creature spell resolves", asked: ["when does my creature hit the battlefield", "who controls the creature I cast"] },
  // 302.3: creature types.
  { rule: "302.3", says: "Creature subtypes are usually", asked: ["can a creature have more than one creature type", "what tribe is my creature", "is human soldier one type or two", "what are creature types"] },
  // 302.4: only creatures have power and toughness.
  { rule: "302.4", says: "characteristics only creatures have", asked: ["does a planeswalker have power and toughness", "do noncreature permanents have power", "what is the power of an artifact that isn't a creature"] },
  // 302.4a: power.
  { rule: "302.4a", says: "amount of damage it deals", asked: ["what does power mean", "what is the first number on a creature", "how much damage does my creature deal when it swings"] },
  // 302.4b: toughness.
  { rule: "302.4b", says: "amount of damage needed", asked: ["what does toughness mean", "what is the second number on a creature", "how much damage does it take to kill a creature"] },
  // 302.4c: computing current power and toughness.
  { rule: "302.4c", says: "start with the numbers printed", asked: ["how do I work out a creature's current power", "printed stats versus pumped stats", "what is my creature's size after buffs and debuffs"] },
  // 302.6: summoning sickness.
  { rule: "302.6", says: "since their most recent turn", asked: ["what is summoning sickness", "can I attack with a creature I just cast", "can I tap a creature for mana the turn it comes in", "can I use the tap ability of a creature I stole this turn", "does summoning sickness stop blocking"] },
  // 302.7: damage is marked and kills at toughness.
  { rule: "302.7", says: "marked on that creature", asked: ["does damage stay on a creature", "when does damage wear off a creature", "creature took damage then got a minus toughness does it die", "how does lethal damage work", "does damage heal between turns"] },
  // 303.1: enchantments at sorcery speed.
  { rule: "303.1", says: "cast an enchantment card", asked: ["when can I cast an enchantment", "can I play an enchantment on my opponent's turn", "does an enchantment spell use the stack"] },
  // 303.2: a resolving enchantment spell enters under its caster's control.
  { rule: "303.2", says: "When an enchantment spell resolves", asked: ["what happens when my enchantment resolves", "who controls an enchantment I cast"] },
  // 303.3: enchantment subtypes.
  { rule: "303.3", says: "Enchantment subtypes are always", asked: ["what are enchantment types like aura saga shrine", "can an enchantment have more than one subtype"] },
  // 303.4: Auras and what they enchant.
  { rule: "303.4", says: "An Aura enters the battlefield attached", asked: ["how do auras work", "can an aura enchant a player", "what can an aura be put on", "does an aura come in attached"] },
  // 303.4a: an Aura spell targets.
  { rule: "303.4a", says: "An Aura spell requires a target", asked: ["does an aura target", "can I cast an aura on a hexproof creature", "what happens to my aura if the creature dies in response", "aura spell fizzles"] },
  // 303.4b: "enchanted".
  { rule: "303.4b", says: "is called enchanted", asked: ["what does enchanted creature mean", "which permanent is the enchanted one"] },
  // 303.4c: an Aura on an illegal or gone object goes to the graveyard.
  { rule: "303.4c", says: "enchanting an illegal object or player", asked: ["what happens to an aura when the creature dies", "does my aura fall off if the creature gets protection", "aura goes to the graveyard when the creature stops being a creature", "aura on a player who left the game", "what happens to pacifism when the creature is bounced"] },
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
  { rule: "305.1", says: "Playing a land is", asked: ["can I respond to a land drop", "does playing a land use the stack", "can a land be countered", "is a land a spell", "when can I play a land"] },
  // 305.2: one land a turn.
  { rule: "305.2", says: "normally play one land", asked: ["how many lands can I play per turn", "can I play two lands in one turn", "extra land drop effects", "one land per turn rule"] },
  // 305.2a: counting lands played.
  { rule: "305.2a", says: "including lands played as special actions", asked: ["does a land played from an effect count as my land drop", "land played off the top of my library counts toward the limit", "how do I know if I can still play a land this turn"] },
  // 305.2b: no land beyond the limit, even if told to.
  { rule: "305.2b", says: "equal to or less than", asked: ["can I play a land if I already played one this turn", "effect says play a land but I already made my land drop", "out of land drops can an effect let me play one"] },
  // 305.3: no land on someone else's turn.
  { rule: "305.3", says: "Ignore any part of an", asked: ["can I play a land on my opponent's turn", "effect lets me play a land during someone else's turn", "can I play a land at instant speed"] },
  // 305.4: putting a land onto the battlefield isn't playing it.
  { rule: "305.4", says: "during the current turn", asked: ["does ramp count as my land drop", "does cracking a fetch use my land drop", "does putting a land into play count as playing a land", "can I still play a land after rampant growth"] },
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
  // 306.3: planeswalker subtypes.
  { rule: "306.3", says: "Planeswalker subtypes are always", asked: ["what is a planeswalker type like jace or chandra", "can a planeswalker have two subtypes"] },
  // 306.4: the old planeswalker uniqueness rule is gone; the legend rule applies.
  { rule: "306.4", says: "planeswalker uniqueness rule", asked: ["can I control two jace planeswalkers", "can I have two different chandras out at once", "do planeswalkers follow the legend rule", "two copies of the same planeswalker"] },
  // 306.5b: a planeswalker enters with its loyalty.
  { rule: "306.5b", says: "enters with a number of loyalty", asked: ["how many loyalty counters does a planeswalker start with", "does a planeswalker come in with counters", "planeswalker put onto the battlefield from the graveyard loyalty"] },
  // 306.5c: loyalty on the battlefield is its counters.
  { rule: "306.5c", says: "equal to the number of loyalty", asked: ["what is my planeswalker's current loyalty", "does proliferate raise a planeswalker's loyalty"] },
  // 306.5d: loyalty abilities once a turn at sorcery speed.
  { rule: "306.5d", says: "Loyalty abilities follow special rules", asked: ["how many times can I use a planeswalker each turn", "can I activate a planeswalker at instant speed", "can I plus and minus my planeswalker in the same turn", "can I use my planeswalker on my opponent's turn", "can I use a planeswalker the turn I cast it"] },
  // 306.6: planeswalkers can be attacked.
  { rule: "306.6", says: "Planeswalkers can be attacked", asked: ["can I attack a planeswalker", "swing at a planeswalker instead of the player"] },
  // 306.7: burn is no longer redirected to planeswalkers.
  { rule: "306.7", says: "redirection effect", asked: ["can I redirect burn to a planeswalker", "can I bolt an opponent's planeswalker", "planeswalker redirect rule", "does damage to face go to a planeswalker"] },
  // 306.8: damage to a planeswalker removes loyalty.
  { rule: "306.8", says: "that many loyalty counters being", asked: ["what does damage do to a planeswalker", "does combat damage to a planeswalker remove loyalty", "how do I kill a planeswalker with burn"] },
  // 306.9: zero loyalty puts a planeswalker in the graveyard.
  { rule: "306.9", says: "loyalty is 0", asked: ["what happens when a planeswalker hits zero loyalty", "planeswalker uses its ultimate down to zero does it die", "does a planeswalker with no counters die"] },
  // 307.1: sorceries at sorcery speed.
  { rule: "307.1", says: "cast a sorcery card", asked: ["can I cast a sorcery on my opponent's turn", "can I cast a sorcery during combat", "when can I cast sorceries", "can I cast a sorcery in response"] },
  // 307.2: a resolved sorcery goes to its owner's graveyard.
  { rule: "307.2", says: "When a sorcery spell resolves", asked: ["where does a sorcery go after it resolves", "does a sorcery stay on the battlefield"] },
  // 307.4: a sorcery can't enter the battlefield.
  { rule: "307.4", says: "If a sorcery would enter", asked: ["can a sorcery be put onto the battlefield", "effect puts a sorcery into play what happens"] },
  // 307.5: "only as a sorcery" means main phase, empty stack, own turn.
  { rule: "307.5", says: "only as a sorcery", asked: ["what does sorcery speed mean", "can I equip during combat", "can I equip at instant speed", "activate only as a sorcery on my opponent's turn", "do I need a sorcery in hand to use a sorcery speed ability"] },
  // 307.5a: "any time a sorcery couldn't have been cast".
  { rule: "307.5a", says: "without having priority, during a", asked: ["what counts as casting at instant speed for a check", "spell cast when a sorcery couldn't have been", "flash cast during combat counts as not sorcery timing"] },
  // 308.1: a kindred card is cast as its other type.
  { rule: "308.1", says: "Each kindred card has another", asked: ["is a kindred instant an instant", "how do tribal cards work", "what is a kindred card"] },
  // 308.2: kindred subtypes are creature types.
  { rule: "308.2", says: "The set of kindred subtypes", asked: ["does a tribal card have creature types", "does a kindred goblin card count as a goblin", "is a kindred card a creature"] },
  // 308.3: "tribal" became "kindred".
  { rule: "308.3", says: "Some older kindred cards", asked: ["what happened to tribal", "was tribal renamed to kindred", "old tribal cards errata"] },
  // 309.2: dungeons start outside the game.
  { rule: "309.2", says: "Dungeon cards begin outside the game", asked: ["where do dungeons come from", "is a dungeon part of my deck", "do dungeons count in my sideboard", "how do I get a dungeon into the game"] },
  // 309.2a: the first venture brings a dungeon in.
  { rule: "309.2a", says: "choose a dungeon card they own", asked: ["what happens the first time I venture", "which dungeon do I start with", "venture with no dungeon out"] },
  // 309.2c: dungeons aren't permanents.
  { rule: "309.2c", says: "Dungeon cards are not permanents", asked: ["can a dungeon be destroyed", "is a dungeon a permanent", "can I cast a dungeon"] },
  // 309.3: one dungeon at a time.
  { rule: "309.3", says: "only one dungeon card", asked: ["can I have two dungeons at once", "switch dungeons in the middle"] },
  // 309.4c: room abilities trigger on entering the room.
  { rule: "309.4c", says: "called a room ability", asked: ["who controls room abilities", "how do dungeon rooms trigger", "can I respond to a dungeon room trigger"] },
  // 309.5a: moving down the rooms.
  { rule: "309.5a", says: "following the direction of an arrow", asked: ["which path do I take in a dungeon", "how do I move through a dungeon", "dungeon room with two exits who picks"] },
  // 309.5b: venturing from the last room starts a new dungeon.
  { rule: "309.5b", says: "they remove that dungeon card", asked: ["venture when I'm already in the last room", "start a new dungeon after finishing one"] },
  // 309.6: a dungeon in its last room leaves once its trigger is gone.
  { rule: "309.6", says: "removes it from the game", asked: ["when does a finished dungeon go away", "dungeon leaves after the last room resolves"] },
  // 309.7: completing a dungeon.
  { rule: "309.7", says: "completes a dungeon", asked: ["when do I complete a dungeon", "what counts as completing a dungeon", "have I completed the dungeon if the last room is on the stack"] },
  // 310.1: battles at sorcery speed.
  { rule: "310.1", says: "cast a battle card", asked: ["when can I cast a battle", "can I play a battle on my opponent's turn"] },
  // 310.4b: a battle enters with its defense.
  { rule: "310.4b", says: "enters with a number of defense", asked: ["how many defense counters does a battle start with", "does a battle come in with counters"] },
  // 310.5: battles can be attacked.
  { rule: "310.5", says: "Battles can be attacked", asked: ["can I attack a battle", "how do I defeat a battle"] },
  // 310.6: damage to a battle removes defense.
  { rule: "310.6", says: "that many defense counters being", asked: ["what does damage do to a battle", "can I burn a battle", "how do I flip a battle with damage"] },
  // 310.7: zero defense.
  { rule: "310.7", says: "defense is 0", asked: ["what happens when a battle runs out of defense", "battle with no counters does it die"] },
  // 310.8a: choosing a battle's protector.
  { rule: "310.8a", says: "chooses a player to be", asked: ["who protects a battle", "who picks the protector of a battle", "who defends my battle"] },
  // 310.8b: who may attack a battle.
  { rule: "310.8b", says: "can never attack it", asked: ["can I attack my own battle", "who can attack a siege", "can the protector attack the battle"] },
  // 310.8c: only the protector blocks for a battle.
  { rule: "310.8c", says: "may block creatures attacking that battle", asked: ["who can block creatures attacking a battle", "can my teammate block for a battle I protect", "can the battle's controller block attackers of a siege"] },
  // 310.8d: "defending player" for an attacked battle is its protector.
  { rule: "310.8d", says: "relative to a battle that", asked: ["who is the defending player when I attack a battle", "defending player for a creature attacking a siege"] },
  // 310.9: battles can't be attached.
  { rule: "310.9", says: "even if it is also an", asked: ["can a battle be attached to something", "battle that is also an aura"] },
  // 310.10: a battle without a valid protector.
  { rule: "310.10", says: "no player designated as its protector", asked: ["what if a battle's protector leaves the game", "battle with no protector", "protector of my siege conceded"] },
  // 310.11a: a Siege's protector is an opponent.
  { rule: "310.11a", says: "from among their opponents", asked: ["who protects a siege", "can I protect my own siege", "siege protector choice in multiplayer"] },
  // 310.11b: defeating a Siege casts its back face.
  { rule: "310.11b", says: "cast it transformed without paying", asked: ["what happens when I defeat a siege", "do I get to cast the back side of a battle", "flip a battle after beating it"] },
  // 311.2: plane cards stay in the command zone.
  { rule: "311.2", says: "Plane cards remain in the", asked: ["can a plane be destroyed or exiled", "is a plane a permanent in planechase"] },
  // 311.5: the planar controller.
  { rule: "311.5", says: "designated as the planar controller", asked: ["who controls the plane in planechase", "who is the planar controller", "planar controller leaves the game"] },
  // 311.7: chaos abilities.
  { rule: "311.7", says: "Whenever chaos ensues", asked: ["what does chaos ensues mean", "when does the chaos ability trigger", "rolling the chaos symbol on the planar die"] },
  // 312.5: encountering a phenomenon.
  { rule: "312.5", says: "when you encounter it", asked: ["what does encounter a phenomenon mean", "when does a phenomenon trigger"] },
  // 312.7: a resolved phenomenon planeswalks away.
  { rule: "312.7", says: "planeswalks the next time", asked: ["what happens after a phenomenon resolves", "do I planeswalk after a phenomenon"] },
  // 313.6: vanguard hand modifier.
  { rule: "313.6", says: "hand modifier", asked: ["how does the vanguard hand size number work", "starting hand size in vanguard"] },
  // 313.7: vanguard life modifier.
  { rule: "313.7", says: "life modifier", asked: ["starting life in vanguard", "how does the vanguard life number work"] },
  // 314.6: a non-ongoing scheme goes back under its deck.
  { rule: "314.6", says: "non-ongoing scheme card", asked: ["what happens to a scheme after it resolves", "where does a used scheme go in archenemy"] },
  // 315.2: conspiracies go to the command zone at the start.
  { rule: "315.2", says: "before decks are shuffled", asked: ["how do I use conspiracy cards", "when do I put conspiracies into play", "hidden agenda face down at the start"] },
  // 315.7: looking at your face-down conspiracy.
  { rule: "315.7", says: "look at a face-down conspiracy", asked: ["can I look at my hidden agenda", "can I see my opponent's face down conspiracy"] },
];
