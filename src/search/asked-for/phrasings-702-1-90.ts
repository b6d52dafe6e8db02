/** How players ask for the rules of 702.1-702.90, keyword abilities from deathtouch to infect (row.ts). */
import type { AskedFor } from "./row";

export const PHRASINGS_702_1_90: readonly AskedFor[] = [
  // 702.1: what a keyword on a card is.
  { rule: "702.1", says: "the name of the ability as", asked: ["what is a keyword ability", "is reminder text the rules of a keyword", "card only says the keyword name where are its rules"] },
  // 702.1a: an effect on a keyword's cost changes only that keyword's cost.
  { rule: "702.1a", says: "refers only to the variable costs", asked: ["does an effect that reduces a kicker cost reduce the whole spell", "flashback cost increase does it include the mana cost", "what counts as the ninjutsu cost for a cost changing effect"] },
  // 702.1b: a keyword's variable granted by an effect keeps changing.
  { rule: "702.1b", says: "constantly reevaluated", asked: ["granted toxic x equal to power does x update when it pumps", "keyword with x given by an effect changes with the board", "ward x from an effect recalculated all the time"] },
  // 702.1c: "the same is true for" grants each variant.
  { rule: "702.1c", says: "the same is true for", asked: ["odric lunarch marshal does it share hexproof from a color", "kathril aspect warper counters for landwalk which kind", "same is true for protection does it grant every protection from"] },
  // 702.1d: "with [keyword]" means having that keyword ability.
  { rule: "702.1d", says: "means the same thing as an object", asked: ["does a creature with flying include one that gained flying from equipment", "creatures that have trample counts granted trample"] },
  // 702.2a: deathtouch is static.
  { rule: "702.2a", says: "Deathtouch is a static ability", asked: ["is deathtouch a triggered ability", "can i respond to deathtouch killing my creature"] },
  // 702.2b: deathtouch destroys any damaged creature.
  { rule: "702.2b", says: "source with deathtouch", asked: ["does one damage from deathtouch kill", "deathtouch vs indestructible", "does deathtouch work with noncombat damage", "ping with deathtouch kills", "deathtouch blocker and a first strike attacker", "does deathtouch damage to a planeswalker kill it"] },
  // 702.2c: deathtouch plus trample.
  { rule: "702.2c", says: "considered to be lethal damage", asked: ["deathtouch and trample how much do i assign to the blocker", "trample deathtouch one damage per blocker", "how much damage does a deathtouch trampler need to assign"] },
  // 702.2d: deathtouch from any zone.
  { rule: "702.2d", says: "no matter what zone", asked: ["does deathtouch work from the graveyard", "deathtouch on a spell or from hand"] },
  // 702.2e: deathtouch of a source that left is its last known information.
  { rule: "702.2e", says: "whether it had deathtouch", asked: ["does deathtouch still count if the creature is gone when its ability deals damage", "sacrificed a deathtouch creature does its trigger still kill", "deathtouch creature dies before the fight resolves"] },
  // 702.2f: more than one deathtouch does nothing more.
  { rule: "702.2f", says: "Multiple instances of deathtouch", asked: ["does double deathtouch do anything", "two effects giving deathtouch to the same creature", "giving deathtouch to a creature that already has it"] },
  // 702.3b: defender.
  { rule: "702.3b", says: "with defender can’t attack", asked: ["can a creature with defender attack", "can a wall attack", "can defender block", "does defender stop tapping abilities"] },
  // 702.3c: more than one defender does nothing more.
  { rule: "702.3c", says: "Multiple instances of defender", asked: ["does double defender do anything", "wall with defender twice still just cant attack"] },
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
  // 702.5c: an Aura with several enchant abilities.
  { rule: "702.5c", says: "multiple instances of enchant", asked: ["aura with two enchant abilities what can it go on", "must an aura with two enchant restrictions match both", "aura gains a second enchant ability does it fall off"] },
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
  // 702.7d: more than one first strike is still first strike.
  { rule: "702.7d", says: "Multiple instances of first strike", asked: ["does double first strike give an extra hit", "two sources of first strike on one creature is that double strike", "first strike twice same as double strike"] },
  // 702.8a: flash.
  { rule: "702.8a", says: "you could cast an instant", asked: ["how does flash work", "can i cast a creature on my opponents turn", "cast creature at instant speed", "flash in a blocker", "cast a flash creature during combat to block", "can i flash in a creature after attackers are declared"] },
  // 702.8b: more than one flash does nothing more.
  { rule: "702.8b", says: "Multiple instances of flash", asked: ["giving flash to a card that already has flash", "does flash stack if a card has it twice"] },
  // 702.9a: flying is evasion.
  { rule: "702.9a", says: "Flying is an evasion ability", asked: ["is flying an evasion ability", "does flying count as evasion for cards that care"] },
  // 702.9b: flying.
  { rule: "702.9b", says: "can’t be blocked except by", asked: ["what can block a flyer", "can a flying creature block a ground creature", "can a non flyer block a flyer", "does reach block flying"] },
  // 702.9c: more than one flying does nothing more.
  { rule: "702.9c", says: "Multiple instances of flying", asked: ["does double flying do anything", "flying from two equipment on the same creature", "creature with flying twice does it need two reach blockers"] },
  // 702.10b: haste.
  { rule: "702.10b", says: "it can attack even if", asked: ["how does haste work", "summoning sickness can my creature attack this turn", "does haste let me attack right away", "haste creature i stole"] },
  // 702.10c: haste and tap abilities.
  { rule: "702.10c", says: "cost includes the tap symbol", asked: ["can i tap a creature for its ability the turn it comes in", "haste and mana creatures", "summoning sick creature tap ability"] },
  // 702.10d: more than one haste does nothing more.
  { rule: "702.10d", says: "Multiple instances of haste", asked: ["does double haste do anything", "haste from two sources on one creature"] },
  // 702.11b: hexproof on a permanent.
  { rule: "702.11b", says: "“Hexproof” on a permanent", asked: ["can i target my own hexproof creature", "does hexproof stop board wipes", "hexproof vs shroud", "can i equip my hexproof creature", "can my opponent target my hexproof creature"] },
  // 702.11c: hexproof on a player.
  { rule: "702.11c", says: "“Hexproof” on a player", asked: ["can a player have hexproof", "can they target me if i have hexproof", "player hexproof burn spells"] },
  // 702.11d: hexproof from a quality.
  { rule: "702.11d", says: "Hexproof from [quality]", asked: ["what does hexproof from black mean", "hexproof from a color", "hexproof from vs protection from"] },
  // 702.11e: losing hexproof loses every hexproof from.
  { rule: "702.11e", says: "causes an object to lose hexproof", asked: ["does removing hexproof also remove hexproof from a color", "can i target hexproof from blue with a spell that ignores hexproof", "lose hexproof vs hexproof from"] },
  // 702.11f: hexproof from two qualities is two abilities.
  { rule: "702.11f", says: "shorthand for “hexproof from [quality A]”", asked: ["hexproof from two colors is that two abilities", "creature loses hexproof from one color keeps the other", "hexproof from monocolored and from multicolored"] },
  // 702.11g: hexproof from each color.
  { rule: "702.11g", says: "Hexproof from each", asked: ["what does hexproof from each color mean", "is hexproof from each color the same as hexproof", "can colorless spells target hexproof from each color"] },
  // 702.11h: more than one hexproof does nothing more.
  { rule: "702.11h", says: "Multiple instances of the same hexproof", asked: ["does double hexproof do anything", "hexproof from black from two sources does it stack", "hexproof from two equipment and my own ability"] },
  // 702.12b: indestructible.
  { rule: "702.12b", says: "A permanent with indestructible", asked: ["can indestructible creatures die", "how do i kill an indestructible creature", "indestructible and -1/-1 counters", "does indestructible stop exile", "does indestructible survive sacrifice"] },
  // 702.12c: more than one indestructible does nothing more.
  { rule: "702.12c", says: "Multiple instances of indestructible", asked: ["does double indestructible do anything", "indestructible from two effects on one creature"] },
  // 702.13b: intimidate.
  { rule: "702.13b", says: "share a color with it", asked: ["what can block intimidate", "can an artifact creature block intimidate", "intimidate vs fear"] },
  // 702.13c: more than one intimidate does nothing more.
  { rule: "702.13c", says: "Multiple instances of intimidate", asked: ["does double intimidate do anything", "does intimidate stack with itself"] },
  // 702.14a: what counts as landwalk.
  { rule: "702.14a", says: "Landwalk is a generic term", asked: ["what does landwalk mean", "nonbasic landwalk which lands count", "legendary landwalk or snow forestwalk what lands turn it on"] },
  // 702.14c: landwalk.
  { rule: "702.14c", says: "can’t be blocked as long", asked: ["how does islandwalk work", "swampwalk unblockable", "landwalk when the defender has that land"] },
  // 702.14d: landwalk doesn't cancel landwalk.
  { rule: "702.14d", says: "don’t “cancel” one another", asked: ["can a swampwalk creature block another swampwalk creature", "do two creatures with islandwalk cancel each other", "landwalk vs a blocker that has the same landwalk"] },
  // 702.14e: more than one landwalk of a kind does nothing more.
  { rule: "702.14e", says: "Multiple instances of the same kind of landwalk", asked: ["does double islandwalk do anything", "forestwalk from two sources does it stack"] },
  // 702.15a: lifelink is static, not a trigger.
  { rule: "702.15a", says: "Lifelink is a static ability", asked: ["is lifelink a triggered ability anymore", "old lifelink trigger vs static lifelink", "can i respond to lifelink life gain"] },
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
  // 702.16a: what a protection quality covers.
  { rule: "702.16a", says: "Protection is a static ability", asked: ["protection from creatures does it stop creature spells", "protection from a card name", "protection from dragons creature type covers what", "protection from artifacts vs an artifact spell on the stack"] },
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
  // 702.16g: protection from two qualities is two abilities.
  { rule: "702.16g", says: "shorthand for “protection from [quality A]”", asked: ["protection from red and from white is that two protections", "creature loses protection from one of two colors keeps the other"] },
  // 702.16h: protection from each color.
  { rule: "702.16h", says: "so on for each possible quality", asked: ["what does protection from each color mean", "protection from all colors vs protection from everything", "can a colorless creature block protection from all colors"] },
  // 702.16i: protection from each of a set is several abilities.
  { rule: "702.16i", says: "“Protection from each [set", asked: ["what does protection from each opponent mean", "protection from each of the chosen colors", "protection from each player how many abilities is that"] },
  // 702.16j: protection from everything.
  { rule: "702.16j", says: "Protection from everything", asked: ["what does protection from everything do", "can anything block protection from everything"] },
  // 702.16k: protection from a player.
  { rule: "702.16k", says: "protection from a specific player", asked: ["what does protection from a player mean", "can creatures of a player i have protection from attack me", "protection from an opponent damage and targeting"] },
  // 702.16m: more than one protection of a quality does nothing more.
  { rule: "702.16m", says: "Multiple instances of protection from the same", asked: ["does double protection from red do anything", "pro black from two sources does it stack"] },
  // 702.16n: an Aura that grants protection and doesn't remove itself.
  { rule: "702.16n", says: "both give the enchanted creature protection", asked: ["does an aura giving protection from its own color fall off", "spectra ward doesnt remove auras", "aura grants protection from all colors does it stay attached"] },
  // 702.16p: Benevolent Blessing keeps what's already attached.
  { rule: "702.16p", says: "Benevolent Blessing", asked: ["benevolent blessing does it fall off the creature", "benevolent blessing already attached auras stay on", "protection that doesnt knock off auras already on the creature"] },
  // 702.17b: reach.
  { rule: "702.17b", says: "flying and/or reach", asked: ["can reach block flyers", "what does reach do", "reach vs flying", "can my reach creature block something attacking my planeswalker", "does reach let a creature block anything with flying"] },
  // 702.17c: more than one reach does nothing more.
  { rule: "702.17c", says: "Multiple instances of reach", asked: ["does double reach do anything", "does reach stack with itself"] },
  // 702.18a: shroud.
  { rule: "702.18a", says: "Shroud” means", asked: ["can i target my own shroud creature", "shroud vs hexproof difference", "can i equip a shroud creature"] },
  // 702.18b: more than one shroud does nothing more.
  { rule: "702.18b", says: "Multiple instances of shroud", asked: ["does double shroud do anything", "shroud from two effects on a player does it stack"] },
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
  // 702.19g: more than one trample does nothing more.
  { rule: "702.19g", says: "Multiple instances of trample", asked: ["does double trample do anything", "trample from two equipment on one creature", "trample over planeswalkers granted twice does it stack"] },
  // 702.20b: vigilance.
  { rule: "702.20b", says: "Attacking doesn’t cause creatures with vigilance", asked: ["does vigilance untap", "what does vigilance do", "can a vigilance creature attack and block", "can i tap a vigilance creature for its ability after it attacks", "vigilance attacker untapped to block next turn"] },
  // 702.20c: more than one vigilance does nothing more.
  { rule: "702.20c", says: "Multiple instances of vigilance", asked: ["does double vigilance do anything", "vigilance granted twice does it stack"] },
  // 702.21a: ward.
  { rule: "702.21a", says: "unless that player pays [cost]", asked: ["how does ward work", "does ward trigger on my own spells", "do i have to pay ward", "ward counter unless pay", "does ward trigger on a board wipe", "what happens to my spell if i cant pay ward", "does ward trigger when an aura targets it"] },
  // 702.21b: ward X is counted on resolution.
  { rule: "702.21b", says: "determined at the time", asked: ["ward x value when does it lock in", "ward equal to power changes before resolving"] },
  // 702.22b: bands with other, and losing banding.
  { rule: "702.22b", says: "“Bands with other”", asked: ["what does bands with other mean", "bands with legends which creatures can join", "losing banding also removes bands with other"] },
  // 702.22c: banding: forming a band.
  { rule: "702.22c", says: "are all in a “band.”", asked: ["how does banding work", "attack in a band", "banding who assigns damage", "can two creatures with banding attack together as one band", "how many creatures without banding can join a band"] },
  // 702.22d: a band attacks one player or permanent.
  { rule: "702.22d", says: "must attack the same player", asked: ["can a band attack two different players", "can banded creatures attack different planeswalkers"] },
  // 702.22e: a band stays a band when banding is lost.
  { rule: "702.22e", says: "lasts for the rest of combat", asked: ["creature loses banding after attacking in a band does the band break up", "removing banding mid combat from a band"] },
  // 702.22f: removed from combat leaves the band.
  { rule: "702.22f", says: "also removed from the band", asked: ["band member removed from combat is it still in the band", "creature pulled out of combat from an attacking band"] },
  // 702.22g: a band doesn't share abilities.
  { rule: "702.22g", says: "doesn’t cause attacking creatures to share", asked: ["do creatures in a band share abilities", "banded creature gets its partners flying"] },
  // 702.22h: blocking one member blocks the band.
  { rule: "702.22h", says: "each other creature in the same band", asked: ["block one creature of a band does the whole band get blocked", "block one banded attacker are the others blocked too"] },
  // 702.22i: an effect blocking one member blocks the band.
  { rule: "702.22i", says: "would become blocked due to", asked: ["an effect says a band member becomes blocked is the whole band blocked", "card that makes an attacker blocked used on a band"] },
  // 702.22j: the defending player divides the damage of a creature blocked by banding.
  { rule: "702.22j", says: "chooses how the attacking creature", asked: ["who assigns damage when my blocker has banding", "banding blocker lets me choose how their attacker deals damage", "can i put all the attacking damage on my creature with banding"] },
  // 702.22k: the attacking player divides a blocker's damage among a band.
  { rule: "702.22k", says: "the active player (rather than the defending player)", asked: ["my attacking band is blocked who splits the blockers damage", "attacker with banding chooses where the blocking creatures damage goes", "bands with other attackers blocked who assigns the blocker damage"] },
  // 702.22m: more than one banding does nothing more.
  { rule: "702.22m", says: "Multiple instances of banding", asked: ["does double banding do anything", "bands with legends printed twice on one creature"] },
  // 702.23a: rampage.
  { rule: "702.23a", says: "for each creature blocking it", asked: ["how does rampage work", "bonus for each blocker beyond the first", "does rampage count the first blocker"] },
  // 702.23b: the rampage bonus is fixed when it resolves.
  { rule: "702.23b", says: "calculated only once per combat", asked: ["does the rampage bonus shrink if a blocker dies", "rampage bonus when a blocker is added after it resolves", "is rampage counted again later in combat"] },
  // 702.23c: each rampage triggers.
  { rule: "702.23c", says: "multiple instances of rampage", asked: ["rampage 1 and rampage 2 on the same creature", "do two rampage abilities both trigger"] },
  // 702.24a: cumulative upkeep.
  { rule: "702.24a", says: "put an age counter", asked: ["how does cumulative upkeep work", "age counters upkeep payment", "can i choose not to pay cumulative upkeep"] },
  // 702.24b: age counters are shared by every cumulative upkeep.
  { rule: "702.24b", says: "age counters are not connected", asked: ["two cumulative upkeep abilities how many age counters do i pay for", "does each cumulative upkeep have its own age counters", "gaining a second cumulative upkeep on mystic remora"] },
  // 702.25a: flanking.
  { rule: "702.25a", says: "by a creature without flanking", asked: ["how does flanking work", "flanking -1/-1 to the blocker", "two flanking creatures block each other"] },
  // 702.25b: each flanking triggers.
  { rule: "702.25b", says: "multiple instances of flanking", asked: ["creature with flanking twice does the blocker get -2/-2", "do two flanking abilities both trigger"] },
  // 702.26a: phasing in the untap step.
  { rule: "702.26a", says: "all phased-in permanents with phasing", asked: ["when does a phasing creature come back", "phasing every other turn", "phase in at my untap step"] },
  // 702.26b: phased out.
  { rule: "702.26b", says: "phased-out permanent is treated as", asked: ["what happens to a phased out creature", "does phasing out count as leaving the battlefield", "can you target a phased out permanent", "phase out to dodge removal"] },
  // 702.26c: a phased-in permanent exists again.
  { rule: "702.26c", says: "its status changes to “phased in.”", asked: ["is a phased in permanent back in the game", "can i target it again once it phases back in"] },
  // 702.26d: phasing isn't a zone change.
  { rule: "702.26d", says: "doesn’t actually cause a permanent", asked: ["does phasing trigger etb", "phasing in enter the battlefield trigger", "does phasing out trigger leaves the battlefield"] },
  // 702.26e: one-shot continuous effects skip phased-out permanents.
  { rule: "702.26e", says: "phased-out permanent won’t be included", asked: ["does a pump spell for all my creatures affect phased out ones", "control changing spell on a phased out permanent", "phased out creatures miss an until end of turn anthem"] },
  // 702.26f: effects can end while it's phased out.
  { rule: "702.26f", says: "may expire while that permanent is phased out", asked: ["until end of turn effect ends while my creature is phased out", "for as long as effect ends when the creature phases out", "stolen creature phases out do i lose control of it"] },
  // 702.26g: attachments phase out too.
  { rule: "702.26g", says: "phase out at the same time", asked: ["do auras phase out with the creature", "equipment on a phased out creature", "counters when phasing out"] },
  // 702.26h: phasing out both ways at once counts as indirect.
  { rule: "702.26h", says: "phase out directly and indirectly", asked: ["aura would phase out by itself and with its creature at the same time", "teferis protection phases out equipment directly and indirectly which one"] },
  // 702.26i: an Aura or Equipment phasing in reattaches.
  { rule: "702.26i", says: "phase in attached to the object", asked: ["does my equipment stay attached after phasing", "aura phased out comes back attached", "equipped creature phases out what happens to the equipment"] },
  // 702.26j: phasing doesn't trigger attach abilities.
  { rule: "702.26j", says: "phases in or out", asked: ["does phasing in trigger whenever equipment becomes attached", "phasing and attach triggers"] },
  // 702.26k: phased-out permanents leave with their owner.
  { rule: "702.26k", says: "owned by a player who leaves the game", asked: ["player concedes with phased out permanents", "do leaves the battlefield triggers happen for phased out cards of a player who left", "phased out cards of someone who lost the game"] },
  // 702.26m: no untap step, no phasing.
  { rule: "702.26m", says: "skip their untap step", asked: ["skip my untap step does phasing still happen", "phasing with an effect that skips untap"] },
  // 702.26n: phased out under a player who left multiplayer.
  { rule: "702.26n", says: "phased out under the control of a player who has left", asked: ["teferis protection player conceded when do their permanents phase in", "multiplayer phased out permanent whose controller left the game", "borrowed creature phased out and its controller lost"] },
  // 702.26p: more than one phasing does nothing more.
  { rule: "702.26p", says: "Multiple instances of phasing", asked: ["does double phasing do anything", "does phasing stack if a permanent has it twice"] },
  // 702.27a: buyback.
  { rule: "702.27a", says: "Buyback [cost]", asked: ["how does buyback work", "buyback spell countered where does it go", "return spell to hand"] },
  // 702.28a: shadow.
  { rule: "702.28a", says: "Shadow is an evasion ability", asked: ["how does shadow work", "can a shadow creature block normal creatures", "what can block shadow"] },
  // 702.28b: shadow both ways.
  { rule: "702.28b", says: "creatures without shadow", asked: ["can a shadow creature block a normal creature", "shadow cant block non shadow", "can two shadow creatures block each other"] },
  // 702.28c: more than one shadow does nothing more.
  { rule: "702.28c", says: "Multiple instances of shadow", asked: ["does double shadow do anything", "does shadow stack with itself"] },
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
  // 702.30b: old Urza cards' echo cost is their mana cost.
  { rule: "702.30b", says: "printed without an echo cost", asked: ["urza block echo card has no echo cost", "what is the echo cost of old urza cards", "echo with no cost printed how much do i pay"] },
  // 702.31b: horsemanship.
  { rule: "702.31b", says: "creatures without horsemanship", asked: ["what is horsemanship", "can a flyer block a creature with horsemanship", "can my horsemanship creature block normal creatures"] },
  // 702.31c: more than one horsemanship does nothing more.
  { rule: "702.31c", says: "Multiple instances of horsemanship", asked: ["does double horsemanship do anything", "does horsemanship stack with itself"] },
  // 702.32a: fading.
  { rule: "702.32a", says: "remove a fade counter", asked: ["how does fading work", "when do i sacrifice a creature with fading", "fading vs vanishing difference", "proliferate fade counters to keep it alive"] },
  // 702.33a: kicker.
  { rule: "702.33a", says: "Kicker [cost]", asked: ["how does kicker work", "can i kick a spell cast for free", "is kicker an additional cost", "can i kick a spell cast with flashback", "can i pay kicker on a cascaded spell"] },
  // 702.33b: kicker with two costs.
  { rule: "702.33b", says: "“Kicker [cost 1] and/or [cost 2]”", asked: ["kicker and/or what does it mean", "spell with two kicker costs can i pay both", "pay only one of two kicker costs"] },
  // 702.33c: multikicker.
  { rule: "702.33c", says: "Multikicker is a variant", asked: ["how does multikicker work", "how many times can i pay multikicker", "is multikicker paid kicker"] },
  // 702.33d: kicked.
  { rule: "702.33d", says: "that spell has been “kicked.”", asked: ["can i kick a spell twice", "multikicker how many times", "what counts as kicked"] },
  // 702.33e: "if kicked" text sees only its own printed kicker.
  { rule: "702.33e", says: "linked to the kicker or multikicker abilities printed", asked: ["gave a spell kicker from another card does its if kicked text happen", "if it was kicked only counts its own kicker", "kicked with a granted kicker ability does the bonus apply"] },
  // 702.33f: the first and second kicker each have their own effect.
  { rule: "702.33f", says: "kicked with its [A] kicker", asked: ["kicked with its first kicker vs its second kicker", "two kicker costs which bonus goes with which", "pay both kickers get both effects"] },
  // 702.33g: targets of the kicked part only if kicked.
  { rule: "702.33g", says: "chooses those targets only if", asked: ["do i need a target for the kicked part if i dont kick", "can i cast a kicker spell without the extra target", "kicked mode target fizzles does the spell still resolve"] },
  // 702.33h: sticker kicker.
  { rule: "702.33h", says: "Sticker kicker", asked: ["how does sticker kicker work", "ticket counter from sticker kicker", "do i have to put a sticker if i kick it"] },
  // 702.34a: flashback.
  { rule: "702.34a", says: "Flashback appears on some instants", asked: ["how does flashback work", "where does a flashback spell go after", "flashback spell countered exiled", "cast from graveyard flashback cost", "can i flashback a sorcery at instant speed", "can i pay kicker on a flashback spell", "does a flashback spell count for storm"] },
  // 702.35a: madness.
  { rule: "702.35a", says: "Madness is a keyword", asked: ["how does madness work", "cast a discarded card for madness cost", "madness sorcery at instant speed", "does madness work with discarding to hand size", "madness card exiled instead of graveyard"] },
  // 702.35b: madness is an alternative cost.
  { rule: "702.35b", says: "Casting a spell using its madness", asked: ["is madness an alternative cost", "can i pay kicker when casting for madness", "can i cast a madness card for madness and flashback together"] },
  // 702.35c: a madness card not cast can still be found.
  { rule: "702.35c", says: "the exiled card wasn’t cast", asked: ["decline to cast the madness card where does it go", "madness card put in the graveyard does the discard trigger find it", "didnt cast the madness card can a discard effect still see it"] },
  // 702.36a: fear.
  { rule: "702.36a", says: "Fear is an evasion ability", asked: ["what can block fear", "can an artifact creature block fear", "black creature block fear"] },
  // 702.36b: fear.
  { rule: "702.36b", says: "artifact creatures and/or black creatures", asked: ["what can block a creature with fear", "can a black creature block fear", "fear vs intimidate"] },
  // 702.36c: more than one fear does nothing more.
  { rule: "702.36c", says: "Multiple instances of fear", asked: ["does double fear do anything", "does fear stack with itself"] },
  // 702.37a: morph from any zone, the face-down 2/2.
  { rule: "702.37a", says: "Morph is a static ability", asked: ["can i morph a card from exile or the graveyard", "what does a face down morph have no name no text", "is casting face down for three an alternative cost"] },
  // 702.37b: megamorph.
  { rule: "702.37b", says: "Megamorph is a variant", asked: ["how does megamorph work", "do i get the counter if a megamorph is turned face up for free", "megamorph counter when flipped another way"] },
  // 702.37c: casting a morph.
  { rule: "702.37c", says: "turn it face down and announce", asked: ["how do i cast a morph", "morph face down for three", "face down 2/2 creature", "can i cast any card face down as a morph", "do cost reducers apply to a morph"] },
  // 702.37d: only morph lets you cast face down.
  { rule: "702.37d", says: "You can’t normally cast a card face down", asked: ["why can only morph cards be cast face down", "play a card face down without a morph ability"] },
  // 702.37e: unmorph.
  { rule: "702.37e", says: "with a morph ability face up", asked: ["can i unmorph during combat", "does unmorphing use the stack", "flip a morph face up in response", "when can i turn my morph face up"] },
  // 702.37f: X of a morph cost.
  { rule: "702.37f", says: "morph cost includes X", asked: ["morph cost with x what is x later", "value of x in other abilities after turning it face up"] },
  // 702.38a: amplify.
  { rule: "702.38a", says: "reveal any number of cards", asked: ["how does amplify work", "can i reveal the amplify creature itself", "does a changeling in hand count for amplify"] },
  // 702.38b: each amplify works separately.
  { rule: "702.38b", says: "multiple instances of amplify", asked: ["creature with amplify twice can the same revealed cards count for both", "amplify twice do i get double counters"] },
  // 702.39a: provoke.
  { rule: "702.39a", says: "block this creature this combat", asked: ["how does provoke work", "provoke force a block untap"] },
  // 702.39b: each provoke triggers.
  { rule: "702.39b", says: "multiple instances of provoke", asked: ["creature with provoke twice can it force two creatures to block", "do two provoke triggers both happen"] },
  // 702.40a: storm.
  { rule: "702.40a", says: "copy it for each other spell", asked: ["how does storm work", "are storm copies cast", "storm count spells cast this turn", "does the original storm spell count", "does storm count my opponents spells", "if the storm spell is countered do i still get the copies", "can storm copies choose new targets"] },
  // 702.40b: each storm triggers.
  { rule: "702.40b", says: "multiple instances of storm", asked: ["spell with storm twice do i get double copies", "does storm stack with a second storm"] },
  // 702.41a: affinity.
  { rule: "702.41a", says: "Affinity for [text]", asked: ["how does affinity work", "affinity for artifacts cost reduction", "can affinity reduce colored mana"] },
  // 702.41b: each affinity applies.
  { rule: "702.41b", says: "multiple instances of affinity", asked: ["affinity for artifacts twice double the reduction", "spell with affinity twice how much cheaper"] },
  // 702.42a: entwine.
  { rule: "702.42a", says: "choose all modes of this spell", asked: ["how does entwine work", "pay entwine to get both modes", "can i entwine if one mode has no target"] },
  // 702.42b: an entwined spell follows its modes in printed order.
  { rule: "702.42b", says: "in the order written on", asked: ["what order do the modes happen in when entwined", "entwined spell which half resolves first"] },
  // 702.43a: modular.
  { rule: "702.43a", says: "target artifact creature", asked: ["how does modular work", "can modular counters go on a non artifact creature", "modular when the creature dies with extra counters", "arcbound ravager modular counters"] },
  // 702.43b: each modular works separately.
  { rule: "702.43b", says: "multiple instances of modular", asked: ["creature with modular twice how many counters does it enter with", "modular twice when it dies does it move counters twice"] },
  // 702.44a: sunburst.
  { rule: "702.44a", says: "each color of mana spent", asked: ["how does sunburst work", "does sunburst give +1/+1 counters or charge counters", "how many counters from sunburst with five colors"] },
  // 702.44b: sunburst only from a resolving spell.
  { rule: "702.44b", says: "entering the battlefield from the stack", asked: ["does sunburst work if it is put onto the battlefield", "sunburst creature cast for free how many counters", "sunburst counts colored mana from additional costs"] },
  // 702.44c: sunburst as a number for another ability.
  { rule: "702.44c", says: "set a variable number for another ability", asked: ["sunburst on a noncreature spell that sets x", "sunburst count used by another ability on the card"] },
  // 702.44d: each sunburst works separately.
  { rule: "702.44d", says: "multiple instances of sunburst", asked: ["does sunburst stack double the counters", "sunburst twice on one permanent"] },
  // 702.45a: bushido.
  { rule: "702.45a", says: "blocks or becomes blocked", asked: ["how does bushido work", "bushido bonus when blocked by two creatures"] },
  // 702.45b: each bushido triggers.
  { rule: "702.45b", says: "multiple instances of bushido", asked: ["bushido 1 and bushido 2 on the same creature", "two bushido triggers when blocked"] },
  // 702.46a: soulshift.
  { rule: "702.46a", says: "return target Spirit card", asked: ["how does soulshift work", "does soulshift trigger on exile", "can soulshift return a spirit with higher mana value", "soulshift a token spirit"] },
  // 702.46b: each soulshift triggers.
  { rule: "702.46b", says: "multiple instances of soulshift", asked: ["creature with soulshift twice return two spirits", "soulshift twice when it dies"] },
  // 702.47a: splice.
  { rule: "702.47a", says: "Splice onto [quality] [cost]", asked: ["how does splice onto arcane work", "spliced card stays in hand", "splice more than once"] },
  // 702.47b: splicing needs legal choices, once per card.
  { rule: "702.47b", says: "the same spell more than once", asked: ["can i splice the same card twice onto one spell", "splice a card with no legal target", "splice several cards which order"] },
  // 702.47c: a spliced spell gains only rules text.
  { rule: "702.47c", says: "plus the rules text of each of the spliced cards", asked: ["does splice change the spells color or mana value", "spliced text that names the card refers to what", "spliced spell name and mana cost"] },
  // 702.47d: targets of spliced text.
  { rule: "702.47d", says: "Choose targets for the added text", asked: ["targets for the text i spliced on", "spliced part target illegal does the spell fizzle", "all targets of a spliced spell gone does anything happen"] },
  // 702.47e: splice text leaves with the stack.
  { rule: "702.47e", says: "loses any splice changes", asked: ["does a copied spliced spell keep the splice text", "spliced spell returned to hand keeps the text"] },
  // 702.48a: offering.
  { rule: "702.48a", says: "you may sacrifice a [quality] permanent", asked: ["how does offering work", "patron of the kitsune offering at instant speed", "how much cheaper is a spell with offering"] },
  // 702.48b: when offering's sacrifice happens.
  { rule: "702.48b", says: "You choose which permanent to sacrifice", asked: ["when do i sacrifice for offering", "offering choose the creature then sacrifice while paying"] },
  // 702.48c: offering cost reduction by mana type.
  { rule: "702.48c", says: "Generic mana in the sacrificed permanent", asked: ["does offering reduce colored mana", "offering reduce by the sacrificed creatures colored mana", "which mana does offering take off the cost"] },
  // 702.49a: ninjutsu.
  { rule: "702.49a", says: "Ninjutsu [cost]", asked: ["how does ninjutsu work", "when can i ninjutsu", "does the ninja count as attacking", "ninjutsu after blockers"] },
  // 702.49b: the ninjutsu card stays revealed.
  { rule: "702.49b", says: "remains revealed", asked: ["does the ninja stay revealed while ninjutsu is on the stack", "ninjutsu card revealed from hand until it resolves"] },
  // 702.49c: ninjutsu needs an unblocked attacker.
  { rule: "702.49c", says: "put onto the battlefield unblocked", asked: ["does a ninjutsu creature trigger attack abilities", "ninjutsu during first strike damage", "ninja enters attacking"] },
  // 702.49d: commander ninjutsu.
  { rule: "702.49d", says: "Commander ninjutsu is a variant", asked: ["how does commander ninjutsu work", "ninjutsu my commander from the command zone", "does commander ninjutsu pay commander tax"] },
  // 702.50a: what epic's copies are.
  { rule: "702.50a", says: "Epic represents two spell abilities", asked: ["epic copy each upkeep can it have new targets", "epic copy except for its epic ability", "endless swarm epic tokens every upkeep"] },
  // 702.50b: epic stops casting spells but not the copies.
  { rule: "702.50b", says: "once a spell with epic", asked: ["how does epic work", "can i still cast spells after epic", "do epic copies keep coming every upkeep", "can i activate abilities after casting an epic spell"] },
  // 702.51a: convoke.
  { rule: "702.51a", says: "Convoke is a static ability", asked: ["how does convoke work", "tap creatures to pay for a spell", "can summoning sick creatures convoke", "convoke with colored mana", "can i tap a creature that attacked this turn for convoke", "can artifact creatures help pay with convoke"] },
  // 702.51b: convoke isn't an alternative cost.
  { rule: "702.51b", says: "applies only after the total cost", asked: ["can i convoke a flashback spell", "convoke with cost reducers which first", "does convoke work when casting without paying mana cost", "can i use convoke and an alternative cost together"] },
  // 702.51c: creatures that convoked a spell.
  { rule: "702.51c", says: "this way is said to have", asked: ["which creatures count as having convoked the spell", "cards that care about creatures that convoked", "what does convoked mean"] },
  // 702.51d: more than one convoke does nothing more.
  { rule: "702.51d", says: "Multiple instances of convoke", asked: ["does double convoke let me tap creatures twice", "does convoke stack if the spell has it twice"] },
  // 702.52a: dredge.
  { rule: "702.52a", says: "Dredge N", asked: ["how does dredge work", "dredge instead of draw", "dredge with not enough cards in library"] },
  // 702.52b: dredge needs enough cards.
  { rule: "702.52b", says: "fewer cards in their library than", asked: ["can i dredge with fewer cards than the dredge number", "dredge 5 with 3 cards in library"] },
  // 702.53a: transmute.
  { rule: "702.53a", says: "same mana value as the discarded", asked: ["how does transmute work", "dimir house guard transmute search", "is transmute sorcery speed", "does transmute count as discarding"] },
  // 702.53b: transmute exists outside the hand.
  { rule: "702.53b", says: "continues to exist while the object", asked: ["does a transmute card on the battlefield have an activated ability", "transmute counts for cards that care about activated abilities"] },
  // 702.54a: bloodthirst.
  { rule: "702.54a", says: "an opponent was dealt damage", asked: ["how does bloodthirst work", "does life loss count for bloodthirst", "does damage to a planeswalker count for bloodthirst"] },
  // 702.54b: bloodthirst X counts all the damage.
  { rule: "702.54b", says: "“Bloodthirst X” is a special form", asked: ["bloodthirst x how many counters", "does bloodthirst x count damage to every opponent this turn"] },
  // 702.54c: each bloodthirst applies.
  { rule: "702.54c", says: "multiple instances of bloodthirst", asked: ["does bloodthirst stack double the counters", "bloodthirst twice on one creature"] },
  // 702.55a: haunt.
  { rule: "702.55a", says: "exile it haunting target creature", asked: ["how does haunt work", "what happens when a haunt creature dies", "which creature does my haunt card haunt", "haunt on an instant or sorcery"] },
  // 702.55b: what a haunted creature is.
  { rule: "702.55b", says: "“creature it haunts”", asked: ["what does creature it haunts mean", "haunted creature stops being a creature does the haunt still work"] },
  // 702.55c: haunt abilities work from exile.
  { rule: "702.55c", says: "can trigger in the exile zone", asked: ["does the haunt trigger when the haunted creature dies", "haunted creature dies what happens to the exiled card", "orzhov pontiff haunt second trigger"] },
  // 702.56a: replicate.
  { rule: "702.56a", says: "any number of times", asked: ["how does replicate work", "do i get a copy for each time i pay replicate", "can i choose new targets for replicate copies", "is the replicate copy cast"] },
  // 702.56b: each replicate is paid on its own.
  { rule: "702.56b", says: "multiple instances of replicate", asked: ["replicate twice on one spell pay each separately", "spell with replicate twice how many copies"] },
  // 702.57a: forecast only from hand.
  { rule: "702.57a", says: "activated only from a player’s hand", asked: ["can forecast be activated from the battlefield", "forecast card must stay in my hand"] },
  // 702.57b: forecast timing.
  { rule: "702.57b", says: "only during the upkeep step", asked: ["how does forecast work", "when can i use forecast", "can i forecast more than once a turn", "do i reveal the forecast card"] },
  // 702.58a: graft.
  { rule: "702.58a", says: "move a +1/+1 counter", asked: ["how does graft work", "can graft move a counter onto an opponents creature", "graft when another creature enters", "is moving a graft counter optional"] },
  // 702.58b: each graft works separately.
  { rule: "702.58b", says: "multiple instances of graft", asked: ["does graft stack double the counters", "graft twice move two counters"] },
  // 702.59a: recover.
  { rule: "702.59a", says: "return this card from your graveyard", asked: ["how does recover work", "what if i dont pay recover", "recover trigger when my creature dies"] },
  // 702.60a: ripple.
  { rule: "702.60a", says: "reveal the top N cards", asked: ["how does ripple work", "thrumming stone ripple all my cards", "ripple cast copies with the same name free"] },
  // 702.60b: each ripple triggers.
  { rule: "702.60b", says: "multiple instances of ripple", asked: ["spell with ripple twice reveal twice", "thrumming stone plus a ripple spell how many ripples"] },
  // 702.61a: split second.
  { rule: "702.61a", says: "Split second", asked: ["can i respond to split second", "what can i do against split second", "split second counterspell"] },
  // 702.61b: what still works under split second.
  { rule: "702.61b", says: "activate mana abilities and take", asked: ["can i unmorph in response to split second", "do triggers happen during split second", "mana abilities under split second"] },
  // 702.61c: more than one split second does nothing more.
  { rule: "702.61c", says: "Multiple instances of split second", asked: ["does double split second do anything", "does split second stack with itself"] },
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
  // 702.63b: vanishing with no number.
  { rule: "702.63b", says: "Vanishing without a number", asked: ["vanishing without a number how many time counters", "vanishing card with no n what happens"] },
  // 702.63c: each vanishing works separately.
  { rule: "702.63c", says: "multiple instances of vanishing", asked: ["does vanishing stack remove two time counters", "vanishing twice when do i sacrifice"] },
  // 702.64a: absorb is a prevention effect.
  { rule: "702.64a", says: "prevent N of that damage", asked: ["is absorb a prevention effect can damage that cant be prevented get through", "does absorb reduce damage or prevent it"] },
  // 702.64b: absorb prevents per source, per event.
  { rule: "702.64b", says: "from any one source", asked: ["how does absorb work", "does absorb prevent damage from each blocker", "does absorb prevent damage from two sources separately"] },
  // 702.64c: each absorb applies.
  { rule: "702.64c", says: "multiple instances of absorb", asked: ["does absorb stack add up", "absorb 1 and absorb 2 how much is prevented"] },
  // 702.65a: aura swap.
  { rule: "702.65a", says: "exchange this permanent with an Aura", asked: ["how does aura swap work", "does the aura from aura swap target", "can i aura swap at instant speed"] },
  // 702.65b: a half-failed aura swap does nothing.
  { rule: "702.65b", says: "can’t be completed", asked: ["aura swap fails if the aura cant enchant that creature", "aura swap does nothing if one half cant happen"] },
  // 702.66a: delve.
  { rule: "702.66a", says: "Delve is a static ability", asked: ["how does delve work", "exile cards from graveyard to pay", "can delve pay colored mana", "can delve exile cards my other spells need", "how many cards can i exile with delve"] },
  // 702.66b: delve isn't an alternative cost.
  { rule: "702.66b", says: "applies only after the total cost", asked: ["can i delve a flashback spell", "delve with cost reducers order", "can i exile cards to pay colored mana with delve", "delve when casting without paying mana cost"] },
  // 702.66c: more than one delve does nothing more.
  { rule: "702.66c", says: "Multiple instances of delve", asked: ["does double delve let me exile more", "does delve stack if the spell has it twice"] },
  // 702.67a: fortify.
  { rule: "702.67a", says: "Attach this Fortification to target land", asked: ["what is fortify", "how do fortifications work", "darksteel garrison attach to a land", "is fortify sorcery speed"] },
  // 702.67c: choose any fortify ability.
  { rule: "702.67c", says: "multiple instances of fortify", asked: ["fortification with two fortify costs which one do i use", "two fortify abilities pick the cheaper"] },
  // 702.68a: frenzy.
  { rule: "702.68a", says: "gets +N/+0 until end of turn", asked: ["how does frenzy work", "does frenzy trigger if blocked", "frenzy with an unblocked attacker power bonus"] },
  // 702.68b: each frenzy triggers.
  { rule: "702.68b", says: "multiple instances of frenzy", asked: ["does frenzy stack double the bonus", "frenzy twice when unblocked"] },
  // 702.69a: gravestorm.
  { rule: "702.69a", says: "from the battlefield this turn", asked: ["how does gravestorm work", "do tokens dying count for gravestorm", "gravestorm count opponents permanents"] },
  // 702.69b: each gravestorm triggers.
  { rule: "702.69b", says: "multiple instances of gravestorm", asked: ["does gravestorm stack double the copies", "spell with gravestorm twice"] },
  // 702.70a: poisonous.
  { rule: "702.70a", says: "that player gets N poison counters", asked: ["how does poisonous work", "poisonous vs infect vs toxic", "does poisonous stack with infect"] },
  // 702.70b: each poisonous triggers.
  { rule: "702.70b", says: "multiple instances of poisonous", asked: ["does poisonous stack how many poison counters", "poisonous twice on one creature"] },
  // 702.71a: transfigure.
  { rule: "702.71a", says: "Sacrifice this permanent: Search your library", asked: ["how does transfigure work", "transfigure search for a creature with the same mana value", "is transfigure sorcery speed"] },
  // 702.72a: champion.
  { rule: "702.72a", says: "Champion an [object]", asked: ["how does champion work", "champion creature leaves the exiled card returns"] },
  // 702.72b: champion's two abilities are linked.
  { rule: "702.72b", says: "represented by champion are linked", asked: ["champion creature flickered does the exiled creature come back", "champion leaves before its trigger resolves is my creature exiled forever"] },
  // 702.72c: what a championed permanent is.
  { rule: "702.72c", says: "“championed”", asked: ["what does championed mean", "is a creature exiled by a champion ability championed"] },
  // 702.73a: changeling.
  { rule: "702.73a", says: "This object is every creature type", asked: ["is a changeling every type in my hand", "does changeling count as a party", "changeling for tribal synergies"] },
  // 702.74a: evoke.
  { rule: "702.74a", says: "Evoke [cost]", asked: ["how does evoke work", "evoke sacrifice trigger response", "evoke and etb trigger order"] },
  // 702.75a: hideaway.
  { rule: "702.75a", says: "Hideaway N", asked: ["how does hideaway work", "when can i play the hideaway card", "hideaway exiled face down"] },
  // 702.75b: old hideaway cards.
  { rule: "702.75b", says: "Hideaway 4", asked: ["old hideaway cards enter tapped and look at four", "hideaway with no number on the card"] },
  // 702.76a: prowl.
  { rule: "702.76a", says: "was dealt combat damage this turn", asked: ["how does prowl work", "can i cast for prowl cost after a rogue hits", "does a changeling enable prowl", "prowl with combat damage to a planeswalker"] },
  // 702.77a: reinforce.
  { rule: "702.77a", says: "Put N +1/+1 counters", asked: ["how does reinforce work", "can i reinforce at instant speed", "does reinforce count as discarding"] },
  // 702.77b: reinforce exists outside the hand.
  { rule: "702.77b", says: "objects with reinforce will be affected", asked: ["does a reinforce card on the battlefield have an activated ability", "reinforce counts for cards that care about activated abilities"] },
  // 702.78a: conspire.
  { rule: "702.78a", says: "tap two untapped creatures you control", asked: ["how does conspire work", "which creatures can i tap for conspire", "can i tap summoning sick creatures for conspire", "does conspire copy the spell"] },
  // 702.78b: each conspire is paid on its own.
  { rule: "702.78b", says: "multiple instances of conspire", asked: ["conspire twice tap four creatures for two copies", "spell with conspire twice"] },
  // 702.79a: persist.
  { rule: "702.79a", says: "if it had no -1/-1 counters", asked: ["how does persist work", "persist with a -1/-1 counter", "persist and +1/+1 counters cancel", "does a persist token come back", "does persist trigger if the creature is exiled", "kitchen finks comes back with a -1/-1 counter", "persist creature with its counter removed comes back again"] },
  // 702.80a: wither.
  { rule: "702.80a", says: "source with wither", asked: ["how does wither work", "wither damage -1/-1 counters", "wither vs infect"] },
  // 702.80b: wither of a source that left uses last known information.
  { rule: "702.80b", says: "whether it had wither", asked: ["does wither still count if the creature left before its ability dealt damage", "wither creature sacrificed before its damage trigger resolves"] },
  // 702.80c: wither from any zone.
  { rule: "702.80c", says: "no matter what zone", asked: ["does wither work from the graveyard", "spell with wither deals damage as -1/-1 counters"] },
  // 702.80d: more than one wither does nothing more.
  { rule: "702.80d", says: "Multiple instances of wither", asked: ["does double wither put twice the counters", "does wither stack with itself"] },
  // 702.81a: retrace.
  { rule: "702.81a", says: "discarding a land card", asked: ["how does retrace work", "does a retrace card go back to the graveyard", "can i retrace by discarding a basic land", "cast from graveyard by discarding a land"] },
  // 702.82a: devour.
  { rule: "702.82a", says: "Devour N", asked: ["how does devour work", "sacrifice creatures as it enters devour"] },
  // 702.82b: what "it devoured" counts.
  { rule: "702.82b", says: "“It devoured”", asked: ["what does it devoured mean", "count creatures it devoured as it entered"] },
  // 702.82c: devour of other permanents.
  { rule: "702.82c", says: "Devour [quality]", asked: ["devour artifacts how does it work", "devour food or a quality what can i sacrifice", "devour quality counters per permanent"] },
  // 702.83a: exalted.
  { rule: "702.83a", says: "attacks alone", asked: ["how does exalted work", "multiple exalted instances stack", "exalted when attacking with one creature"] },
  // 702.83b: attacks alone.
  { rule: "702.83b", says: "attacks alone", asked: ["exalted triggers when only one creature attacks", "exalted with two attackers", "does attacking alone count if other creatures are put onto the battlefield attacking"] },
  // 702.84a: unearth.
  { rule: "702.84a", says: "Unearth [cost]", asked: ["how does unearth work", "unearth creature exiled at end of turn", "unearth and bounce"] },
  // 702.85a: cascade.
  { rule: "702.85a", says: "Cascade is a triggered ability", asked: ["how does cascade work", "cascade into a land", "does cascade cast the spell", "cascade less mana value", "what happens to the other cards exiled by cascade", "can i decline to cast the cascaded card", "bloodbraid elf cascade"] },
  // 702.85b: actions taken as you cascade.
  { rule: "702.85b", says: "“as you cascade,”", asked: ["as you cascade effects when do they happen", "averna the chaos bloom put a land from cascade before casting", "act on the exiled cards before choosing the cascade spell"] },
  // 702.85c: several cascades trigger separately.
  { rule: "702.85c", says: "multiple instances of cascade", asked: ["do two cascade abilities both trigger", "double cascade how many cards do i cast", "cascade into a cascade spell"] },
  // 702.86a: annihilator.
  { rule: "702.86a", says: "defending player sacrifices N permanents", asked: ["how does annihilator work", "annihilator sacrifice lands", "annihilator who sacrifices"] },
  // 702.86b: each annihilator triggers.
  { rule: "702.86b", says: "multiple instances of annihilator", asked: ["does annihilator stack sacrifice twice", "annihilator 2 and annihilator 4 on one creature"] },
  // 702.87a: level up.
  { rule: "702.87a", says: "Put a level counter", asked: ["how does level up work", "level counters at instant speed", "leveler level up timing"] },
  // 702.87b: leveler cards.
  { rule: "702.87b", says: "known as a leveler card", asked: ["what is a leveler card", "level symbols on a leveler card"] },
  // 702.87c: Class levels aren't level up.
  { rule: "702.87c", says: "subtype Class", asked: ["do level counters affect class enchantments", "is a class level the same as level up", "proliferate level counters on a class"] },
  // 702.88a: rebound.
  { rule: "702.88a", says: "cast from your hand, instead", asked: ["how does rebound work", "rebound cast at my next upkeep", "rebound spell countered"] },
  // 702.88b: rebound casting is an alternative cost.
  { rule: "702.88b", says: "Casting a spell as an effect of its rebound", asked: ["can i pay kicker when the rebound spell is cast", "rebound cast from exile alternative cost rules"] },
  // 702.88c: more than one rebound does nothing more.
  { rule: "702.88c", says: "Multiple instances of rebound", asked: ["does double rebound cast it twice", "does rebound stack with itself"] },
  // 702.89a: umbra armor.
  { rule: "702.89a", says: "destroy this Aura", asked: ["how does totem armor work", "umbra armor save creature", "does umbra armor work against exile"] },
  // 702.89b: totem armor is now umbra armor.
  { rule: "702.89b", says: "“totem armor”", asked: ["is totem armor the same as umbra armor", "why did totem armor change its name"] },
  // 702.90a: infect is static.
  { rule: "702.90a", says: "Infect is a static ability", asked: ["is infect a triggered ability", "can i respond to infect damage"] },
  // 702.90b: infect on players.
  { rule: "702.90b", says: "that many poison counters", asked: ["how does infect work against players", "infect damage poison counters", "does infect cause life loss", "lifelink and infect"] },
  // 702.90c: infect on creatures.
  { rule: "702.90c", says: "-1/-1 counters on that creature", asked: ["infect damage to a creature", "infect -1/-1 counters creatures"] },
  // 702.90d: infect of a source that left uses last known information.
  { rule: "702.90d", says: "whether it had infect", asked: ["does infect still count if the creature left before its ability dealt damage", "infect creature sacrificed before its damage ability resolves"] },
  // 702.90e: infect from any zone.
  { rule: "702.90e", says: "infect deals damage from", asked: ["does infect work from the graveyard", "spell with infect damage as -1/-1 counters", "infect noncombat damage"] },
  // 702.90f: more than one infect does nothing more.
  { rule: "702.90f", says: "Multiple instances of infect", asked: ["does double infect give twice the poison", "does infect stack with itself"] },
];
