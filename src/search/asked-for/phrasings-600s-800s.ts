/** How players ask for the rules of 600-699 (spells, abilities, effects) and 800-999 (multiplayer, casual variants) (row.ts). */
import type { AskedFor } from "./row";

export const PHRASINGS_600S_800S: readonly AskedFor[] = [
  // 601.1a: "play" a card means play it as a land or cast it.
  { rule: "601.1a", says: "Playing a card", asked: ["does play a card mean cast it", "if a card says play can i cast a spell with it", "is playing a card the same as casting it"] },
  // 601.2: what casting a spell is, and its steps.
  { rule: "601.2", says: "take it from where it is", asked: ["what are the steps to cast a spell", "order of announce target and pay when casting", "when is a spell considered cast", "what happens if i mess up casting a spell"] },
  // 601.2a: the card moves to the stack first and its caster controls it.
  { rule: "601.2a", says: "It becomes the topmost object", asked: ["when does a spell go on the stack while casting", "does the card move to the stack before i pay for it", "who controls a spell i cast"] },
  // 601.2b: modes, kicker, X, hybrid and Phyrexian choices are announced first.
  { rule: "601.2b", says: "announces the mode choice", asked: ["when do i choose modes for a modal spell", "when do i choose x for an x spell", "when do i say i am kicking a spell", "can i use two alternative costs on one spell", "how do i pay phyrexian mana with life"] },
  // 601.2c: choosing targets; the same target once per "target" word.
  { rule: "601.2c", says: "for each target the spell requires", asked: ["can i target the same creature twice", "when do i choose targets for a spell", "can one spell hit the same permanent with two target words", "do i pick targets before paying mana"] },
  // 601.2d: dividing damage or counters among targets is announced on casting.
  { rule: "601.2d", says: "divide or distribute an effect", asked: ["when do i split damage between targets", "how do i divide damage among several creatures", "can i assign zero damage to one of the targets"] },
  // 601.2e: an illegal cast is undone.
  { rule: "601.2e", says: "checks to see if the proposed spell can legally be cast", asked: ["what happens if i cast a spell i wasn't allowed to", "cast a spell illegally how do we rewind", "can i take back a spell i couldn't legally cast"] },
  // 601.2f: total cost, increases, reductions, locked in.
  { rule: "601.2f", says: "determines the total cost", asked: ["how do cost reductions stack", "can a cost reducer make a spell cost less than zero", "in what order do cost increases and reductions apply", "does commander tax get reduced by cost reducers", "does a tax effect change the cost after i start paying"] },
  // 601.2g: mana abilities are activated before paying.
  { rule: "601.2g", says: "chance to activate mana abilities", asked: ["when do i tap lands for mana when casting", "can i tap mana after announcing a spell", "do i have to float mana before casting"] },
  // 601.2h: paying the total cost, no partial payments.
  { rule: "601.2h", says: "Partial payments are not allowed", asked: ["can i pay part of a cost", "what order do i pay costs in", "can i sacrifice the creature that made the spell cheaper", "can i pay a cost i cannot fully pay"] },
  // 601.2i: the spell becomes cast; cast triggers happen now.
  { rule: "601.2i", says: "then the spell becomes cast", asked: ["when do cast triggers happen", "when does a spell count as cast for prowess", "do i get priority after casting a spell", "when does a whenever you cast trigger go off"] },
  // 601.3: a player needs permission and no prohibition to start casting.
  { rule: "601.3", says: "can begin to cast a spell", asked: ["when am i allowed to cast a spell", "what lets me cast a card from the graveyard or exile", "can i cast a spell if something says i can't"] },
  // 601.3a: choices during proposal can dodge a casting prohibition.
  { rule: "601.3a", says: "ignoring the effect", asked: ["can i cast an x spell under void winnower", "can i choose x to get around a can't cast restriction", "can't cast even mana value spells and x spells"] },
  // 601.3b: choices during proposal can bring a spell under a flash permission.
  { rule: "601.3b", says: "could cause that effect to apply", asked: ["can i bestow at instant speed with an aura flash effect", "does choosing an alternative cost let me use a flash permission", "cast as though it had flash if a choice makes it qualify"] },
  // 601.3c: flash for an extra cost.
  { rule: "601.3c", says: "only if an alternative or additional", asked: ["can i cast at instant speed if flash needs an extra payment", "flash for an additional cost when can i cast it"] },
  // 601.3d: conditional flash.
  { rule: "601.3d", says: "would have flash only if certain conditions", asked: ["card has flash if i control a wizard can i cast it at instant speed", "conditional flash when can i cast it"] },
  // 601.3e: alternative characteristics decide castability (adventures, morph).
  { rule: "601.3e", says: "alternative set of characteristics", asked: ["can i cast an adventure from the top of my library", "can i cast a morph face down off the top with garruk's horde", "which half of an adventure card can i cast with a permission"] },
  // 601.4: later choices (kicker) may unlock earlier ones (modes).
  { rule: "601.4", says: "may be available to a player", asked: ["can i choose more modes if i plan to kick it", "kicked modal spell choose any number of modes", "mode choice that depends on paying kicker"] },
  // 601.5: losing permission while paying doesn't matter.
  { rule: "601.5", says: "no longer allowed to cast", asked: ["what if the permission to cast goes away while i pay", "does it matter if i sacrifice the thing that lets me cast it", "can a spell become illegal while paying its costs"] },
  // 601.5a: conditional flash lost while casting.
  { rule: "601.5a", says: "may continue to cast that spell as though it had flash", asked: ["conditional flash goes away while i am casting do i finish", "i sacrificed the creature that gave my spell flash while paying"] },
  // 601.6: an opponent makes the choice when the caster normally would.
  { rule: "601.6", says: "the opponent does so when", asked: ["when does my opponent choose the mode if the card says an opponent chooses", "who picks targets when the card says an opponent chooses"] },
  // 601.6a: in multiplayer the caster picks which opponent chooses.
  { rule: "601.6a", says: "decides which of those opponents", asked: ["which opponent chooses in multiplayer when a spell says an opponent chooses", "who picks the opponent that makes the choice"] },
  // 601.7: cost changes don't touch what's already on the stack.
  { rule: "601.7", says: "already on the stack", asked: ["does a cost increase affect spells already on the stack", "does a tax effect apply to spells cast before it", "cast a cost reducer in response does it help my other spell"] },
  // 602.1a: the activation cost is what is before the colon.
  { rule: "602.1a", says: "activation cost is everything before", asked: ["what is the activation cost", "is the stuff before the colon a cost", "who has to pay for an activated ability"] },
  // 602.1b: activation instructions after the effect are not the effect.
  { rule: "602.1b", says: "This text is not part of", asked: ["is activate only once each turn part of the effect", "text after the colon that limits when i can activate", "do activation restrictions still apply if the effect is copied"] },
  // 602.2: only the controller activates, unless the card says otherwise.
  { rule: "602.2", says: "Only an object", asked: ["can i activate my opponent's creature's ability", "who can activate an ability on a permanent", "can the owner use abilities of a permanent someone stole", "can i take back an ability activation"] },
  // 602.2a: the ability goes on the stack as its own object.
  { rule: "602.2a", says: "created on the stack as", asked: ["does an activated ability use the stack", "who controls an activated ability", "does activating from hand reveal the card"] },
  // 602.2b: activation follows the casting steps; activation cost = mana cost.
  { rule: "602.2b", says: "analog to a spell", asked: ["do cost reducers work on activated abilities", "how do you activate an ability step by step", "do you choose targets for an ability like for a spell"] },
  // 602.3a: which opponent chooses for an ability.
  { rule: "602.3a", says: "decides which of those opponents", asked: ["ability says an opponent chooses which opponent in multiplayer", "who picks the opponent that chooses for my ability"] },
  // 602.3b: controller acts before the other player while activating.
  { rule: "602.3b", says: "then the other player", asked: ["ability where both players do something as a cost who goes first", "activate an ability that makes an opponent do something at the same time order"] },
  // 602.4: cost changes don't affect what is on the stack.
  { rule: "602.4", says: "already on the stack", asked: ["does a cost increase affect spells already on the stack", "cast thalia in response does it tax the spell already cast", "does a cost reduction apply to an ability already activated"] },
  // 602.5: prohibited abilities can't be started.
  { rule: "602.5", says: "prohibited from being activated", asked: ["can i activate an ability if a card says abilities can't be activated", "pithing needle named card can i still use its ability", "does pithing needle stop a planeswalker's loyalty abilities", "can i crew a vehicle if its abilities can't be activated"] },
  // 602.5a: summoning sickness for tap/untap abilities.
  { rule: "602.5a", says: "start of their most recent turn", asked: ["summoning sickness tap abilities", "can i tap a creature i just played for mana", "can i use a tap ability on a creature i stole this turn", "does summoning sickness affect artifacts with tap abilities", "mana dork summoning sick"] },
  // 602.5b: "once each turn" survives a control change.
  { rule: "602.5b", says: "continues to apply to that object", asked: ["if i steal a creature that already used its once per turn ability can i use it again", "does once each turn reset when control changes", "gain control of a creature whose once each turn ability was used"] },
  // 602.5c: a gained restricted ability is counted separately.
  { rule: "602.5c", says: "identically worded abilities", asked: ["if two cards give the same once per turn ability can i use both", "once per turn limit on a gained ability"] },
  // 602.5d: sorcery-speed activation.
  { rule: "602.5d", says: "Activate only as a sorcery", asked: ["what does activate only as a sorcery mean", "can i equip at instant speed", "sorcery speed ability timing", "can i activate a sorcery speed ability with something on the stack"] },
  // 602.5e: instant-speed activation.
  { rule: "602.5e", says: "Activate only as an instant", asked: ["activate only as an instant timing", "do i need an instant card to use an instant speed ability"] },
  // 603.1: what a triggered ability is.
  { rule: "603.1", says: "trigger condition and an effect", asked: ["what is a triggered ability", "when whenever at abilities what are they", "how do i tell a trigger from a static ability"] },
  // 603.1a: targeting limits and can't be countered text on a trigger.
  { rule: "603.1a", says: "instructions after its effects", asked: ["can't be countered on a triggered ability how does it work", "trigger text that limits what it can target"] },
  // 603.2: triggers happen automatically when the event matches.
  { rule: "603.2", says: "that ability automatically triggers", asked: ["do triggers happen automatically", "are triggered abilities optional", "when does a trigger go off"] },
  // 603.2a: triggers aren't activated, so activation bans don't stop them.
  { rule: "603.2a", says: "preclude abilities from being activated", asked: ["does pithing needle stop triggered abilities", "can abilities trigger during split second", "can a trigger happen when i can't cast spells"] },
  // 603.2b: "at the beginning of" triggers.
  { rule: "603.2b", says: "When a phase or step begins", asked: ["when do upkeep triggers go off", "at the beginning of upkeep when does it trigger", "beginning of combat triggers timing"] },
  // 603.2c: once per event, but multiple occurrences trigger multiple times.
  { rule: "603.2c", says: "triggers only once each time", asked: ["does a dies trigger happen for each creature in a board wipe", "if five creatures die at once how many times does it trigger", "one event several creatures how many triggers"] },
  // 603.2d: "triggers an additional time" effects.
  { rule: "603.2d", says: "triggers additional times", asked: ["how do panharmonicon style effects work", "do two trigger doublers stack", "does panharmonicon double delayed or reflexive triggers"] },
  // 603.2e: "becomes" triggers only on the change.
  { rule: "603.2e", says: "the named event happens", asked: ["does becomes tapped trigger if it enters tapped", "does becomes blocked trigger again later in combat", "does a becomes target trigger if it was already targeted"] },
  // 603.2f: hidden objects don't trigger.
  { rule: "603.2f", says: "at no time visible to all", asked: ["do face down cards in hand trigger abilities", "does a card that no one saw trigger its ability"] },
  // 603.2g: prevented or replaced events trigger nothing.
  { rule: "603.2g", says: "prevented or replaced", asked: ["does a damage trigger happen if the damage is prevented", "if the draw is replaced does a whenever you draw trigger happen", "does a replaced event still trigger abilities", "fog and whenever deals damage triggers"] },
  // 603.2h: "do this only once each turn" triggers.
  { rule: "603.2h", says: "Do this only once each turn", asked: ["what does do this only once each turn mean on a trigger", "does a once each turn trigger go off a second time if i didn't do it", "triggers only once each turn if the first trigger was countered"] },
  // 603.3: triggers go on the stack next time someone would get priority.
  { rule: "603.3", says: "would receive priority", asked: ["when do triggers go on the stack", "do triggers go on the stack in the middle of casting a spell", "do triggers during resolution wait until it finishes"] },
  // 603.3a: a trigger's controller is its source's controller when it triggered.
  { rule: "603.3a", says: "who controlled its source", asked: ["who controls a trigger of a creature i stole", "if a creature changes control after triggering who controls the trigger", "whose trigger is it"] },
  // 603.3b: APNAP ordering of simultaneous triggers.
  { rule: "603.3b", says: "in any order they choose", asked: ["what order do simultaneous triggers go on the stack", "both players have triggers whose resolves first", "can i order my own triggers", "do active player triggers resolve last"] },
  // 603.3c: modal triggers choose modes when put on the stack.
  { rule: "603.3c", says: "If a triggered ability is modal", asked: ["when do i choose the mode for a modal trigger", "modal trigger where one mode has no legal target"] },
  // 603.3d: a trigger with no legal choices is removed.
  { rule: "603.3d", says: "the ability is simply removed", asked: ["what happens to a trigger with no legal targets", "etb trigger has nothing to target what happens", "do i have to target my own creature with a mandatory trigger"] },
  // 603.4: intervening "if" clause.
  { rule: "603.4", says: "checks the stated condition again", asked: ["what is an intervening if clause", "does an if trigger check again on resolution", "if i drop below 40 life before felidar sovereign resolves", "trigger with an if condition does it check twice"] },
  // 603.5: optional ("may") triggers still go on the stack.
  { rule: "603.5", says: "regardless of whether their controller intends", asked: ["when do i choose on a may trigger", "do optional triggers still go on the stack", "when is the unless part of a trigger decided", "can i decline a may ability"] },
  // 603.6: zone-change triggers look for the object in its new zone.
  { rule: "603.6", says: "zone-change triggers", asked: ["what if the creature leaves before its etb resolves", "flicker a creature in response to its own trigger", "does the trigger still find the card if it moved again", "return it from graveyard trigger but card was exiled"] },
  // 603.6a: ETB triggers, newcomers see each other.
  { rule: "603.6a", says: "Enters-the-battlefield abilities trigger", asked: ["what is an etb trigger", "do etb triggers see other creatures entering at the same time", "does my etb trigger when creatures come in together"] },
  // 603.6b: a permanent never exists unmodified on the battlefield.
  { rule: "603.6b", says: "with its unmodified characteristics", asked: ["does a land that becomes a creature trigger creature etb", "humility and etb triggers", "does a creature that loses all abilities get its etb"] },
  // 603.6c: leaves-the-battlefield triggers.
  { rule: "603.6c", says: "Leaves-the-battlefield abilities trigger", asked: ["what is a leaves the battlefield trigger", "does an ltb trigger when the owner leaves the game", "where does an ltb trigger look for the card", "is a from anywhere trigger a leaves trigger"] },
  // 603.6d: "enters tapped / with counters / as" is static, not a trigger.
  { rule: "603.6d", says: "not a triggered ability", asked: ["is enters tapped a trigger", "can i respond to enters with counters", "is as this enters a triggered ability", "can enters with counters be stifled"] },
  // 603.6e: auras that trigger on the enchanted permanent leaving.
  { rule: "603.6e", says: "trigger on the enchanted permanent leaving", asked: ["aura that returns when enchanted creature dies how does it find the card", "does an aura's leave trigger find the aura in the graveyard", "aura that returns the enchanted creature when it dies how does it find the creature"] },
  // 603.7: delayed triggered abilities.
  { rule: "603.7", says: "create a delayed triggered ability", asked: ["what is a delayed trigger", "at the beginning of the next end step ability how does it work", "exile it at end of turn ability timing"] },
  // 603.7a: a delayed trigger doesn't exist until created.
  { rule: "603.7a", says: "until it has actually been created", asked: ["if the creature leaves before the spell resolves does the delayed trigger happen", "does a delayed trigger go off if the event already happened", "when does a delayed trigger start watching for its event"] },
  // 603.7b: delayed triggers trigger once unless they have a duration.
  { rule: "603.7b", says: "unless it has a stated duration", asked: ["does a delayed trigger happen every time or only once", "next time this creature deals damage trigger how many times", "does the next end step trigger happen every end step"] },
  // 603.7c: delayed triggers lose track of objects that changed zones.
  { rule: "603.7c", says: "still affects it even if", asked: ["does a return at end of turn ability work if the card was flickered", "exile at end step what if it's no longer a creature", "delayed trigger when the object changed zones"] },
  // 603.7d: source and controller of a delayed trigger made by a spell.
  { rule: "603.7d", says: "If a spell creates a delayed", asked: ["who controls the delayed trigger from a spell", "what is the source of a delayed trigger from an instant"] },
  // 603.7e: source and controller of a delayed trigger made by an ability.
  { rule: "603.7e", says: "If an activated or triggered", asked: ["who controls a delayed trigger from an ability if the creature changed control", "source of a delayed trigger created by an etb"] },
  // 603.7h: delayed triggers counting resolutions.
  { rule: "603.7h", says: "resolved a certain number of times", asked: ["ability resolved for the third time this turn trigger", "delayed trigger when an ability resolves several times in a turn"] },
  // 603.8: state triggers.
  { rule: "603.8", says: "These are called state triggers", asked: ["what is a state trigger", "whenever you have no cards in hand trigger how often", "does a state trigger keep triggering", "state trigger vs state based action"] },
  // 603.9: "when a player loses" triggers include leaving.
  { rule: "603.9", says: "trigger specifically when a player loses", asked: ["does a when a player loses trigger happen on a concede", "abilities that trigger when a player leaves the game", "does a draw count as losing for triggers"] },
  // 603.10: some triggers look back in time.
  { rule: "603.10", says: "looks back in time", asked: ["which triggers look back in time", "look back in time triggers", "last known information for triggers", "does a leaves the battlefield trigger see the creature after it left", "dies trigger checks the creature as it last was on the battlefield"] },
  // 603.10a: leaves-the-battlefield triggers see things dying with them.
  { rule: "603.10a", says: "Some zone-change triggers look back", asked: ["does blood artist trigger for creatures dying with it in a wrath", "creature with a death trigger dies in a board wipe does it trigger", "does my dies trigger work if it dies at the same time", "leaves the battlefield triggers look back"] },
  // 603.10b: a permanent that phases out is seen as it last was.
  { rule: "603.10b", says: "trigger when a permanent phases out", asked: ["does a phases out trigger see the permanent as it was", "teferi's protection phasing out does it trigger leaves the battlefield", "does phasing out count as leaving the battlefield for triggers"] },
  // 603.10c: unattach triggers see the object as it was attached.
  { rule: "603.10c", says: "becomes unattached look back in time", asked: ["equipment becomes unattached trigger does it know which creature it was on", "aura falls off trigger which creature does it check", "equipped creature dies does the unattached trigger still work"] },
  // 603.10d: control-loss triggers look back.
  { rule: "603.10d", says: "loses control of an object", asked: ["does a lose control trigger see the permanent before it changed", "gain control trigger from opponent look back"] },
  // 603.10e: countered-spell triggers see the spell on the stack.
  { rule: "603.10e", says: "when a spell is countered look back", asked: ["whenever a spell is countered trigger does it see the countered spell", "counterspell trigger checks the mana value of the countered spell"] },
  // 603.10f: losing-the-game triggers see the player still in it.
  { rule: "603.10f", says: "when a player loses the game look back", asked: ["does a whenever an opponent loses the game trigger still work", "trigger when a player is eliminated in multiplayer", "player conceded does my loses the game trigger happen"] },
  // 603.10g: leaving-a-plane triggers see the plane face up.
  { rule: "603.10g", says: "planeswalks away from a plane look back", asked: ["when you planeswalk away from a plane does its trigger still work", "plane leaving trigger after it is turned face down"] },
  // 603.12: reflexive triggers ("when you do").
  { rule: "603.12", says: "reflexive triggered abilities", asked: ["what is a reflexive trigger", "when you do trigger how does it work", "can you respond between sacrificing and the when you do trigger", "when you do ability targets chosen when"] },
  // 603.12a: "one or more times" reflexive triggers trigger once.
  { rule: "603.12a", says: "one or more times", asked: ["reflexive trigger paying a cost several times does it trigger more than once", "pay any number of times when you do trigger once"] },
  // 604.1: static abilities.
  { rule: "604.1", says: "do something all the time", asked: ["what is a static ability", "do static abilities use the stack", "can i respond to a static ability"] },
  // 604.2: static abilities work while the permanent is on the battlefield.
  { rule: "604.2", says: "active as long as the permanent", asked: ["when does a static ability stop applying", "does an anthem stop working when it leaves", "does a static ability work from the graveyard"] },
  // 604.3: characteristic-defining abilities work everywhere.
  { rule: "604.3", says: "Characteristic-defining abilities function in all zones", asked: ["what is a characteristic defining ability", "what is tarmogoyf's power in the graveyard", "does a cda work in the hand or library", "changeling in library is it every creature type"] },
  // 604.3a: the criteria for a CDA.
  { rule: "604.3a", says: "does not directly affect", asked: ["is this ability a characteristic defining ability", "why isn't an anthem a cda", "cda criteria printed on the card"] },
  // 604.4: auras/equipment modify without targeting.
  { rule: "604.4", says: "static abilities that modify the object", asked: ["does equipment target the creature it's attached to", "does an aura's bonus target the enchanted creature", "does the equipment bonus move with it when re-equipped"] },
  // 604.5: some statics work on the stack.
  { rule: "604.5", says: "apply while a spell is", asked: ["does can't be countered work on the stack", "does an alternative cost ability work while casting", "when does this spell can't be countered apply"] },
  // 604.6: "you may cast this card from" abilities work from that zone.
  { rule: "604.6", says: "any zone that you could cast", asked: ["does a you may cast this from your graveyard ability work there", "where does a can't cast this card ability work"] },
  // 604.7: statics don't use last known information.
  { rule: "604.7", says: "last known information", asked: ["static abilities last known information", "does an anthem use last known info when it leaves", "does a lord still pump after it dies"] },
  // 605.1: what a mana ability is.
  { rule: "605.1", says: "mana abilities", asked: ["what counts as a mana ability", "is an ability that adds mana always a mana ability", "do mana abilities use the stack"] },
  // 605.1a: what makes an activated ability a mana ability.
  { rule: "605.1a", says: "could add mana to a player", asked: ["what counts as a mana ability", "is a planeswalker ability that adds mana a mana ability", "is an ability that makes mana and targets a mana ability", "is sacrificing a treasure a mana ability"] },
  // 605.1b: triggered mana abilities.
  { rule: "605.1b", says: "triggers from the activation or resolution", asked: ["is a trigger that adds mana when you tap a land a mana ability", "extra mana when tapping a land does it use the stack", "does mirari's wake or zendikar resurgent extra mana use the stack", "extra mana from a land tapped for mana can it be responded to"] },
  // 605.2: still a mana ability even if it makes no mana.
  { rule: "605.2", says: "remains a mana ability even if", asked: ["is it still a mana ability if it makes no mana", "tap for g per creature with no creatures still a mana ability", "reflecting pool with no other lands is it still a mana ability"] },
  // 605.3a: when mana abilities can be activated.
  { rule: "605.3a", says: "whenever they have priority, whenever", asked: ["when can i tap for mana", "can i tap mana in the middle of casting a spell", "can i activate mana abilities without priority", "tap for mana during resolution to pay for something"] },
  // 605.3b: mana abilities don't use the stack.
  { rule: "605.3b", says: "resolves immediately after it is activated", asked: ["can you respond to a mana ability", "can i counter someone tapping a land for mana", "does tapping a mana dork use the stack", "can i kill a mana elf in response to it tapping"] },
  // 605.3c: a mana ability can't be activated again mid-activation.
  { rule: "605.3c", says: "activated again until it has resolved", asked: ["can i activate a mana ability again while it is being activated", "tap the same mana ability twice in a loop"] },
  // 605.4a: triggered mana abilities don't use the stack either.
  { rule: "605.4a", says: "A triggered mana ability", asked: ["can you respond to a triggered mana ability", "does the extra mana from a land tap trigger use the stack"] },
  // 605.5a: targets make it not a mana ability.
  { rule: "605.5a", says: "An ability with a target", asked: ["is an ability that targets and adds mana a mana ability", "does a targeted mana producing ability use the stack"] },
  // 605.5b: spells are never mana abilities (Dark Ritual).
  { rule: "605.5b", says: "A spell can never be", asked: ["is dark ritual a mana ability", "can i respond to dark ritual", "can i cast dark ritual while paying for another spell", "what were mana source cards"] },
  // 606.1: loyalty abilities.
  { rule: "606.1", says: "loyalty abilities", asked: ["what is a loyalty ability", "are planeswalker abilities activated abilities", "does a loyalty ability use the stack"] },
  // 606.3: loyalty abilities: sorcery speed, once per turn per permanent.
  { rule: "606.3", says: "only if no player has previously", asked: ["how many times can i activate a planeswalker per turn", "can i activate planeswalker abilities at instant speed", "can i use a planeswalker twice in one turn", "when can i use a loyalty ability", "if i flicker a planeswalker can i activate it again"] },
  // 606.4: the loyalty cost is adding/removing counters.
  { rule: "606.4", says: "put on or remove from", asked: ["is adding loyalty counters a cost", "can you respond before the plus ability adds counters", "is the minus loyalty paid immediately"] },
  // 606.5: combined loyalty costs.
  { rule: "606.5", says: "combined into a single cost", asked: ["carth the lion extra plus one how does it combine", "additional loyalty cost how many counters", "effect adds an extra minus loyalty cost to the ability how many counters"] },
  // 606.6: negative loyalty needs enough counters.
  { rule: "606.6", says: "negative loyalty cost", asked: ["can i use an ultimate without enough loyalty", "can i minus a planeswalker down to zero", "can i activate minus 4 with 3 loyalty"] },
  // 607.1: linked abilities.
  { rule: "607.1", says: "these two abilities are linked", asked: ["what are linked abilities", "does exiled with this card refer only to its own ability", "if the card leaves and comes back can it get back the exiled cards", "does a flickered oblivion ring get the card back", "new object after blinking loses track of exiled cards"] },
  // 607.1a: an ability granted by an ability printed on the object counts as printed.
  { rule: "607.1a", says: "grants that ability to that object", asked: ["granted exile and return abilities are they linked", "ability given by another ability on the same card counts as printed"] },
  // 607.1b: both faces of a transforming card count for linked abilities.
  { rule: "607.1b", says: "nonmodal double-faced object", asked: ["front face exiles and back face returns are they linked", "does the back face know what the front face exiled", "linked abilities on a transforming double faced card"] },
  // 607.1d: a token or emblem can be linked to the object that made it.
  { rule: "607.1d", says: "Abilities printed on two objects can be linked", asked: ["can the token return cards exiled by the card that created it", "emblem refers to the planeswalker that made it", "token made by a card refers to that card's exiled cards"] },
  // 607.2a: "exiled with" linked to the exiling ability.
  { rule: "607.2a", says: "exiled with [this object]", asked: ["can a card return cards exiled by a different card", "which cards count as exiled with this", "return the exiled card linked ability"] },
  // 607.2b: a replacement that exiles links to an ability using the exiled cards.
  { rule: "607.2b", says: "causes one or more cards to be exiled", asked: ["if it would die exile it instead and this card uses the exiled cards", "cards exiled by this card's replacement effect can it cast them later"] },
  // 607.2c: objects put onto the battlefield or created with this object.
  { rule: "607.2c", says: "put onto the battlefield with", asked: ["which creatures count as put onto the battlefield with this", "sacrifice the tokens created with this card", "if the card leaves and comes back does it still know its tokens"] },
  // 607.2d: "choose a [value]" linked to "the chosen [value]".
  { rule: "607.2d", says: "the chosen [value]", asked: ["as this enters choose a color does the chosen color stay", "chosen creature type on a copy", "what does the chosen color refer to"] },
  // 607.2e: noting information and the ability that reads it.
  { rule: "607.2e", says: "allows some information to be noted", asked: ["does it remember the card name i noted after it changes zones", "which noted name does the second ability use"] },
  // 607.2f: choosing among words with no rules meaning.
  { rule: "607.2f", says: "otherwise have no rules meaning", asked: ["choose odd or even as it enters does a copy know the choice", "the chosen word after the permanent is flickered"] },
  // 607.2g: cost paid as the permanent entered.
  { rule: "607.2g", says: "refers to the cost paid", asked: ["how much life did i pay as it entered", "cost paid as this entered after a flicker does it remember"] },
  // 607.2h: a static ability and triggers in its paragraph.
  { rule: "607.2h", says: "in the same paragraph", asked: ["does the trigger only count what the static ability did", "static ability and trigger written together are they linked"] },
  // 607.2i: "if it was kicked" abilities are linked to the kicker.
  { rule: "607.2i", says: "whether that cost was paid", asked: ["does the if it was kicked ability know which kicker i paid", "creature put onto the battlefield without casting was it kicked", "multikicker linked to the etb"] },
  // 607.2j: a variable additional cost and the ability that reads its value.
  { rule: "607.2j", says: "variable additional cost", asked: ["how much did i pay as it was cast if it was copied", "x paid as this was cast when it enters"] },
  // 607.2k: champion's two halves are linked.
  { rule: "607.2k", says: "champion keyword", asked: ["champion a creature which one comes back", "does the champion creature return the one it exiled", "two champion creatures which creature returns"] },
  // 607.2m: abilities after an anchor word link to the choice.
  { rule: "607.2m", says: "preceded by an anchor word", asked: ["khans or dragons which ability applies", "anchor word abilities linked to the choice made"] },
  // 607.2n: cards exiled before the game by a card of that name.
  { rule: "607.2n", says: "before you shuffle your deck to start the game", asked: ["cards exiled before the game starts which card can use them", "several copies exiled cards before the game which one gets them"] },
  // 607.2p: a choice before the game for a characteristic-defining ability.
  { rule: "607.2p", says: "before the game begins", asked: ["prismatic piper chosen color", "color chosen before the game starts for its color"] },
  // 607.2q: cards exiled to pay the spell's cost and the permanent's ability.
  { rule: "607.2q", says: "while paying a cost to cast it", asked: ["cards exiled to cast it can the permanent use them", "exiled to pay for this spell then refers to them later"] },
  // 607.3: "the exiled card" when several were exiled (copied ability).
  { rule: "607.3", says: "each of the exiled cards", asked: ["copied exile ability exiled two cards which one comes back", "the exiled card when several cards were exiled"] },
  // 607.4: an ability can be in several linked pairs.
  { rule: "607.4", says: "more than one pair of linked abilities", asked: ["can one ability be linked to two others", "exile ability linked to both a return and a cast ability"] },
  // 607.5: linked abilities gained together stay linked.
  { rule: "607.5", says: "acquires a pair of linked abilities", asked: ["gain both linked abilities from one effect are they linked", "copy gets exile and return abilities together do they work"] },
  // 607.5a: undefined choices do nothing.
  { rule: "607.5a", says: "refers to an undefined choice", asked: ["what if a copy never chose a color", "copying a creature that has a chosen color", "gain an ability that refers to a choice that was never made"] },
  // 608.1: resolution when all players pass in succession.
  { rule: "608.1", says: "Each time all players pass", asked: ["when does the top of the stack resolve", "do both players have to pass for a spell to resolve", "how does the stack resolve", "when does my spell actually happen"] },
  // 608.2a: intervening if checked on resolution.
  { rule: "608.2a", says: "intervening", asked: ["intervening if clause checked when the trigger resolves", "trigger does nothing if the condition is no longer true", "if i have more life than you trigger checked twice"] },
  // 608.2b: target legality on resolution ("fizzle").
  { rule: "608.2b", says: "whether the targets are still legal", asked: ["what does fizzle mean", "what happens if my target is gone when my spell resolves", "does a spell fizzle if one of two targets is illegal", "target gains hexproof in response", "do i still gain life if the damage target is gone"] },
  // 608.2c: follow the instructions in order, read the whole text.
  { rule: "608.2c", says: "instructions in the order written", asked: ["does a spell do things in the order written", "read the whole card before applying it", "counter it and put it on top of library instead how does it read"] },
  // 608.2d: choices on resolution; can't choose the impossible.
  { rule: "608.2d", says: "illegal or impossible", asked: ["can i choose to sacrifice if i have no creatures", "can i pick the option i can't do to avoid the other", "punisher card choice if i can't pay", "can i choose to draw from an empty library"] },
  // 608.2e: multi-player multi-step effects: choices in APNAP order per step.
  { rule: "608.2e", says: "multiple steps or actions", asked: ["each player sacrifices then discards who chooses first", "order of choices when a spell makes every player do things", "does the active player choose first for each player sacrifices a creature"] },
  // 608.2f: simultaneous processing, else one at a time.
  { rule: "608.2f", says: "processed simultaneously", asked: ["does it all happen at the same time", "gain control of several permanents at once", "spell affects me and my creature in what order"] },
  // 608.2g: casting spells during resolution.
  { rule: "608.2g", says: "cast a spell during resolution", asked: ["can i respond to a cascaded spell before cascade finishes", "do i get priority when casting from a resolving effect", "can i tap mana during resolution to pay", "casting a spell while another resolves"] },
  // 608.2h: information determined once; last known information.
  { rule: "608.2h", says: "determined only once", asked: ["is x locked in when the spell resolves", "does the count change after the spell resolves", "what power is used if the creature died before the ability resolves", "does fling use the power of the sacrificed creature", "last known information when the creature is gone"] },
  // 608.2i: effects that look back at earlier game states.
  { rule: "608.2i", says: "require information about previous game states", asked: ["creatures you attacked with this turn does it count ones that left", "effects that count what happened earlier this turn"] },
  // 608.2j: effects check only the stated characteristic.
  { rule: "608.2j", says: "checks only for the value", asked: ["does destroy all black creatures hit a black and white creature", "does nonblack exclude a multicolor creature", "is a multicolored creature each of its colors"] },
  // 608.2k: untargeted objects named by cost or trigger are still affected.
  { rule: "608.2k", says: "previously referred to by that ability", asked: ["what if the blocked creature stops being a creature before the trigger resolves", "does the trigger still hit it if it changed type"] },
  // 608.2m: a spell that leaves the stack mid-resolution finishes.
  { rule: "608.2m", says: "continue to resolve fully", asked: ["if my spell leaves the stack while resolving does it still finish", "what if the resolving spell gets exiled mid resolution", "spell exiled by its own effect while resolving does it keep going"] },
  // 608.2n: instants and sorceries go to the graveyard last.
  { rule: "608.2n", says: "As the final part of", asked: ["when does my instant go to the graveyard", "is the sorcery in the graveyard while it resolves", "does a spell count itself in the graveyard while resolving"] },
  // 608.2p: resolution triggers.
  { rule: "608.2p", says: "trigger when that spell or ability resolves", asked: ["when does a whenever a spell resolves trigger happen", "trigger on a spell resolving timing"] },
  // 608.3a: permanent spells become permanents.
  { rule: "608.3a", says: "becomes a permanent and enters", asked: ["when does a creature spell become a permanent", "who controls the creature when it resolves", "does a creature spell resolve onto the battlefield"] },
  // 608.3b: auras/mutate with an illegal target.
  { rule: "608.3b", says: "bestowed Aura spell", asked: ["what happens if the bestow target dies", "mutate target gone what happens", "aura spell target is gone does it fizzle"] },
  // 608.3c: auras enter attached to their target.
  { rule: "608.3c", says: "attached to the player or object", asked: ["where does an aura go when it resolves", "does an aura attach to what it targeted", "who controls an aura i put on my opponent's creature"] },
  // 608.3d: a mutating spell merges.
  { rule: "608.3d", says: "merges with the permanent it", asked: ["what happens when a mutate spell resolves", "mutate onto a creature how does it resolve", "mutate resolves does it become one creature with the one underneath"] },
  // 608.3e: a permanent that can't enter goes to the graveyard.
  { rule: "608.3e", says: "If a permanent spell resolves but", asked: ["what happens if a permanent can't enter the battlefield", "clone copying a land creature under worms of the earth", "permanent spell that can't enter the battlefield where does it go"] },
  // 608.3f: copies of permanent spells become tokens (not "created").
  { rule: "608.3f", says: "become a token permanent", asked: ["copy of a creature spell becomes a token", "does a copied permanent spell count as creating a token", "does doubling season double a copy of a permanent spell"] },
  // 609.2: effects apply only to permanents by default.
  { rule: "609.2", says: "Effects apply only to permanents", asked: ["does all lands are creatures affect cards in the graveyard", "do effects apply to cards in hand", "does a spell cost more effect hit cards in hand"] },
  // 609.3: do as much as possible.
  { rule: "609.3", says: "does only as much as possible", asked: ["what if i have to discard two but only have one", "can i do part of the effect if i can't do all of it", "mill more cards than are in the library", "sacrifice two creatures but i only have one"] },
  // 609.4: "as though" effects.
  { rule: "609.4", says: "treat the game exactly as if", asked: ["what does as though mean on a card", "cast as though it had flash does it actually have flash", "block as though it had reach"] },
  // 609.4a: two "as though" effects together.
  { rule: "609.4a", says: "both conditions could apply", asked: ["cast from another player's graveyard as though it had flash", "two as though effects at once"] },
  // 609.4b: spend mana as though any color.
  { rule: "609.4b", says: "only how the player may pay", asked: ["does spending mana as any color change the color spent", "mana of any type can be spent and converge", "spend mana as though any color for colored costs"] },
  // 609.5: no default for ties.
  { rule: "609.5", says: "has no default for ties", asked: ["what happens on a tie", "if two players tie for most life who gets it", "is there a tiebreaker for most"] },
  // 609.7: damage from a source of your choice.
  { rule: "609.7", says: "damage from a source", asked: ["prevent damage from a red source of your choice how do i choose", "when do i pick the source for a prevention effect", "source of your choice can it be a spell on the stack"] },
  // 609.7a: choosing a source of damage.
  { rule: "609.7a", says: "choose a source of damage", asked: ["what can i choose as a source for a prevention effect", "circle of protection can i pick a spell on the stack as the source", "choose a source that isn't on the battlefield"] },
  // 609.7b: damage shields recheck the source's properties.
  { rule: "609.7b", says: "rechecks the source", asked: ["if the red source turns blue does the prevention still apply", "is the prevention shield used up if it prevents nothing"] },
  // 609.7c: static prevention by source properties.
  { rule: "609.7c", says: "sources with certain properties", asked: ["protection from red like effect on a spell source not on the battlefield", "static ability prevents damage from black sources does it include spells"] },
  // 610.1: one-shot effects.
  { rule: "610.1", says: "does something just once", asked: ["what is a one shot effect", "does destroy have a duration", "is creating a token a one time effect"] },
  // 610.2: one-shot effects that act later.
  { rule: "610.2", says: "create a delayed triggered ability", asked: ["spell says at the beginning of the next end step return it how does that work", "do something later effect from an instant"] },
  // 610.3: "until" exile returns the object.
  { rule: "610.3", says: "object to its previous zone", asked: ["banisher priest exile until how does it come back", "when does an exile until card return", "exile until leaves the battlefield how does it work"] },
  // 610.3a: a spell's "until" event already happened.
  { rule: "610.3a", says: "specified event has already occurred", asked: ["if the until condition already ended before my spell resolves", "exile until spell whose condition already passed"] },
  // 610.3b: a trigger's "until" event already happened (Banisher Priest dies first).
  { rule: "610.3b", says: "after that ability triggered", asked: ["kill banisher priest in response to its etb", "if the exile until creature dies before its trigger resolves what happens", "respond to the exile until trigger by removing its source"] },
  // 610.3c: returned objects come back under the owner's control.
  { rule: "610.3c", says: "returned to the battlefield this way", asked: ["who gets the creature back when exile until ends", "does the exiled creature come back under my control or the owner's", "banisher priest dies who gets the creature back", "oblivion ring leaves the battlefield does the card come back under my control"] },
  // 610.3d: simultaneous returns.
  { rule: "610.3d", says: "those one-shot effects are also simultaneous", asked: ["two banisher priests die at once do both creatures come back together", "do creatures returned at the same time see each other enter", "two o rings leave at once do both cards return together"] },
  // 610.4: phasing out until an event.
  { rule: "610.4", says: "phase out", asked: ["phase out until this leaves the battlefield how does it work", "when does a creature phased out until something phase back in"] },
  // 610.4a: phased out "until" doesn't phase in on untap.
  { rule: "610.4a", says: "A permanent phased out this way", asked: ["does a creature phased out until something phase in during untap", "phase out until you leave when does it come back", "phased out until this leaves does it phase in on my untap step"] },
  // 610.4b: the until event has already happened.
  { rule: "610.4b", says: "already occurred", asked: ["phase out until an event that already happened", "phasing spell where the until condition passed in response"] },
  // 611.2: continuous effects from spells and abilities.
  { rule: "611.2", says: "resolution of a spell or ability", asked: ["how long does a pump spell last", "until end of turn effect from a spell"] },
  // 611.2a: duration of resolved continuous effects.
  { rule: "611.2a", says: "If no duration is stated", asked: ["how long does a spell's effect last with no duration", "does a pump without until end of turn last forever", "gain control with no duration is it permanent"] },
  // 611.2b: "for as long as" that never starts.
  { rule: "611.2b", says: "the effect does nothing", asked: ["gain control for as long as you control this but it left first", "what if i lose control before the steal trigger resolves", "as long as duration ends before resolving"] },
  // 611.2c: resolved effects lock in the affected set.
  { rule: "611.2c", says: "set of objects it affects", asked: ["does a pump all creatures spell affect creatures that enter later", "does an until end of turn anthem affect new creatures", "prevent all damage this turn does it cover creatures that come in later"] },
  // 611.2d: X is locked on resolution.
  { rule: "611.2d", says: "determined only once, on resolution", asked: ["does the pump change if the number of creatures changes later", "x is locked when the spell resolves", "gets +x/+x where x is creatures you control does it update"] },
  // 611.2e: "is [characteristic]" applies as it enters.
  { rule: "611.2e", says: "applies simultaneously with the permanent entering", asked: ["does a creature returned as an enchantment trigger enchantment etb", "returned as a zombie in addition to its types does it enter that way"] },
  // 611.2f: effects on the next spell cast.
  { rule: "611.2f", says: "the next spell a player casts", asked: ["the next spell you cast this turn gets an ability when does it apply", "does a next spell effect apply to a spell already on the stack"] },
  // 611.3: static abilities generate continuous effects.
  { rule: "611.3", says: "static ability of an object", asked: ["how long does a static ability effect last", "does an anthem keep working after it leaves"] },
  // 611.3a: static effects aren't locked in.
  { rule: "611.3a", says: "at any given moment to whatever", asked: ["does an anthem affect creatures that enter later", "lord bonus goes away when the creature changes type", "static ability affects new creatures", "does a lord pump a creature that becomes that type later"] },
  // 611.3b: a static ability works while its source is where it works.
  { rule: "611.3b", says: "at all times that the permanent", asked: ["does an anthem stop when the creature dies", "lord dies do the others lose the bonus right away", "static ability stops when the permanent leaves the battlefield"] },
  // 611.3c: statics apply as the permanent enters.
  { rule: "611.3c", says: "simultaneously with the permanent entering", asked: ["does a 1/1 token enter as 2/2 with an anthem", "does an anthem apply before etb triggers check", "would a 0/0 with an anthem die on entering"] },
  // 611.3d: permission to cast with an ability that lasts on the battlefield.
  { rule: "611.3d", says: "play a land or cast a permanent spell", asked: ["creature cast from the graveyard gains haste how long does it last", "cast from exile with an ability that works on the battlefield"] },
  // 612.1: text-changing effects.
  { rule: "612.1", says: "Such an effect is a text-changing", asked: ["what is a text changing effect", "how does magical hack work", "change the word on a card", "change a word on a card like mind bend", "sleight of mind change the color word on protection"] },
  // 612.2: text changes only words used correctly, never names.
  { rule: "612.2", says: "used in the correct way", asked: ["can i change a color word in a card's name", "does a text change affect a name like white knight", "change the land type in landwalk"] },
  // 612.2a: token creature types are also the token's name.
  { rule: "612.2a", says: "define both the creature types", asked: ["change the creature type of tokens a card makes", "text change a token maker's creature type", "does the token's name change with its type"] },
  // 612.3: granted abilities can't be text-changed.
  { rule: "612.3", says: "Effects that add or remove abilities", asked: ["can a text changing effect change a granted ability", "change the color of protection given by an aura"] },
  // 612.4: a token's text comes from what created it.
  { rule: "612.4", says: "subtypes and rules text are defined", asked: ["can i change a token's creature type with a text change", "text changing effect on a token"] },
  // 612.5: Exchange of Words.
  { rule: "612.5", says: "exchange the text boxes", asked: ["how does exchange of words work", "swap text boxes of two creatures"] },
  // 612.6: Volrath's Shapeshifter.
  { rule: "612.6", says: "full text", asked: ["how does volrath's shapeshifter work", "volrath's shapeshifter takes the top creature's text", "shapeshifter name and power from the graveyard card"] },
  // 612.7: Spy Kit.
  { rule: "612.7", says: "all names of nonlegendary creature cards", asked: ["how does spy kit work", "does spy kit give a creature every name", "spy kit and relentless rats"] },
  // 612.8: effects that set a name.
  { rule: "612.8", says: "sets the name of an object", asked: ["effect that changes a card's name", "renamed creature loses its old name", "what is the name of a creature that becomes named something else"] },
  // 612.9: name stickers.
  { rule: "612.9", says: "A name sticker", asked: ["how do name stickers work", "does a sticker change the creature's name", "name sticker on a card in my graveyard"] },
  // 612.10: splice adds text.
  { rule: "612.10", says: "A splice ability changes", asked: ["does splice change the spell's text", "spliced text and a text changing effect", "where does spliced text go on the spell"] },
  // 613.1: the layer system.
  { rule: "613.1", says: "in a series of layers", asked: ["what are the layers", "how does the layer system work", "in what order do continuous effects apply", "layer order copy control text type color ability power"] },
  // 613.1a: layer 1 copy.
  { rule: "613.1a", says: "modify copiable values", asked: ["what layer are copy effects in", "clone layer 1", "do copy effects apply first"] },
  // 613.1b: layer 2 control.
  { rule: "613.1b", says: "Control-changing effects are applied", asked: ["what layer is gain control", "control change layer 2", "steal effects which layer", "control magic then act of treason who controls it", "two steal effects on one creature which wins"] },
  // 613.1c: layer 3 text.
  { rule: "613.1c", says: "Text-changing effects are applied", asked: ["what layer are text changing effects", "layer 3", "mind bend changes the landwalk on a creature which layer"] },
  // 613.1d: layer 4 type.
  { rule: "613.1d", says: "Type-changing effects are applied", asked: ["what layer is becoming a creature", "land becomes a creature which layer", "blood moon layer 4", "does blood moon turn urborg off", "urborg tomb of yawgmoth under blood moon is it a swamp"] },
  // 613.1e: layer 5 color.
  { rule: "613.1e", says: "Color-changing effects are applied", asked: ["what layer changes color", "painter's servant which layer", "layer 5", "painter's servant and a color set by an aura which wins"] },
  // 613.1f: layer 6 abilities.
  { rule: "613.1f", says: "Ability-adding effects", asked: ["what layer is losing all abilities", "humility lose abilities layer 6", "what layer is gaining flying", "keyword counters which layer", "humility and opalescence which layer", "does humility remove abilities gained later"] },
  // 613.1g: layer 7 power/toughness.
  { rule: "613.1g", says: "toughness-changing effects are applied", asked: ["what layer is +1/+1", "power toughness layer 7", "pump effects which layer"] },
  // 613.2: layer 1 sublayers.
  { rule: "613.2", says: "Within layer 1, apply effects", asked: ["in what order do copy effects apply", "clone copying a face down creature which applies first"] },
  // 613.2a: layer 1a copiable effects.
  { rule: "613.2a", says: "Copiable effects are applied", asked: ["does a clone copy pump effects or counters", "what does a copy actually copy", "layer 1a copy and merge"] },
  // 613.2b: layer 1b face-down.
  { rule: "613.2b", says: "Face-down spells and permanents", asked: ["what layer makes a morph a 2/2", "face down 2/2 layer 1b"] },
  // 613.2c: the copiable values are set after layer 1.
  { rule: "613.2c", says: "copiable values", asked: ["what are the copiable values after copy effects", "what does a clone copy after other copy effects"] },
  // 613.3: CDAs first within layers 2-6.
  { rule: "613.3", says: "apply effects from characteristic-defining abilities first", asked: ["do cdas apply before other effects in a layer", "changeling versus losing creature types order"] },
  // 613.4: layer 7 sublayers.
  { rule: "613.4", says: "Within layer 7, apply effects", asked: ["in what order do power and toughness effects apply", "sublayers of power and toughness"] },
  // 613.4a: layer 7a CDA power/toughness.
  { rule: "613.4a", says: "that define power and/or toughness", asked: ["tarmogoyf power which sublayer", "characteristic defining power toughness layer 7a", "tarmogoyf under humility what size is it"] },
  // 613.4b: layer 7b setting.
  { rule: "613.4b", says: "set power and/or toughness", asked: ["what layer sets base power", "creature becomes 0/1 with a pump on it what is it", "does a set to 1/1 effect override +1/+1 counters", "humility and +1/+1 counters", "does a +1/+1 counter beat a set power", "does a counter still count after a creature becomes 1/1"] },
  // 613.4c: layer 7c modifications incl. counters.
  { rule: "613.4c", says: "Effects and counters that modify", asked: ["do +1/+1 counters apply after setting power", "what sublayer are counters and anthems", "pump and counters with base power set"] },
  // 613.4d: layer 7d switching.
  { rule: "613.4d", says: "Effects that switch a creature", asked: ["how does switching power and toughness work with pumps", "swap power and toughness with +1/+1 counters", "when is a power toughness swap applied"] },
  // 613.5: layers apply continuously.
  { rule: "613.5", says: "continually and automatically performed", asked: ["does a creature lose an anthem bonus when it changes color", "are layers recalculated all the time"] },
  // 613.6: one effect across several layers.
  { rule: "613.6", says: "parts of the effect each apply", asked: ["act of treason what layers does it apply in", "effect that changes type and power which layer", "if a creature loses the ability does the rest of the effect still apply"] },
  // 613.7: timestamp order.
  { rule: "613.7", says: "using a timestamp system", asked: ["what is timestamp order", "which effect wins if two effects conflict", "does the newer effect win over the older one", "does the latest effect win", "two set base power effects which one wins"] },
  // 613.7a: a static effect's timestamp.
  { rule: "613.7a", says: "same timestamp as the object", asked: ["what timestamp does a static ability have", "when does an anthem's timestamp start"] },
  // 613.7b: a resolved effect's timestamp.
  { rule: "613.7b", says: "receives a timestamp at the time", asked: ["when does a pump spell get its timestamp", "timestamp of an until end of turn effect"] },
  // 613.7c: counters get timestamps.
  { rule: "613.7c", says: "Each counter receives a timestamp", asked: ["do counters have timestamps", "does a new counter refresh the timestamp of old ones"] },
  // 613.7d: entering a zone gives a timestamp.
  { rule: "613.7d", says: "at the time it enters", asked: ["when does a permanent get its timestamp", "does flickering give a new timestamp", "does a creature that reenters get a new timestamp"] },
  // 613.7e: attaching gives a new timestamp.
  { rule: "613.7e", says: "each time it becomes attached", asked: ["does reequipping give a new timestamp", "moving an aura changes its timestamp", "equipment timestamp when attached"] },
  // 613.7f: turning face up/down gives a new timestamp.
  { rule: "613.7f", says: "turns face up or face down", asked: ["morph turned face up new timestamp", "does unmorphing reset the timestamp"] },
  // 613.7g: transforming gives a new timestamp.
  { rule: "613.7g", says: "each time it transforms", asked: ["does transforming give a new timestamp", "daybound flip new timestamp"] },
  // 613.7h: plane, phenomenon and scheme timestamps.
  { rule: "613.7h", says: "phenomenon card, or scheme card", asked: ["timestamp of a plane card", "when does a scheme get its timestamp"] },
  // 613.7j: conspiracy timestamps.
  { rule: "613.7j", says: "conspiracy card receives a timestamp", asked: ["conspiracy card timestamp when revealed", "hidden agenda turned face up new timestamp"] },
  // 613.7k: sticker timestamps.
  { rule: "613.7k", says: "A sticker receives a new timestamp", asked: ["when does a sticker get a timestamp", "sticker on a flickered permanent timestamp"] },
  // 613.7m: simultaneous timestamps in APNAP order.
  { rule: "613.7m", says: "relative timestamps are determined", asked: ["two permanents enter at the same time which has the earlier timestamp", "simultaneous timestamps apnap order"] },
  // 613.7n: a static ability and the effect that put its object in play.
  { rule: "613.7n", says: "would receive a timestamp simultaneously", asked: ["creature put onto the battlefield as a 1/1 and its own static ability which wins", "reanimated with set characteristics timestamp order", "static ability versus the effect that put it onto the battlefield"] },
  // 613.8: dependency overrides timestamps.
  { rule: "613.8", says: "dependency system", asked: ["what is dependency in layers", "when does dependency override timestamp", "blood moon and urborg dependency", "opalescence and humility order", "does blood moon stop urborg making everything a swamp", "humility and opalescence on the battlefield together what happens"] },
  // 613.8a: when an effect depends on another.
  { rule: "613.8a", says: "considered to be independent", asked: ["how do i know if an effect depends on another", "dependency criteria same layer changes what it applies to", "does a cda depend on a non cda effect", "does the order of opalescence and humility matter"] },
  // 613.8b: dependency loops fall back to timestamps.
  { rule: "613.8b", says: "dependency loop", asked: ["what happens with a dependency loop", "dependent effect waits to apply", "two effects that each depend on the other"] },
  // 613.8c: dependency is rechecked after each effect.
  { rule: "613.8c", says: "order of remaining effects is reevaluated", asked: ["does dependency change after one effect applies", "reevaluate dependency while applying layers"] },
  // 613.9: one effect overriding another.
  { rule: "613.9", says: "One continuous effect can override another", asked: ["gains flying and loses flying which wins", "two auras one gives flying one removes it"] },
  // 613.10: effects on players.
  { rule: "613.10", says: "affect players rather than objects", asked: ["when do effects that give a player hexproof apply", "player protection effects order"] },
  // 613.11: rules-modifying effects.
  { rule: "613.11", says: "affect game rules rather than objects", asked: ["when are maximum hand size effects applied", "must attack effects which layer", "cost changing effects order"] },
  // 614.1: replacement effects.
  { rule: "614.1", says: "completely or partially replace", asked: ["what is a replacement effect", "do replacement effects use the stack", "can i respond to a replacement effect"] },
  // 614.1a: "instead".
  { rule: "614.1a", says: "Most replacement effects use the word", asked: ["does instead always mean a replacement effect", "is an effect with instead a trigger", "if it would die exile it instead is that a replacement", "is rest in peace a replacement effect"] },
  // 614.1b: "skip".
  { rule: "614.1b", says: "to indicate what events, steps", asked: ["is skip your draw step a replacement effect", "skip a turn how does it work"] },
  // 614.1c: "enters with"/"as enters" are replacements.
  { rule: "614.1c", says: "enters with", asked: ["is enters with counters a replacement effect", "can you respond to a creature entering with counters", "as this enters choose is it a trigger"] },
  // 614.1d: "enter tapped" effects are replacements.
  { rule: "614.1d", says: "enter [the battlefield]", asked: ["is creatures enter tapped a replacement effect", "can you respond to a permanent entering tapped", "opponents' creatures enter tapped how does it work"] },
  // 614.1e: as-turned-face-up abilities are replacement effects.
  { rule: "614.1e", says: "is turned face up", asked: ["as this is turned face up is it a trigger", "can you respond to a morph's as turned face up ability", "disguise turned face up choice timing"] },
  // 614.2: damage replacement effects and sources.
  { rule: "614.2", says: "apply to damage from a source", asked: ["if a source would deal damage it deals double instead", "damage doubler which source counts"] },
  // 614.3: replacement effects last until used up or expired.
  { rule: "614.3", says: "no special restrictions on casting", asked: ["can i cast a spell that makes a replacement effect any time", "how long does a replacement effect from a spell last", "does an unused replacement shield stay around"] },
  // 614.4: replacement effects must exist first.
  { rule: "614.4", says: "must exist before the appropriate event", asked: ["can i regenerate after the destroy spell resolves", "when do i need to cast a replacement effect", "can a replacement effect fix something that already happened"] },
  // 614.5: a replacement applies once per event.
  { rule: "614.5", says: "only one opportunity to affect", asked: ["two damage doublers how much damage", "does a replacement effect apply twice to the same event", "do two doubling seasons multiply", "furnace of rath and another doubler damage total"] },
  // 614.6: replaced events never happen.
  { rule: "614.6", says: "If an event is replaced", asked: ["does the original event still trigger if it was replaced", "dies replaced by exile does it count as dying", "does the replaced event count as happening", "if it would die exile it instead does it still trigger dies", "creature exiled instead of dying does blood artist trigger"] },
  // 614.7: nothing to replace.
  { rule: "614.7", says: "that event never happens", asked: ["replacement effect with nothing to replace", "what if the event a replacement watches for never happens"] },
  // 614.7a: 0 damage isn't dealt, so it can't be doubled or redirected.
  { rule: "614.7a", says: "would deal 0 damage", asked: ["does a damage doubler do anything to 0 damage", "0 power creature with a damage increase", "can you redirect zero damage"] },
  // 614.8: regeneration.
  { rule: "614.8", says: "Regeneration is a destruction-replacement effect", asked: ["how does regenerate work", "does regeneration tap the creature", "does regenerating remove it from combat", "can regeneration save a creature from sacrifice", "does regenerate save from 0 toughness"] },
  // 614.9: redirection effects.
  { rule: "614.9", says: "redirection effects", asked: ["how does redirecting damage work", "redirect damage to a creature that left the battlefield", "redirect damage to a player who left the game"] },
  // 614.10: skipping; can't skip what already started.
  { rule: "614.10", says: "can no longer be skipped", asked: ["can i skip a step that already started", "skip your next turn how does it work", "skip effect cast during the step"] },
  // 614.10a: stacked skips.
  { rule: "614.10a", says: "must skip the next two", asked: ["two skip your next turn effects", "skip next untap step twice", "what happens to triggers scheduled in a skipped step"] },
  // 614.10b: skip then do something else.
  { rule: "614.10b", says: "then take another action", asked: ["skip your draw step to do something else when does it happen", "skip and instead action timing"] },
  // 614.11: draw replacements work with an empty library.
  { rule: "614.11", says: "Some effects replace card draws", asked: ["does dredge work with an empty library", "can i replace a draw when my library is empty", "draw replacement with no cards left do i lose", "what counts as a draw replacement", "if i would draw a card instead do something else with an empty library"] },
  // 614.11a: replacing one draw in a sequence.
  { rule: "614.11a", says: "within a sequence of card draws", asked: ["replace one draw of draw three when does the replacement happen", "dredge in the middle of drawing several cards"] },
  // 614.11b: draw-and-do replaced.
  { rule: "614.11b", says: "additional action is not performed", asked: ["draw a card and reveal it if the draw is replaced", "draw then discard it but the draw was replaced"] },
  // 614.12: checking characteristics for entering replacements.
  { rule: "614.12", says: "modify how a permanent enters", asked: ["do enters tapped effects check the permanent as it will be on the battlefield", "does a card entering from the graveyard still enter tapped if graveyard cards lose abilities", "does permanents enter tapped affect itself"] },
  // 614.12a: choices for "as enters" made before it enters.
  { rule: "614.12a", says: "that choice is made before", asked: ["when do i choose for an as enters ability", "choose a color as it enters timing", "can opponents respond to an as enters choice"] },
  // 614.12b: entering together with costs that can't all be paid.
  { rule: "614.12b", says: "combined costs of those effects", asked: ["two creatures enter at once each needs a sacrifice as it enters", "entering at the same time can i pay both as enters costs"] },
  // 614.12c: anchor words.
  { rule: "614.12c", says: "anchor word", asked: ["what does an anchor word bullet point mean", "choose one of two abilities as it enters", "siege khans or dragons choice"] },
  // 614.13: as-enters effects that move other objects.
  { rule: "614.13", says: "may cause other objects to change zones", asked: ["as this enters exile a card from a graveyard does it use the stack", "devour sacrifice as it enters can it be responded to"] },
  // 614.13a: can't choose objects entering at the same time.
  { rule: "614.13a", says: "will also change zones", asked: ["devour creatures entering at the same time", "can an as enters exile effect exile itself", "sacrifice a creature entering together for devour"] },
  // 614.13b: one object can't pay two entering replacements.
  { rule: "614.13b", says: "to change zones more than once", asked: ["can i sacrifice the same creature to two devour effects", "one creature counted for two as enters exile effects"] },
  // 614.14: replacement exiles linked to an ability.
  { rule: "614.14", says: "the exiled cards", asked: ["if it would die exile it instead and the card refers to exiled cards", "cards exiled by this card's replacement effect can it use them"] },
  // 614.15: self-replacement effects first.
  { rule: "614.15", says: "self-replacement effects", asked: ["what is a self replacement effect", "which replacement applies first self replacement", "if you do instead on the same card"] },
  // 614.16: token and counter replacements apply to tokens from other replacements.
  { rule: "614.16", says: "would create one or more tokens", asked: ["does doubling season work with tokens created by replacement effects", "token doubler and tokens from other replacements"] },
  // 614.17: "can't" effects.
  { rule: "614.17", says: "Some effects state that something", asked: ["is a can't effect a replacement effect", "can't versus instead which wins", "does can't beat can"] },
  // 614.17a: can't effects apply from then on.
  { rule: "614.17a", says: "go back in time", asked: ["can a can't effect undo something that already happened", "cast can't gain life after the life was gained", "can't effect cast in response stops the spell"] },
  // 614.17b: can't pay a cost including an event that can't happen.
  { rule: "614.17b", says: "pay a cost that includes", asked: ["can i sacrifice a creature that can't be sacrificed as a cost", "can i pay life if i can't lose life", "paying a cost that is forbidden"] },
  // 614.17c: only self-replacements modify a "can't" event.
  { rule: "614.17c", says: "only be replaced by a", asked: ["can a replacement effect apply to something that can't happen", "replacement on an event that is forbidden"] },
  // 614.17d: can't effects on entering.
  { rule: "614.17d", says: "modify how a permanent enters the battlefield", asked: ["creature that can't enter the battlefield where does it go", "permanent can't enter because of its own ability"] },
  // 615.1: prevention effects.
  { rule: "615.1", says: "Some continuous effects are prevention effects", asked: ["what is a prevention effect", "what does prevent damage do", "how does fog work", "does a fog stop damage to my creatures too"] },
  // 615.1a: the word prevent.
  { rule: "615.1a", says: "are prevention effects", asked: ["is prevent a replacement effect", "what counts as a prevention effect", "is it prevented or replaced when it says instead"] },
  // 615.2: prevention and sources.
  { rule: "615.2", says: "apply to damage from a source", asked: ["prevent all damage from a source of your choice how do i pick it", "prevent damage from a creature that left the battlefield"] },
  // 615.3: prevention effects last until used up or expired.
  { rule: "615.3", says: "no special restrictions on casting", asked: ["does a prevention shield last until it is used", "how long does a prevent the next damage shield last", "cast a prevention spell before combat"] },
  // 615.4: prevention must exist first.
  { rule: "615.4", says: "Prevention effects must exist before", asked: ["can i cast a fog after damage", "when do i have to prevent damage", "prevent damage after the spell resolved too late"] },
  // 615.5: additional effects after prevention.
  { rule: "615.5", says: "amount of damage that was prevented", asked: ["prevent damage and gain that much life timing", "when does the extra effect of a prevention happen"] },
  // 615.6: prevented damage is never dealt.
  { rule: "615.6", says: "dealt is prevented, it never happens", asked: ["is prevented damage considered dealt", "does lifelink work if the damage is prevented", "does prevented damage trigger whenever deals damage"] },
  // 615.7: amount shields.
  { rule: "615.7", says: "These work like shields", asked: ["prevent the next 3 damage with several sources", "who chooses which damage a shield prevents", "damage prevention shield split between sources", "can a prevent 3 shield stop damage from two creatures at once"] },
  // 615.8: next-time shields.
  { rule: "615.8", says: "next instance of damage", asked: ["prevent the next time a source would deal damage how much", "prevent next damage from a source all of it", "stop the next hit from one creature", "prevent all damage from one source once"] },
  // 615.9: a chosen source is rechecked when it deals damage.
  { rule: "615.9", says: "the shield rechecks", asked: ["prevent damage from a red source that becomes blue", "circle of protection source changes color before damage", "source of my choice changes color does the prevention still work"] },
  // 615.10: static "prevent N" per event.
  { rule: "615.10", says: "prevents only the indicated amount", asked: ["prevent 1 damage from each source how does it work", "static prevent 1 of that damage several events"] },
  // 615.11: shields for untargeted creatures are set on resolution.
  { rule: "615.11", says: "untargeted creatures", asked: ["prevent damage to each creature that shares a color do new creatures get it", "does a creature entering later get the shield"] },
  // 615.12: unpreventable damage.
  { rule: "615.12", says: "If unpreventable damage would be dealt", asked: ["damage can't be prevented and a prevention effect that gains life", "does damage that can't be prevented use up shields", "fog versus damage can't be prevented"] },
  // 615.12a: prevention on unpreventable damage applies once.
  { rule: "615.12a", says: "just once", asked: ["prevention effect that gains life on unpreventable damage how many times", "does a prevent effect keep trying on damage that can't be prevented"] },
  // 615.13: triggers on prevented damage.
  { rule: "615.13", says: "Some triggered abilities trigger when damage", asked: ["whenever damage is prevented trigger how many times", "trigger on prevented damage from several sources"] },
  // 616.1: choosing among replacement/prevention effects.
  { rule: "616.1", says: "chooses one to apply", asked: ["two replacement effects which one applies", "who chooses the order of replacement effects", "rest in peace and a goes to library instead which happens", "affected player chooses the replacement", "the player affected chooses the order of replacement effects", "my creature would die and two instead effects apply which wins"] },
  // 616.1a: self-replacements must be chosen first.
  { rule: "616.1a", says: "are self-replacement effects", asked: ["self replacement effects apply first", "which replacement goes first on the same card"] },
  // 616.1b: control-of-entering replacements next.
  { rule: "616.1b", says: "under whose control an object", asked: ["replacement effects that change who controls an entering creature go first", "enters under opponent's control replacement order"] },
  // 616.1c: copy-as-enters replacements next.
  { rule: "616.1c", says: "become a copy of another object", asked: ["essence of the wild and enters tapped which first", "clone effect applied before other replacements", "copy replacement comes first when entering"] },
  // 616.1d: back-face-up replacements next.
  { rule: "616.1d", says: "with its back face up", asked: ["enters transformed replacement order", "which replacement goes first when a card enters transformed"] },
  // 616.1e: no priority among the rest.
  { rule: "616.1e", says: "may be chosen", asked: ["can i pick any replacement effect to apply first", "rest in peace and my commander dying which applies", "leyline of the void and commander to command zone who chooses"] },
  // 616.1f: repeat until no replacement is left.
  { rule: "616.1f", says: "this process is repeated", asked: ["after one replacement applies can another still apply", "apply replacement effects one at a time until none are left"] },
  // 616.1g: an event contained within another.
  { rule: "616.1g", says: "event contained within the first event", asked: ["doubling season and token copy replacement order", "token creation replacement before enters replacements"] },
  // 616.2: replacement chains.
  { rule: "616.2", says: "can become applicable to an event", asked: ["can a replacement effect apply after another replacement changed the event", "gain life replaced by draw replaced again", "replacement chains"] },
  // 800.1: what counts as a multiplayer game.
  { rule: "800.1", says: "begins with more than two players", asked: ["what counts as a multiplayer game", "is a three player game multiplayer", "rules for games with more than two people"] },
  // 800.4: multiplayer games go on after a player leaves.
  { rule: "800.4", says: "continue after one or more players", asked: ["does the game keep going when someone loses in multiplayer", "what happens when a player is eliminated in commander", "game continues after a player dies"] },
  // 800.4a: a leaving player's objects leave; control effects end.
  { rule: "800.4a", says: "owned by that player leave", asked: ["what happens to my stolen creature when its owner loses", "what happens to cards i stole when i lose", "when a player concedes what happens to their permanents", "player dies in commander what happens to their stuff", "does the creature i took with control magic stay when i lose", "what happens to my cards when i concede in commander", "opponent conceded do i get my stolen creature back"] },
  // 800.4b: nothing goes to a player who has left.
  { rule: "800.4b", says: "no token is created", asked: ["what if an effect gives control to a player who already lost", "token for a player who left the game", "put onto the battlefield under a player who conceded"] },
  // 800.4c: control effect ends and the default controller is gone: exile.
  { rule: "800.4c", says: "the object is exiled", asked: ["control effect ends and the owner already lost what happens to the creature", "stolen creature when the steal wears off after the owner left"] },
  // 800.4d: objects and triggers of a departed player are not created.
  { rule: "800.4d", says: "would be created in any zone", asked: ["delayed trigger of a player who left the game", "does a return at end step happen if its controller lost", "trigger controlled by a player who conceded"] },
  // 800.4e: no combat damage to a departed player.
  { rule: "800.4e", says: "combat damage would be assigned", asked: ["what happens to creatures attacking a player who lost mid combat", "attacking a player who conceded where does the damage go"] },
  // 800.4f: costs a departed player would pay aren't paid.
  { rule: "800.4f", says: "that cost is not paid", asked: ["a player who left the game has to pay or else", "punisher effect choosing a player who conceded"] },
  // 800.4g: choices of a departed player go to another.
  { rule: "800.4g", says: "chooses another player to make", asked: ["an opponent chooses but that opponent left the game", "who makes the choice for a player who left"] },
  // 800.4h: a choice for a player who left.
  { rule: "800.4h", says: "the next player in turn order makes that choice", asked: ["who makes a choice for a player who left the game", "player conceded but a rule needs them to choose"] },
  // 800.4i: information about a player who left.
  { rule: "800.4i", says: "last known information about that player", asked: ["effect counts the life of a player who left the game", "player left the game what information does the effect use"] },
  // 800.4j: a turn continues without its active player.
  { rule: "800.4j", says: "without an active player", asked: ["what happens if a player loses during their own turn", "someone concedes on their turn does the turn end", "who gets priority after the active player loses"] },
  // 800.4k: a departed player's turn doesn't begin.
  { rule: "800.4k", says: "would begin a turn", asked: ["player left the game what happens to their turn", "extra turn for a player who conceded"] },
  // 800.4m: "until your next turn" when that player has left.
  { rule: "800.4m", says: "until that turn would have begun", asked: ["until your next turn effect when that player leaves", "effects lasting until a player's next turn after they lose"] },
  // 800.4p: planar controller leaving.
  { rule: "800.4p", says: "becomes the planar controller", asked: ["planar controller leaves the game who rolls the die now", "planechase player concedes who controls the plane"] },
  // 800.5: seating.
  { rule: "800.5", says: "seating order is determined by", asked: ["how do we decide seating in multiplayer", "who sits where in a multiplayer game"] },
  // 800.6: free first mulligan in multiplayer.
  { rule: "800.6", says: "the first mulligan a player takes", asked: ["free mulligan in commander", "do you get a free mulligan in multiplayer", "first mulligan free with the london mulligan in multiplayer"] },
  // 800.7: the starting player draws in multiplayer (not in 2HG).
  { rule: "800.7", says: "In a multiplayer game other than", asked: ["does the first player draw in commander", "who skips their first draw in multiplayer", "does the starting player draw a card in a four player game", "first turn draw in edh"] },
  // 801.1: limited range of influence.
  { rule: "801.1", says: "Limited range of influence", asked: ["what is range of influence", "limited range option for big games"] },
  // 801.2: range of influence in seats.
  { rule: "801.2", says: "maximum distance from that player", asked: ["how far can my spells reach in a big multiplayer game", "range of influence counted in seats", "who can i affect with range 1"] },
  // 801.3: attacking within range.
  { rule: "801.3", says: "Creatures can attack only opponents within", asked: ["who can i attack with limited range of influence", "can i attack a player across the table with range 1", "range of influence 1 can i attack the player next to me only"] },
  // 801.4: targeting within range.
  { rule: "801.4", says: "Objects and players outside a player", asked: ["can i target a player outside my range", "targeting with limited range of influence"] },
  // 801.5a: choices must be within range.
  { rule: "801.5a", says: "must choose one within their range", asked: ["choosing a player outside my range of influence", "an opponent chooses a target with limited range"] },
  // 801.6: no activating abilities out of range.
  { rule: "801.6", says: "activated abilities of an object outside", asked: ["can i use abilities of a permanent outside my range", "activate a creature's ability that i control far away"] },
  // 801.7: triggers need the event within range.
  { rule: "801.7", says: "happens entirely within the range", asked: ["do my triggers see events outside my range of influence", "trigger from a creature dying across the table with range 1"] },
  // 801.8: auras can't enchant out of range.
  { rule: "801.8", says: "enchant an object or player outside", asked: ["can i enchant a creature outside my range of influence", "aura on a creature that is out of range"] },
  // 801.9: equipment and range of influence.
  { rule: "801.9", says: "equip an object outside its", asked: ["can i equip a creature outside my range of influence", "equipment attached to a creature out of range falls off"] },
  // 801.10: effects skip out-of-range objects.
  { rule: "801.10", says: "attempt to affect an out-of-range object", asked: ["does a board wipe hit players outside my range", "pyroclasm in a six player game with range of influence", "wrath of god with limited range of influence which creatures die"] },
  // 801.13: replacement effects with range of influence.
  { rule: "801.13", says: "cause the modified event to contain instructions", asked: ["replacement effect that would affect a player outside my range", "redirect damage to a player out of range"] },
  // 801.14: winning with limited range.
  { rule: "801.14", says: "lose the game instead", asked: ["win the game effect with limited range of influence", "who loses when a player wins in a big game with range"] },
  // 801.16: mandatory loops in multiplayer.
  { rule: "801.16", says: "repeating a sequence of events", asked: ["infinite loop in multiplayer who draws", "mandatory loop draw in multiplayer with range of influence"] },
  // 802.1: attacking several players.
  { rule: "802.1", says: "attack multiple other players", asked: ["can i attack more than one player in multiplayer", "can i split my attackers between opponents", "attack different players in commander"] },
  // 802.2a: "defending player" means the one that creature attacks.
  { rule: "802.2a", says: "refers to one specific defending player", asked: ["who is the defending player when attacking several players", "defending player for landwalk when attacking two players", "annihilator which player sacrifices in multiplayer"] },
  // 802.3: each attacker chooses whom to attack.
  { rule: "802.3", says: "they choose a defending player", asked: ["how do i declare which player each creature attacks", "attack one opponent's planeswalker and another player", "can i split my attackers between different opponents", "can i attack two opponents at once in commander"] },
  // 802.4: blockers declared in APNAP order.
  { rule: "802.4", says: "in APNAP order declares blockers", asked: ["in what order do players declare blockers in multiplayer", "who blocks first when several players are attacked", "in commander do all defending players block at the same time"] },
  // 802.4a: you can't block for another player.
  { rule: "802.4a", says: "can block only with creatures", asked: ["can i block a creature attacking another player", "can i help block for my friend in commander", "can my creature block an attacker going at someone else"] },
  // 802.4b: legality of blocks per defending player.
  { rule: "802.4b", says: "ignore any creatures attacking other players", asked: ["menace with blockers from different players", "are block requirements checked per defending player"] },
  // 802.5: combat damage with several defending players.
  { rule: "802.5", says: "Combat damage is assigned in APNAP", asked: ["order of combat damage with several defending players", "combat damage in multiplayer all at once"] },
  // 803.1a: attack left.
  { rule: "803.1a", says: "attack left option", asked: ["what is attack left", "can i only attack the player on my left", "who am i allowed to swing at with attack left"] },
  // 803.1b: attack right.
  { rule: "803.1b", says: "attack right option", asked: ["what is attack right", "can i only attack the player on my right"] },
  // 804.2: deploy creatures.
  { rule: "804.2", says: "Target teammate gains control", asked: ["what is deploy creatures", "can i give a creature to my teammate"] },
  // 805.1: shared team turns.
  { rule: "805.1", says: "shared team turns option", asked: ["what are shared team turns", "do teammates take their turns together"] },
  // 805.2: the primary player breaks ties within a team.
  { rule: "805.2", says: "is the primary player", asked: ["who decides if teammates disagree", "primary player in two headed giant"] },
  // 805.3a: team mulligans.
  { rule: "805.3a", says: "Teammates may consult", asked: ["can teammates talk about mulligans", "mulligans in two headed giant", "can i mulligan after my partner keeps"] },
  // 805.3b: starting-on-the-battlefield cards with team turns.
  { rule: "805.3b", says: "in whatever order that team likes", asked: ["leyline in two headed giant who puts theirs down first", "start the game with a card on the battlefield with team turns"] },
  // 805.4: teams take turns.
  { rule: "805.4", says: "Each team takes turns", asked: ["do teammates share a turn", "in two headed giant do both players take their turn together"] },
  // 805.4a: the active team.
  { rule: "805.4a", says: "is the active team", asked: ["whose turn is it in two headed giant", "what is the active team"] },
  // 805.4b: each player draws.
  { rule: "805.4b", says: "Each player on a team draws", asked: ["does each player draw in two headed giant", "draw step in 2hg for both players"] },
  // 805.4c: each player plays a land.
  { rule: "805.4c", says: "may play a land during each", asked: ["can both players on a team play a land each turn", "land drop in two headed giant"] },
  // 805.4d: "each opponent's upkeep" triggers per player in team turns.
  { rule: "805.4d", says: "may trigger multiple times if it", asked: ["at the beginning of each opponent's upkeep in two headed giant how many triggers", "each upkeep trigger in 2hg triggers twice"] },
  // 805.5: teams hold priority.
  { rule: "805.5", says: "Teams have priority", asked: ["priority in two headed giant", "do teammates pass priority together"] },
  // 805.5a: teammates act when the team has priority.
  { rule: "805.5a", says: "when their team has priority", asked: ["can my teammate cast spells on my turn", "can both teammates cast instants when the team has priority"] },
  // 805.5b: a team passes priority together.
  { rule: "805.5b", says: "that team passes", asked: ["do both teammates need to pass priority", "how does passing priority work for a team"] },
  // 805.6: APNAP order by team.
  { rule: "805.6", says: "active team makes any choices required", asked: ["apnap order with teams", "which team chooses first when both have to choose"] },
  // 805.6a: team draw order.
  { rule: "805.6a", says: "first each player on the active team", asked: ["two headed giant both players draw who draws first", "each player draws a card in team turns what order"] },
  // 805.7: trigger ordering by team.
  { rule: "805.7", says: "members of the active team put", asked: ["order of triggers in two headed giant", "which team's triggers go on the stack first"] },
  // 805.8: extra turns and skips happen to the team.
  { rule: "805.8", says: "takes the extra turn", asked: ["extra turn in two headed giant does the whole team get it", "time walk in 2hg", "skip your turn in two headed giant for both players"] },
  // 805.9: "the active player" when a team is active.
  { rule: "805.9", says: "refers to one specific active player", asked: ["who is the active player in two headed giant", "active player ability with two active players"] },
  // 805.10: team-turn combat.
  { rule: "805.10", says: "different combat rules", asked: ["how does combat work in shared team turns", "two headed giant combat rules"] },
  // 805.10a: teams attack as a group.
  { rule: "805.10a", says: "other team as a group", asked: ["how does combat work in two headed giant", "attack with both players' creatures together"] },
  // 805.10b: the team declares attackers and whom each attacks.
  { rule: "805.10b", says: "the active team declares attackers", asked: ["do we choose which opponent each creature attacks in 2hg", "declare attackers as a team"] },
  // 805.10c: the attacking player is one player.
  { rule: "805.10c", says: "one specific attacking player", asked: ["blocking creature's ability refers to the attacking player which teammate", "attacking player in two headed giant which one"] },
  // 805.10d: blocking for a teammate.
  { rule: "805.10d", says: "can block creatures attacking any player", asked: ["can i block a creature attacking my teammate", "blocking for my partner in two headed giant"] },
  // 805.10e: the defending player is one player.
  { rule: "805.10e", says: "one specific defending player", asked: ["defending player in two headed giant which one", "annihilator in two headed giant which player sacrifices", "whenever this attacks defending player discards in 2hg who discards"] },
  // 805.10f: team damage assignment order.
  { rule: "805.10f", says: "announces how each attacking creature", asked: ["when do we assign combat damage in two headed giant", "order of combat damage assignment for teams"] },
  // 806.1: free-for-all.
  { rule: "806.1", says: "compete as individuals", asked: ["what is free for all", "everyone for themselves multiplayer rules", "can i attack anyone in a four player game", "free for all commander pod rules"] },
  // 806.2b: free-for-all attack options.
  { rule: "806.2b", says: "Exactly one of the attack left", asked: ["which attack option does free for all use", "free for all can i attack anyone"] },
  // 807.1: Grand Melee.
  { rule: "807.1", says: "ten or more players", asked: ["what is grand melee", "rules for a ten player game"] },
  // 807.2: Grand Melee defaults.
  { rule: "807.2", says: "default options", asked: ["grand melee rules", "what options does grand melee use"] },
  // 807.2a: range of influence 1 in Grand Melee.
  { rule: "807.2a", says: "range of influence of 1", asked: ["range of influence in grand melee", "who can i affect in grand melee"] },
  // 807.2b: attack left in Grand Melee.
  { rule: "807.2b", says: "attack left option", asked: ["who can i attack in grand melee", "can i attack anyone in grand melee"] },
  // 807.2c: no attack multiple players in Grand Melee.
  { rule: "807.2c", says: "deploy creatures options", asked: ["can i attack multiple players in grand melee", "deploy creatures in grand melee"] },
  // 807.3: Grand Melee seating.
  { rule: "807.3", says: "seated at random", asked: ["how do we sit in grand melee", "random seating in a big game"] },
  // 807.4: turn markers.
  { rule: "807.4", says: "Moving turn markers", asked: ["turn markers in grand melee", "can several players take turns at once"] },
  // 807.4a: number of turn markers.
  { rule: "807.4a", says: "one turn marker for each full four players", asked: ["how many turn markers in grand melee", "how many people take turns at once in grand melee"] },
  // 807.4c: passing turn markers.
  { rule: "807.4c", says: "passes the turn marker", asked: ["who takes the next turn in grand melee", "player with a turn marker leaves the game who gets it"] },
  // 807.4d: waiting for a turn marker.
  { rule: "807.4d", says: "three seats to their left", asked: ["why do i have to wait to start my turn in grand melee", "turn markers too close together"] },
  // 807.4e: turn markers removed as players leave.
  { rule: "807.4e", says: "designated for removal", asked: ["players leave grand melee do turn markers go away", "fewer turn markers when players are eliminated"] },
  // 807.4i: extra turns with a turn marker.
  { rule: "807.4i", says: "keeps the turn marker", asked: ["extra turn in grand melee", "time walk in grand melee what happens"] },
  // 807.4j: extra turns without a turn marker.
  { rule: "807.4j", says: "take the extra turn immediately before their next turn", asked: ["extra turn in grand melee without a turn marker", "when do i take an extra turn in grand melee"] },
  // 807.5: multiple stacks.
  { rule: "807.5", says: "contain multiple stacks", asked: ["grand melee multiple stacks", "is there one stack per turn marker"] },
  // 807.5a: priority for each stack.
  { rule: "807.5a", says: "gets priority for a particular", asked: ["which stack can i respond to in grand melee", "do i get priority on a stack outside my range"] },
  // 807.5b: choosing a stack.
  { rule: "807.5b", says: "must specify which one of those stacks", asked: ["multiple stacks in grand melee which one does my spell go on", "counter a spell on another stack in grand melee"] },
  // 808.4: who starts in Team vs. Team.
  { rule: "808.4", says: "randomly choose a team", asked: ["who goes first in team vs team", "turn order in team games", "two vs two who takes the first turn"] },
  // 808.5: team resources in Team vs. Team.
  { rule: "808.5", says: "Teammates may review each other", asked: ["can i look at my teammate's hand", "can teammates share mana", "can i tap my teammate's lands"] },
  // 809.2: emperor and generals.
  { rule: "809.2", says: "Each team has one emperor", asked: ["what is the emperor variant", "generals and emperor seating"] },
  // 809.3a: emperor ranges.
  { rule: "809.3a", says: "limited to 2 for emperors", asked: ["emperor range of influence", "how far can the emperor reach"] },
  // 809.3c: emperor-game attacks only on neighbours.
  { rule: "809.3c", says: "seated immediately next to them", asked: ["who can the emperor attack", "can generals attack across the table"] },
  // 809.5: Emperor win and loss.
  { rule: "809.5", says: "specifications for winning and losing", asked: ["how do you win emperor", "does the team lose when the emperor dies"] },
  // 809.5b: the team loses with its emperor.
  { rule: "809.5b", says: "if its emperor loses", asked: ["if the emperor loses does the whole team lose", "does a general dying make the team lose", "how do you win in emperor"] },
  // 810.1: Two-Headed Giant.
  { rule: "810.1", says: "two teams of two players", asked: ["what is two headed giant", "2hg rules", "how many players in two headed giant"] },
  // 810.2: 2HG uses shared turns.
  { rule: "810.2", says: "uses the shared team turns option", asked: ["do teams share turns in two headed giant", "two headed giant shared turn"] },
  // 810.3: 2HG seating.
  { rule: "810.3", says: "Each team sits together", asked: ["how do teams sit in two headed giant", "seating in two headed giant"] },
  // 810.4: shared life starting at 30.
  { rule: "810.4", says: "starts at 30 life", asked: ["starting life in two headed giant", "how much life does a 2hg team have", "do teammates share life"] },
  // 810.5: what teammates share.
  { rule: "810.5", says: "With the exception of life total", asked: ["can my teammate use my mana in 2hg", "can i show my hand to my partner in two headed giant", "what do teammates share in two headed giant"] },
  // 810.6: first team skips its first draw.
  { rule: "810.6", says: "draw step of its first turn", asked: ["does the first team draw in two headed giant", "who skips the first draw in 2hg"] },
  // 810.7: 2HG combat.
  { rule: "810.7", says: "uses the combat rules for the shared team turns", asked: ["how does attacking work in two headed giant", "can i attack only one player in two headed giant"] },
  // 810.8: winning and losing in 2HG.
  { rule: "810.8", says: "normal rules for winning or losing", asked: ["how do you win two headed giant", "when does a team lose in 2hg"] },
  // 810.8a: win and lose as a team.
  { rule: "810.8a", says: "as a team, not as individuals", asked: ["if my teammate decks out do we both lose", "platinum angel in two headed giant", "does one player losing make the team lose"] },
  // 810.8b: a concession loses for the team.
  { rule: "810.8b", says: "If a player concedes, their team", asked: ["can one player concede in two headed giant", "my partner conceded do i lose too"] },
  // 810.8c: team at 0 life loses.
  { rule: "810.8c", says: "0 or less, the team loses", asked: ["when does a 2hg team lose on life", "team at zero life"] },
  // 810.8d: fifteen poison counters.
  { rule: "810.8d", says: "fifteen or more poison counters", asked: ["how many poison counters to lose in two headed giant", "infect in 2hg", "toxic in two headed giant"] },
  // 810.9: damage and life changes per player, applied to the team.
  { rule: "810.9", says: "happen to each player individually", asked: ["damage to each player in two headed giant counts twice", "how is damage applied to a shared life total", "lifelink in 2hg with shared life", "does damage to my teammate come off our shared life total"] },
  // 810.9a: individual life total means the team's.
  { rule: "810.9a", says: "value of an individual player", asked: ["pay half your life in two headed giant", "double your life in 2hg", "if you have 40 or more life in two headed giant"] },
  // 810.9b: teammates paying life together.
  { rule: "810.9b", says: "may not exceed their team", asked: ["both teammates pay life at once more than we have", "pay life together in two headed giant"] },
  // 810.9c: setting one player's life total.
  { rule: "810.9c", says: "If an effect sets a single", asked: ["your life total becomes 10 in two headed giant", "set life total effects in 2hg"] },
  // 810.9d: set each player's life: one member per team.
  { rule: "810.9d", says: "team chooses one of its members", asked: ["each player's life total becomes in two headed giant", "repay in kind in 2hg"] },
  // 810.9e: no exchanging life with a teammate.
  { rule: "810.9e", says: "would cause that to occur", asked: ["can i swap life totals with my teammate", "exchange life totals in two headed giant"] },
  // 810.9f: redistributing life in 2HG.
  { rule: "810.9f", says: "redistribute any number of players", asked: ["reverse the sands in two headed giant", "redistribute life totals in 2hg only one per team"] },
  // 810.9g: can't gain life applies to the team.
  { rule: "810.9g", says: "team can gain life", asked: ["can't gain life effect in two headed giant", "does my partner gain life if i can't"] },
  // 810.9h: can't lose life applies to the team.
  { rule: "810.9h", says: "pay any amount of life other", asked: ["can't lose life in two headed giant for my partner", "can my teammate pay life if i can't lose life"] },
  // 810.10: shared poison.
  { rule: "810.10", says: "shared by the team", asked: ["do poison counters add up for the team", "are poison counters shared in two headed giant"] },
  // 810.10a: an individual's poison count is the team's.
  { rule: "810.10a", says: "uses the number of poison counters", asked: ["how many poison counters do i have in two headed giant", "count my poison in 2hg"] },
  // 810.10b: losing poison counters in 2HG.
  { rule: "810.10b", says: "loses that many poison counters", asked: ["remove poison counters in two headed giant", "does losing poison counters help my teammate"] },
  // 810.10c: can't get poison counters in 2HG.
  { rule: "810.10c", says: "get poison counters, no player", asked: ["melira in two headed giant does it protect my teammate", "can't get poison counters for the whole team"] },
  // 810.10d: a player's counter kinds in 2HG.
  { rule: "810.10d", says: "kinds of counters that player has", asked: ["is my teammate poisoned if our team has poison counters", "proliferate poison in two headed giant"] },
  // 810.11: bigger giants.
  { rule: "810.11", says: "Three-Headed Giant", asked: ["three headed giant life total", "two headed giant with bigger teams"] },
  // 811.1: Alternating Teams.
  { rule: "811.1", says: "teams of equal size", asked: ["what is alternating teams", "multiplayer teams sitting apart"] },
  // 811.4: Alternating Teams attacks only on neighbours.
  { rule: "811.4", says: "seated next to them", asked: ["who can i attack in alternating teams", "attack a player not next to me"] },
  // 811.5: hands in Alternating Teams.
  { rule: "811.5", says: "sitting next to each other", asked: ["can teammates see hands in alternating teams", "looking at a teammate's hand across the table", "can i show my hand to my teammate in a team game"] },
  // 901.1: Planechase.
  { rule: "901.1", says: "plane cards and phenomenon cards", asked: ["what is planechase", "how do planes work", "planechase rules"] },
  // 901.2: Planechase player counts and default setup.
  { rule: "901.2", says: "may be a two-player game", asked: ["can you play planechase with two players", "planechase multiplayer setup"] },
  // 901.3: planar deck.
  { rule: "901.3", says: "at least ten plane and/or phenomenon", asked: ["how many cards in a planar deck", "planechase deck size", "how many phenomena in a planar deck"] },
  // 901.3a: the planar die.
  { rule: "901.3a", says: "planar die is a six-sided die", asked: ["what's on the planar die", "planar die faces"] },
  // 901.4: planes stay in the command zone.
  { rule: "901.4", says: "remain in the command zone", asked: ["where do planes go when you planeswalk away", "do plane cards ever leave the command zone"] },
  // 901.5: the starting plane.
  { rule: "901.5", says: "becomes the starting plane", asked: ["how does planechase start", "what if the first planar card is a phenomenon"] },
  // 901.6: planar controller.
  { rule: "901.6", says: "designated as the planar controller", asked: ["who controls the plane", "planar controller when a player leaves"] },
  // 901.7: plane abilities work from the command zone.
  { rule: "901.7", says: "function from that zone", asked: ["do plane abilities work from the command zone", "do plane triggers affect everyone"] },
  // 901.7a: a plane turned face down is a new object.
  { rule: "901.7a", says: "becomes a new object", asked: ["if we come back to the same plane is it a new object", "plane counters go away when you planeswalk away"] },
  // 901.8: the planeswalking ability.
  { rule: "901.8", says: "This ability has no source", asked: ["what happens when i roll the planeswalker symbol", "can the planeswalk trigger be responded to"] },
  // 901.9: rolling the planar die.
  { rule: "901.9", says: "Taking this action costs a player", asked: ["how much does it cost to roll the planar die", "when can i roll the planar die", "does rolling the planar die use the stack", "planar die roll cost goes up each time"] },
  // 901.9a: a blank planar roll.
  { rule: "901.9a", says: "blank face, nothing happens", asked: ["rolled a blank on the planar die what happens", "nothing happens on the planar die"] },
  // 901.9b: chaos.
  { rule: "901.9b", says: "chaos ensues", asked: ["what happens when you roll chaos", "chaos symbol planechase"] },
  // 901.9c: rolling the planeswalker symbol.
  { rule: "901.9c", says: "Planeswalker symbol", asked: ["rolled the planeswalker symbol what happens", "can you respond to planeswalking"] },
  // 901.9d: planar die and die-roll triggers.
  { rule: "901.9d", says: "rolling of the planar die", asked: ["does rolling the planar die trigger whenever you roll a die", "planar die and die roll results"] },
  // 901.10: a player leaving Planechase.
  { rule: "901.10", says: "all objects owned by that player except", asked: ["player leaves planechase what happens to the plane", "owner of the face up plane concedes"] },
  // 901.11: planeswalking.
  { rule: "901.11", says: "last until a player planeswalks", asked: ["what counts as planeswalking", "when do you planeswalk away from a plane"] },
  // 901.11b: which plane is walked to and from.
  { rule: "901.11b", says: "is the plane the player planeswalks to", asked: ["which plane do you planeswalk to", "which plane do i planeswalk away from"] },
  // 901.11c: planeswalking with several planes up.
  { rule: "901.11c", says: "more than one face-up plane card", asked: ["planeswalk with two planes face up", "spatial merging planeswalk away from both"] },
  // 901.12a: 2HG Planechase decks.
  { rule: "901.12a", says: "Each player has their own planar deck", asked: ["two headed giant planechase planar decks", "does each teammate bring a planar deck"] },
  // 901.12c: 'you' on a plane in 2HG.
  { rule: "901.12c", says: "applies to both members", asked: ["plane says you in two headed giant does it affect my teammate", "chaos ability in two headed giant planechase"] },
  // 901.12d: both 2HG players may roll the planar die.
  { rule: "901.12d", says: "may roll the planar die", asked: ["can both players roll the planar die in two headed giant", "planar die cost for each teammate"] },
  // 901.13: planes ignore range of influence.
  { rule: "901.13", says: "exempt from the limited range of influence", asked: ["do planes affect players outside my range of influence", "range of influence and plane cards"] },
  // 901.14: several planes up in Grand Melee.
  { rule: "901.14", says: "multiple plane cards", asked: ["grand melee planechase several planes at once", "how many planes face up in grand melee"] },
  // 901.15a: one shared planar deck.
  { rule: "901.15a", says: "single communal planar deck", asked: ["can we share one planar deck", "how many cards in a shared planar deck"] },
  // 901.15b: owner of a shared planar deck.
  { rule: "901.15b", says: "considered to be the owner", asked: ["who owns the planes in a shared planar deck", "single planar deck who controls the plane"] },
  // 902.1: Vanguard.
  { rule: "902.1", says: "famous character", asked: ["what is vanguard", "vanguard avatar card"] },
  // 902.4: vanguard life modifier.
  { rule: "902.4", says: "plus or minus the life modifier", asked: ["starting life in vanguard", "vanguard life modifier", "avatar card changes my starting life"] },
  // 902.5: vanguard hand modifier.
  { rule: "902.5", says: "as modified by the hand modifier", asked: ["starting hand size in vanguard", "vanguard hand modifier", "vanguard card gives extra cards in my opening hand"] },
  // 902.5b: vanguard maximum hand size.
  { rule: "902.5b", says: "maximum hand size is seven", asked: ["max hand size in vanguard", "discard to hand size with a vanguard"] },
  // 903.1: Commander.
  { rule: "903.1", says: "led by a legendary creature", asked: ["what is commander", "edh rules", "what is edh"] },
  // 903.2: Commander setup.
  { rule: "903.2", says: "A Commander game may be a two-player game", asked: ["can commander be played one on one", "commander default multiplayer rules", "can you attack anyone in commander"] },
  // 903.3: what can be a commander; the designation sticks.
  { rule: "903.3", says: "designated as its commander", asked: ["what can be my commander", "can a vehicle be my commander", "can a non legendary creature be a commander", "is my commander still a commander when it's face down or copying something"] },
  // 903.3a: "can be your commander".
  { rule: "903.3a", says: "the card can be your commander", asked: ["planeswalker that says it can be your commander", "can be your commander ability on a card"] },
  // 903.3b: a melded commander.
  { rule: "903.3b", says: "meld card", asked: ["can a meld card be my commander", "melded commander is it still my commander"] },
  // 903.3c: a merged permanent with the commander is the commander.
  { rule: "903.3c", says: "a component of a merged permanent", asked: ["mutate onto my commander is it still my commander", "commander damage from a mutated commander"] },
  // 903.3d: controlling or casting a commander.
  { rule: "903.3d", says: "refers to controlling a commander", asked: ["what does if you control a commander mean", "casting a commander for commander cast triggers"] },
  // 903.3e: "your commander" characteristics from any zone.
  { rule: "903.3e", says: "in all zones, including that player", asked: ["your commander's power when it's in the command zone", "effects that check your commander's mana value while it is in hand"] },
  // 903.4: color identity.
  { rule: "903.4", says: "uses color identity", asked: ["what is color identity", "does color identity include mana symbols in rules text", "hybrid mana in color identity", "colorless commander color identity", "can a mono green commander deck run a card with a blue activated ability", "does phyrexian mana count for color identity"] },
  // 903.4a: color identity is fixed before play.
  { rule: "903.4a", says: "Color identity is established before the game begins", asked: ["does color identity change during the game", "painter's servant and color identity", "if my commander changes color does its identity change"] },
  // 903.4b: a commander that chooses its color.
  { rule: "903.4b", says: "choose its color before the game begins", asked: ["the prismatic piper as a commander color identity", "commander that chooses a color before the game", "do i reveal the color i chose for my commander"] },
  // 903.4c: reminder text doesn't count.
  { rule: "903.4c", says: "Reminder text is ignored", asked: ["does reminder text count for color identity", "extort reminder text color identity"] },
  // 903.4d: back faces count.
  { rule: "903.4d", says: "back face of a double-faced card", asked: ["does the back of a dfc count for color identity", "transform card back face color in commander"] },
  // 903.4e: adventures and other alternative characteristics count.
  { rule: "903.4e", says: "alternative characteristics, such as", asked: ["adventure color identity", "does the adventure half count for commander colors"] },
  // 903.4f: color identity undefined without a commander.
  { rule: "903.4f", says: "that quality is undefined", asked: ["commander's color identity cards with no commander", "arcane signet without a commander", "command tower with no commander"] },
  // 903.5: Commander deck building.
  { rule: "903.5", says: "deck construction rules", asked: ["how do you build a commander deck", "commander deck building rules", "edh deck rules"] },
  // 903.5a: 100 cards.
  { rule: "903.5a", says: "exactly 100 cards, including its commander", asked: ["how many cards in a commander deck", "is the commander part of the 100", "commander deck size", "edh deck 99 plus the commander"] },
  // 903.5b: singleton except basics.
  { rule: "903.5b", says: "must have a different English name", asked: ["is commander singleton", "can i run two copies of a card in commander", "how many basic lands can i play in commander"] },
  // 903.5c: cards must fit the commander's color identity.
  { rule: "903.5c", says: "every color in its color identity", asked: ["can i play a blue card in a mono red commander deck", "what cards can i put in my commander deck", "off color cards in commander"] },
  // 903.5d: basic land types must fit the color identity.
  { rule: "903.5d", says: "card with a basic land type", asked: ["can i play an island in a mono red commander deck", "off color dual lands in commander", "shock lands color identity in commander"] },
  // 903.5e: no sideboards.
  { rule: "903.5e", says: "do not use sideboards", asked: ["do you have a sideboard in commander", "wishes and sideboard in edh"] },
  // 903.6: commander starts in the command zone.
  { rule: "903.6", says: "puts their commander from their deck", asked: ["where does my commander start the game", "commander starts in the command zone", "is my commander shuffled into my library"] },
  // 903.7: 40 life.
  { rule: "903.7", says: "sets their life total to 40", asked: ["starting life in commander", "how much life in edh", "commander starting hand size"] },
  // 903.8: casting from the command zone and commander tax.
  { rule: "903.8", says: "commander tax", asked: ["what is commander tax", "how much more does my commander cost each time", "does commander tax count casts from my hand", "can i cast my commander from the command zone", "does commander tax go up if my commander is countered", "partner commanders have separate tax"] },
  // 903.9: commanders return to the command zone.
  { rule: "903.9", says: "may return to the command zone", asked: ["does my commander go back to the command zone", "what happens when my commander dies"] },
  // 903.9a: graveyard or exile to command zone (state-based action).
  { rule: "903.9a", says: "in a graveyard or in exile", asked: ["when my commander dies can it go back to the command zone", "commander exiled can i move it to the command zone", "does my commander dying trigger death triggers before it goes to the command zone", "when does my commander go to the command zone after dying", "my commander dies with rest in peace out can it still go to the command zone"] },
  // 903.9b: hand or library replaced by command zone.
  { rule: "903.9b", says: "hand or library from anywhere", asked: ["commander bounced to hand can it go to the command zone", "commander tucked into library", "can i let my commander go to my hand", "chaos warp on a commander"] },
  // 903.9c: melded or mutated commander moving to the command zone.
  { rule: "903.9c", says: "melded permanent or a merged permanent", asked: ["mutated commander dies what goes to the command zone", "mutate on top of my commander and it dies", "melded commander to the command zone"] },
  // 903.10: winning and losing in Commander.
  { rule: "903.10", says: "specification for winning and losing", asked: ["how do you lose in commander", "ways to lose a commander game"] },
  // 903.10a: commander damage.
  { rule: "903.10a", says: "21 or more combat damage", asked: ["commander damage", "how much commander damage to lose", "does commander damage count if it was stolen", "does noncombat damage from a commander count", "does commander damage reset if it changes zones", "damage from two different commanders does it add up", "partner commanders track damage separately"] },
  // 903.11: no outside-the-game cards.
  { rule: "903.11", says: "traditional cards from outside the game", asked: ["can i use wishes in commander", "burning wish in commander", "cards from outside the game in edh"] },
  // 903.11a: bringing cards in from outside: name and color limits.
  { rule: "903.11a", says: "bring a card from outside the", asked: ["wish for an off color card in commander", "bringing cards in from outside the game in commander"] },
  // 903.12a: Brawl.
  { rule: "903.12a", says: "Brawl is an option", asked: ["how is brawl different from commander", "brawl rules"] },
  // 903.12b: Brawl card pool.
  { rule: "903.12b", says: "Standard format", asked: ["what cards are legal in brawl", "is brawl standard cards only"] },
  // 903.12c: Brawl commanders include planeswalkers.
  { rule: "903.12c", says: "a planeswalker card", asked: ["can a planeswalker be a commander in brawl", "brawl commander planeswalker"] },
  // 903.12d: Brawl 60 cards.
  { rule: "903.12d", says: "exactly 60 cards", asked: ["brawl deck size", "how many cards in a brawl deck"] },
  // 903.12e: colorless Brawl decks and basic lands.
  { rule: "903.12e", says: "any number of basic lands", asked: ["colorless commander in brawl which basics", "brawl colorless deck basic lands"] },
  // 903.12f: Brawl life.
  { rule: "903.12f", says: "starting life total is 25", asked: ["brawl starting life", "how much life in brawl"] },
  // 903.12g: free mulligan in Brawl.
  { rule: "903.12g", says: "In any Brawl game", asked: ["free mulligan in brawl", "does two player brawl have a free mulligan"] },
  // 903.12h: no commander damage in Brawl.
  { rule: "903.12h", says: "Brawl games do not use", asked: ["is there commander damage in brawl", "brawl 21 damage rule", "do commanders kill at 21 damage in brawl"] },
  // 903.13a: Commander Draft.
  { rule: "903.13a", says: "Commander Draft is an option", asked: ["how does commander draft work", "commander legends draft rules"] },
  // 903.13b: two picks per pack.
  { rule: "903.13b", says: "drafts two cards", asked: ["how many cards do you pick in commander draft", "pick two per pack commander legends"] },
  // 903.13c: pass direction in Commander Draft.
  { rule: "903.13c", says: "In the first and third draft rounds", asked: ["which way do you pass in commander draft", "pass left right left"] },
  // 903.13d: hidden picks in Commander Draft.
  { rule: "903.13d", says: "can look only at cards", asked: ["can i look at my drafted cards during the draft", "can i show others my picks in commander draft"] },
  // 903.13e: The Prismatic Piper in Commander Draft.
  { rule: "903.13e", says: "The Prismatic Piper", asked: ["prismatic piper in commander draft", "can i add prismatic piper to my pool"] },
  // 903.13f: Commander Draft deck construction.
  { rule: "903.13f", says: "There is no maximum deck size", asked: ["commander draft deck size", "commander legends draft deck rules"] },
  // 903.13g: Commander Draft games.
  { rule: "903.13g", says: "same rules as Commander games", asked: ["commander draft game rules life and commander damage", "does commander tax apply in commander draft"] },
  // 904.1: Archenemy.
  { rule: "904.1", says: "faces off against a single opponent", asked: ["what is archenemy", "archenemy rules", "one player with schemes against a team"] },
  // 904.2: Archenemy team setup.
  { rule: "904.2", says: "default setup for an Archenemy game", asked: ["how are teams set up in archenemy", "archenemy versus everyone else"] },
  // 904.2a: the archenemy team.
  { rule: "904.2a", says: "designated the archenemy", asked: ["who is the archenemy", "how many archenemies are there"] },
  // 904.2b: the other team.
  { rule: "904.2b", says: "any number of players", asked: ["how many players fight the archenemy", "archenemy with five players"] },
  // 904.3: scheme deck.
  { rule: "904.3", says: "at least twenty scheme cards", asked: ["how many schemes in a scheme deck", "scheme deck size"] },
  // 904.4: schemes stay in the command zone.
  { rule: "904.4", says: "All scheme cards remain in the command zone", asked: ["where do schemes go after they are set in motion", "do schemes leave the command zone"] },
  // 904.5: archenemy life.
  { rule: "904.5", says: "starting life total is 40", asked: ["archenemy starting life", "how much life does the archenemy have"] },
  // 904.6: the archenemy goes first.
  { rule: "904.6", says: "the archenemy takes the first turn", asked: ["who goes first in archenemy", "does the archenemy always start the game"] },
  // 904.7: scheme ownership and control.
  { rule: "904.7", says: "The owner of a scheme card", asked: ["who controls a scheme", "who owns a scheme card"] },
  // 904.8: schemes work from the command zone.
  { rule: "904.8", says: "Any abilities of a face-up scheme card", asked: ["do ongoing schemes work from the command zone", "can opponents interact with a scheme"] },
  // 904.9: setting a scheme in motion.
  { rule: "904.9", says: "setting that scheme in motion", asked: ["when does the archenemy set a scheme in motion", "can you respond to a scheme being set in motion"] },
  // 904.10: non-ongoing schemes go back under the deck.
  { rule: "904.10", says: "non-ongoing scheme card", asked: ["what happens to a scheme after it resolves", "when does a scheme go back to the bottom"] },
  // 904.11: ongoing schemes stay until abandoned.
  { rule: "904.11", says: "scheme card is set in motion", asked: ["how long does an ongoing scheme stay", "how do you get rid of an ongoing scheme"] },
  // 904.12a: Supervillain Rumble.
  { rule: "904.12a", says: "has their own scheme deck", asked: ["what is supervillain rumble", "everyone is an archenemy"] },
  // 904.12b: everyone is an archenemy.
  { rule: "904.12b", says: "Each player in this game is an archenemy", asked: ["does every player get a scheme deck in supervillain rumble", "each player an archenemy"] },
  // 904.12c: Supervillain Rumble start.
  { rule: "904.12c", says: "starting player is randomly determined", asked: ["who goes first in supervillain rumble", "supervillain rumble starting life and turn order"] },
  // 904.13a: Archenemy Commander.
  { rule: "904.13a", says: "using the Archenemy rules", asked: ["can we play archenemy with commander decks", "archenemy commander rules"] },
  // 904.13b: Archenemy Commander life.
  { rule: "904.13b", says: "starts with 60 life", asked: ["archenemy commander life totals", "shared life in archenemy commander"] },
  // 904.13c: poison is individual in Archenemy Commander.
  { rule: "904.13c", says: "Poison counters are not shared", asked: ["poison in archenemy commander", "is poison shared by the team in archenemy commander"] },
  // 904.13d: scheme deck in Archenemy Commander.
  { rule: "904.13d", says: "at least ten cards", asked: ["how many schemes in an archenemy commander deck", "can i have two copies of a scheme in commander archenemy"] },
  // 905.1: Conspiracy Draft.
  { rule: "905.1", says: "Conspiracy Draft variant consists of a draft", asked: ["how does conspiracy draft work", "conspiracy rules"] },
  // 905.1a: Conspiracy drafting.
  { rule: "905.1a", says: "drafts one card by placing", asked: ["how does conspiracy draft work", "pick one card per pack and pass"] },
  // 905.1b: pass direction in Conspiracy.
  { rule: "905.1b", says: "In the first and third draft rounds", asked: ["which direction do packs pass in conspiracy", "conspiracy draft pass left or right"] },
  // 905.1c: what can be seen during the draft.
  { rule: "905.1c", says: "can look only at cards", asked: ["can i look at face up drafted cards in conspiracy", "who can see my drafted cards"] },
  // 905.1d: card pool and deck.
  { rule: "905.1d", says: "any number of basic land cards", asked: ["how do i build my deck after conspiracy draft", "can i add basic lands in conspiracy"] },
  // 905.2: draft-matters cards.
  { rule: "905.2", says: "function during the draft", asked: ["cards that do something during the draft", "cogwork librarian draft ability", "draft matters cards how do they work"] },
  // 905.2a: no priority during the draft.
  { rule: "905.2a", says: "no active player or system", asked: ["priority during the draft", "draft matters cards at the same time"] },
  // 905.2b: information noted during the draft.
  { rule: "905.2b", says: "note some information", asked: ["noted information from the draft who can see it", "reveal as you draft this card and note a number"] },
  // 905.2c: cards drafted face up.
  { rule: "905.2c", says: "draft them face up", asked: ["draft this card face up", "how long does a face up drafted card stay revealed"] },
  // 905.3: Conspiracy game setup.
  { rule: "905.3", says: "A Conspiracy Draft game is a multiplayer game", asked: ["is conspiracy multiplayer", "conspiracy game format free for all"] },
  // 905.4: conspiracies into the command zone.
  { rule: "905.4", says: "sideboard into the command zone", asked: ["how do conspiracy cards get into play", "conspiracy draft start of game"] },
  // 905.4a: hidden agenda conspiracies.
  { rule: "905.4a", says: "hidden agenda", asked: ["when can i reveal a hidden agenda", "turn a conspiracy face up timing"] },
  // 905.5: conspiracy ownership.
  { rule: "905.5", says: "The controller of a conspiracy card is its owner", asked: ["who controls a conspiracy", "can a conspiracy be stolen"] },
  // 905.6: Conspiracy starting life and hand.
  { rule: "905.6", says: "sets their life total to 20", asked: ["starting life in conspiracy", "how much life in conspiracy draft"] },
];
