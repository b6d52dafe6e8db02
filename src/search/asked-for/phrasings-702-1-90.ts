/** How players ask for the rules of 702.1-702.90, keyword abilities from deathtouch to infect (row.ts). */
import type { AskedFor } from "./row";

export const PHRASINGS_702_1_90: readonly AskedFor[] = [
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
];
