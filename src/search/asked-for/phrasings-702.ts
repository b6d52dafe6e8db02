/** How players ask for the rules of 702, keyword abilities (row.ts). */
import type { AskedFor } from "./row";

export const PHRASINGS_702: readonly AskedFor[] = [
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
];
