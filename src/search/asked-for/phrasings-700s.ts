/** How players ask for the rules of 700-799, additional rules: keyword actions, keyword abilities, turn-based and state-based actions, copies, face-down and multi-part cards (row.ts). */
import type { AskedFor } from "./row";

export const PHRASINGS_700S: readonly AskedFor[] = [
  // 700.1: one happening can be one event or many.
  { rule: "700.1", says: "treated as a single event", asked: ["does blocked by two creatures trigger twice", "is it one trigger or one per creature", "how many times does it trigger if several things happen at once"] },
  // 700.2a: modes are chosen on casting.
  { rule: "700.2a", says: "chooses the mode(s)", asked: ["when do i pick the mode of a choose one spell", "can i choose a mode with no legal target", "do i pick the mode when it resolves", "choose one card with no targets for one option"] },
  // 700.2b: modes of a triggered ability.
  { rule: "700.2b", says: "modal triggered ability", asked: ["when do i choose the mode of a trigger", "choose one trigger mode choice timing", "can my etb trigger pick a mode without targets"] },
  // 700.2d: the same mode twice only if the card says so.
  { rule: "700.2d", says: "choose the same mode", asked: ["can i pick the same option twice on a choose two spell", "choose two same mode twice", "can i double up on one mode"] },
  // 700.2f: changing a target can't change the mode.
  { rule: "700.2f", says: "can’t change its mode", asked: ["can a redirect spell change which mode was chosen", "does changing targets switch the mode"] },
  // 700.2g: a copy keeps the modes.
  { rule: "700.2g", says: "copies the mode(s) chosen", asked: ["can i choose a different mode for the copy", "does a copied charm get a new mode", "copying a modal spell which mode"] },
  // 700.2h: modes with an added cost (spree, tiered).
  { rule: "700.2h", says: "cost listed before the effect", asked: ["how do spree costs work", "do i pay for each extra mode", "plus cost next to a mode"] },
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
  // 701.2a: only the controller activates.
  { rule: "701.2a", says: "To activate an activated ability", asked: ["can i use my opponents creature ability", "who can activate an ability", "can i activate abilities of cards i dont control"] },
  // 701.3a: attaching moves it.
  { rule: "701.3a", says: "To attach an Aura", asked: ["moving an equipment to another creature", "how does attaching an aura work", "re-equip to a new creature"] },
  // 701.3b: can't attach to an illegal object.
  { rule: "701.3b", says: "it can’t be attached to", asked: ["what if i try to equip a creature with protection", "attach aura to something it cant enchant", "does equipment stay if the new target is illegal"] },
  // 701.3c: new timestamp on reattach.
  { rule: "701.3c", says: "receive a new timestamp", asked: ["does moving an aura give a new timestamp", "re-equipping timestamp layers"] },
  // 701.3d: unattach.
  { rule: "701.3d", says: "To “unattach” an Equipment", asked: ["what does unattach mean", "equipment falls off creature", "unequip a creature"] },
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
  { rule: "701.8b", says: "only ways a permanent can", asked: ["is sacrifice the same as destroy", "does indestructible stop sacrifice", "does zero toughness count as destroy", "is dying to -1/-1 being destroyed"] },
  // 701.9b: who picks the discarded card.
  { rule: "701.9b", says: "choose which card to discard", asked: ["who chooses what i discard", "do i pick the card when i have to discard", "random discard who chooses"] },
  // 701.10b: doubling power.
  { rule: "701.10b", says: "To double a creature’s power", asked: ["how does doubling power work", "double power then pump what happens", "is doubling power a set or a boost"] },
  // 701.10d: doubling life.
  { rule: "701.10d", says: "To double a player’s life total", asked: ["double my life is it life gain", "does doubling life count as gaining life", "double life total with negative life"] },
  // 701.10e: doubling counters.
  { rule: "701.10e", says: "To double the number", asked: ["does doubling counters put counters on it", "doubling +1/+1 counters triggers", "double loyalty counters"] },
  // 701.10g: doubling damage.
  { rule: "701.10g", says: "that source instead deals twice", asked: ["is double damage a replacement effect", "how does double damage work", "double damage and prevention order"] },
  // 701.12b: exchange of control.
  { rule: "701.12b", says: "control of two permanents is exchanged", asked: ["swap control of two creatures", "switcheroo how does exchanging control work", "what if one of the swapped creatures is gone"] },
  // 701.12c: exchanging life totals.
  { rule: "701.12c", says: "When life totals are exchanged", asked: ["does swapping life totals count as gaining life", "switch life totals with opponent", "exchange life triggers life gain"] },
  // 701.14a: fight.
  { rule: "701.14a", says: "deals damage equal to its", asked: ["how does fight work", "do both creatures deal damage when they fight", "does fight use the stack"] },
  // 701.14b: fight with a creature gone.
  { rule: "701.14b", says: "neither of them fights", asked: ["what if my creature dies before the fight resolves", "fight spell one target illegal", "does my creature still deal damage if theirs gets hexproof"] },
  // 701.14d: fight damage isn't combat damage.
  { rule: "701.14d", says: "isn’t combat damage", asked: ["is fight damage combat damage", "does first strike work in a fight", "fight and lifelink deathtouch"] },
  // 701.15b: goaded.
  { rule: "701.15b", says: "A goaded creature attacks each combat", asked: ["what does goad do", "goaded creature who must it attack", "can a goaded creature attack me", "how long does goad last"] },
  // 701.17a: mill.
  { rule: "701.17a", says: "to mill a number", asked: ["what does mill mean", "mill cards top of library into graveyard", "milling someone out"] },
  // 701.17b: mill more than the library.
  { rule: "701.17b", says: "can’t mill a number", asked: ["what if i mill more cards than my library has", "milling an empty library do i lose", "mill 5 with 3 cards left"] },
  // 701.18a: playing a land.
  { rule: "701.18a", says: "To play a land means", asked: ["when can i play a land", "is playing a land casting it", "land drop timing main phase"] },
  // 701.19a: regeneration shield.
  { rule: "701.19a", says: "the next time it would", asked: ["how does regenerate work", "regeneration shield lasts how long", "does regenerate remove it from combat", "regenerated creature gets tapped"] },
  // 701.19c: regeneration isn't the same as regenerating.
  { rule: "701.19c", says: "can’t be regenerated", asked: ["does can't be regenerated stop the shield", "wrath says can't be regenerated", "is making a shield the same as regenerating"] },
  // 701.20b: revealing keeps the card in its zone.
  { rule: "701.20b", says: "Revealing a card doesn’t", asked: ["does revealing a card move it", "reveal from hand does it stay in hand"] },
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
  // 701.24a: shuffle.
  { rule: "701.24a", says: "To shuffle a library", asked: ["what counts as a shuffle", "randomize deck properly", "do i shuffle after searching"] },
  // 701.25a: surveil.
  { rule: "701.25a", says: "To “surveil N” means", asked: ["how does surveil work", "surveil vs scry difference", "surveil put cards into graveyard"] },
  // 701.26a: tap.
  { rule: "701.26a", says: "Only untapped permanents can be tapped", asked: ["can i tap an already tapped creature", "tap a tapped permanent for a cost", "turn sideways"] },
  // 701.27a: transform.
  { rule: "701.27a", says: "To transform a permanent", asked: ["how does transform work", "flip a double faced card over", "is transforming a new object", "werewolf flip to the back side"] },
  // 701.27c: transforming a non-DFC.
  { rule: "701.27c", says: "nothing happens", asked: ["what if i transform a card that isnt double faced", "transform a copy of a dfc token", "clone of a werewolf transform"] },
  // 701.27f: an ability transforms it only once.
  { rule: "701.27f", says: "only if it hasn’t transformed", asked: ["can i transform it back with the same trigger twice", "two transform triggers on the stack", "respond to transform by transforming it"] },
  // 701.34a: proliferate.
  { rule: "701.34a", says: "To proliferate means", asked: ["how does proliferate work", "does proliferate add poison counters", "proliferate loyalty and +1/+1", "can i choose which counters to proliferate"] },
  // 701.37a: monstrosity.
  { rule: "701.37a", says: "If this permanent isn’t monstrous", asked: ["can i activate monstrosity twice", "already monstrous activate again", "monstrosity after blink"] },
  // 701.40a: manifest.
  { rule: "701.40a", says: "To manifest a card", asked: ["what is a manifested creature", "manifest face down 2/2", "what does manifest do"] },
  // 701.40b: turning a manifest face up.
  { rule: "701.40b", says: "turn a manifested permanent", asked: ["how do i flip a manifest", "can i turn my manifest face up", "unmanifest a creature card for its mana cost"] },
  // 701.40g: manifested instant or sorcery.
  { rule: "701.40g", says: "leaves it face down", asked: ["manifested instant can it turn face up", "manifest a sorcery card what happens", "face down spell card stays face down"] },
  // 701.42a: meld.
  { rule: "701.42a", says: "To meld the two cards", asked: ["how does meld work", "combine two meld cards", "what happens when a melded creature dies"] },
  // 701.43a: exert.
  { rule: "701.43a", says: "To exert a permanent", asked: ["what does exert do", "exerted creature doesnt untap", "exert and vigilance"] },
  // 701.44a: explore.
  { rule: "701.44a", says: "reveals the top card", asked: ["how does explore work", "explore reveal land put in hand", "explore nonland +1/+1 counter graveyard"] },
  // 701.47a: amass.
  { rule: "701.47a", says: "create a 0/0 black [subtype] Army", asked: ["how does amass work", "amass with no army", "army token 0/0 counters"] },
  // 701.50a: connive.
  { rule: "701.50a", says: "draws a card, then discards", asked: ["how does connive work", "connive discard nonland counter", "connive with a creature that left"] },
  // 701.54a: ring tempts you.
  { rule: "701.54a", says: "That creature becomes your Ring-bearer", asked: ["how does the ring tempts you work", "choose a ring bearer", "can i change my ring bearer", "ring tempts you with no creatures"] },
  // 701.57a: discover.
  { rule: "701.57a", says: "Discover N", asked: ["how does discover work", "discover vs cascade", "can i put the discovered card in my hand"] },
  // 701.58a: cloak.
  { rule: "701.58a", says: "To cloak a card", asked: ["what is cloak", "cloaked creature ward 2", "cloak vs manifest"] },
  // 701.59a: collect evidence.
  { rule: "701.59a", says: "To “collect evidence N” means", asked: ["how does collect evidence work", "exile cards from graveyard total mana value", "collect evidence with lands"] },
  // 701.60c: suspected.
  { rule: "701.60c", says: "A suspected permanent has menace", asked: ["what does suspect do", "can a suspected creature block", "how do i stop a creature being suspected"] },
  // 701.62a: manifest dread.
  { rule: "701.62a", says: "Manifest dread", asked: ["how does manifest dread work", "manifest dread look at two", "manifest dread other card to graveyard"] },
  // 701.63a: endure.
  { rule: "701.63a", says: "N/N white Spirit creature token", asked: ["how does endure work", "endure counters or spirit token", "endure when the creature is gone"] },
  // 701.68a: blight.
  { rule: "701.68a", says: "To “blight N” means", asked: ["what does blight do", "blight -1/-1 counters on my creature", "blight with no creatures"] },
  // 702.2b: deathtouch destroys any damaged creature.
  { rule: "702.2b", says: "source with deathtouch", asked: ["does one damage from deathtouch kill", "deathtouch vs indestructible", "does deathtouch work with noncombat damage", "ping with deathtouch kills"] },
  // 702.2c: deathtouch plus trample.
  { rule: "702.2c", says: "considered to be lethal damage", asked: ["deathtouch and trample how much do i assign to the blocker", "trample deathtouch one damage per blocker", "how much damage does a deathtouch trampler need to assign"] },
  // 702.2d: deathtouch from any zone.
  { rule: "702.2d", says: "no matter what zone", asked: ["does deathtouch work from the graveyard", "deathtouch on a spell or from hand"] },
  // 702.3b: defender.
  { rule: "702.3b", says: "with defender can’t attack", asked: ["can a creature with defender attack", "can a wall attack", "can defender block", "does defender stop tapping abilities"] },
  // 702.4b: double strike's two damage steps.
  { rule: "702.4b", says: "only creatures that assign combat damage", asked: ["how does double strike work", "does double strike deal damage twice", "double strike and trample second hit", "two combat damage steps"] },
  // 702.4c: losing double strike mid-combat.
  { rule: "702.4c", says: "Removing double strike", asked: ["what if my creature loses double strike after first strike damage", "remove double strike between damage steps"] },
  // 702.4d: gaining double strike after first strike.
  { rule: "702.4d", says: "Giving double strike to a creature", asked: ["give double strike after first strike damage", "does my first striker hit again if it gains double strike"] },
  // 702.5a: enchant restricts targets.
  { rule: "702.5a", says: "restricts what an Aura spell", asked: ["what can an aura be put on", "enchant creature can it go on an opponents creature", "can i enchant my opponents creature"] },
  // 702.6a: equip.
  { rule: "702.6a", says: "Attach this permanent to target creature", asked: ["can i equip at instant speed", "can i equip my opponents creature", "equip during combat", "how does equip work"] },
  // 702.6d: multiple equip abilities.
  { rule: "702.6d", says: "multiple equip abilities", asked: ["which equip cost do i use", "equipment with two equip costs"] },
  // 702.7b: first strike damage step.
  { rule: "702.7b", says: "first strike or double strike", asked: ["how does first strike work", "does first strike kill before the blocker hits back", "first strike vs deathtouch", "is there an extra damage step"] },
  // 702.7c: gaining first strike too late.
  { rule: "702.7c", says: "won’t preclude that creature", asked: ["give first strike after damage does it hit again", "giving first strike after first damage step", "creature gains first strike after first strike damage"] },
  // 702.8a: flash.
  { rule: "702.8a", says: "you could cast an instant", asked: ["how does flash work", "can i cast a creature on my opponents turn", "cast creature at instant speed", "flash in a blocker"] },
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
  // 702.12b: indestructible.
  { rule: "702.12b", says: "A permanent with indestructible", asked: ["can indestructible creatures die", "how do i kill an indestructible creature", "indestructible and -1/-1 counters", "does indestructible stop exile", "does indestructible survive sacrifice"] },
  // 702.13b: intimidate.
  { rule: "702.13b", says: "share a color with it", asked: ["what can block intimidate", "can an artifact creature block intimidate", "intimidate vs fear"] },
  // 702.14c: landwalk.
  { rule: "702.14c", says: "can’t be blocked as long", asked: ["how does islandwalk work", "swampwalk unblockable", "landwalk when the defender has that land"] },
  // 702.15b: lifelink.
  { rule: "702.15b", says: "source with lifelink causes", asked: ["how does lifelink work", "does lifelink use the stack", "lifelink with noncombat damage", "lifelink when damage is prevented"] },
  // 702.15e: several lifelinkers.
  { rule: "702.15e", says: "separate life gain events", asked: ["two lifelink creatures how many life gain triggers", "lifelink multiple creatures one trigger or many"] },
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
  // 702.16j: protection from everything.
  { rule: "702.16j", says: "Protection from everything", asked: ["what does protection from everything do", "can anything block protection from everything"] },
  // 702.17b: reach.
  { rule: "702.17b", says: "flying and/or reach", asked: ["can reach block flyers", "what does reach do", "reach vs flying"] },
  // 702.18a: shroud.
  { rule: "702.18a", says: "Shroud” means", asked: ["can i target my own shroud creature", "shroud vs hexproof difference", "can i equip a shroud creature"] },
  // 702.19b: trample.
  { rule: "702.19b", says: "any excess damage is assigned", asked: ["how does trample work", "trample over a chump blocker", "how much damage goes through with trample", "trample and damage already on the blocker"] },
  // 702.19c: trample over planeswalkers.
  { rule: "702.19c", says: "Trample over planeswalkers", asked: ["trample over planeswalkers how does it work", "excess damage to the player from a planeswalker attack"] },
  // 702.19d: trample with the blocker removed.
  { rule: "702.19d", says: "there are no creatures blocking it", asked: ["trample creature blocker removed does damage go through", "my trampler was blocked and the blocker died", "blocked trampler with no blockers left"] },
  // 702.20b: vigilance.
  { rule: "702.20b", says: "Attacking doesn’t cause creatures with vigilance", asked: ["does vigilance untap", "what does vigilance do", "can a vigilance creature attack and block"] },
  // 702.21a: ward.
  { rule: "702.21a", says: "unless that player pays [cost]", asked: ["how does ward work", "does ward trigger on my own spells", "do i have to pay ward", "ward counter unless pay"] },
  // 702.24a: cumulative upkeep.
  { rule: "702.24a", says: "put an age counter", asked: ["how does cumulative upkeep work", "age counters upkeep payment", "can i choose not to pay cumulative upkeep"] },
  // 702.26b: phased out.
  { rule: "702.26b", says: "phased-out permanent is treated as", asked: ["what happens to a phased out creature", "does phasing out count as leaving the battlefield", "can you target a phased out permanent", "phase out to dodge removal"] },
  // 702.26d: phasing isn't a zone change.
  { rule: "702.26d", says: "doesn’t actually cause a permanent", asked: ["does phasing trigger etb", "phasing in enter the battlefield trigger", "does phasing out trigger leaves the battlefield"] },
  // 702.26g: attachments phase out too.
  { rule: "702.26g", says: "phase out at the same time", asked: ["do auras phase out with the creature", "equipment on a phased out creature", "counters when phasing out"] },
  // 702.27a: buyback.
  { rule: "702.27a", says: "Buyback [cost]", asked: ["how does buyback work", "buyback spell countered where does it go", "return spell to hand"] },
  // 702.29a: cycling.
  { rule: "702.29a", says: "Discard this card: Draw a card", asked: ["how does cycling work", "is cycling a discard", "can i cycle at instant speed", "cycling from the battlefield"] },
  // 702.29e: typecycling.
  { rule: "702.29e", says: "Typecycling is a variant", asked: ["what is landcycling", "swampcycling search library", "does typecycling count as cycling"] },
  // 702.30a: echo.
  { rule: "702.30a", says: "sacrifice it unless you pay [cost]", asked: ["how does echo work", "when do i pay echo", "what if i dont pay echo"] },
  // 702.33a: kicker.
  { rule: "702.33a", says: "Kicker [cost]", asked: ["how does kicker work", "can i kick a spell cast for free", "is kicker an additional cost"] },
  // 702.33d: kicked.
  { rule: "702.33d", says: "that spell has been “kicked.”", asked: ["can i kick a spell twice", "multikicker how many times", "what counts as kicked"] },
  // 702.34a: flashback.
  { rule: "702.34a", says: "Flashback appears on some instants", asked: ["how does flashback work", "where does a flashback spell go after", "flashback spell countered exiled", "cast from graveyard flashback cost"] },
  // 702.35a: madness.
  { rule: "702.35a", says: "Madness is a keyword", asked: ["how does madness work", "cast a discarded card for madness cost", "madness sorcery at instant speed"] },
  // 702.37c: casting a morph.
  { rule: "702.37c", says: "turn it face down and announce", asked: ["how do i cast a morph", "morph face down for three", "face down 2/2 creature"] },
  // 702.37e: unmorph.
  { rule: "702.37e", says: "with a morph ability face up", asked: ["can i unmorph during combat", "does unmorphing use the stack", "flip a morph face up in response", "when can i turn my morph face up"] },
  // 702.40a: storm.
  { rule: "702.40a", says: "copy it for each other spell", asked: ["how does storm work", "are storm copies cast", "storm count spells cast this turn", "does the original storm spell count"] },
  // 702.41a: affinity.
  { rule: "702.41a", says: "Affinity for [text]", asked: ["how does affinity work", "affinity for artifacts cost reduction", "can affinity reduce colored mana"] },
  // 702.47a: splice.
  { rule: "702.47a", says: "Splice onto [quality] [cost]", asked: ["how does splice onto arcane work", "spliced card stays in hand", "splice more than once"] },
  // 702.49a: ninjutsu.
  { rule: "702.49a", says: "Ninjutsu [cost]", asked: ["how does ninjutsu work", "when can i ninjutsu", "does the ninja count as attacking", "ninjutsu after blockers"] },
  // 702.49c: ninjutsu needs an unblocked attacker.
  { rule: "702.49c", says: "put onto the battlefield unblocked", asked: ["does a ninjutsu creature trigger attack abilities", "ninjutsu during first strike damage", "ninja enters attacking"] },
  // 702.51a: convoke.
  { rule: "702.51a", says: "Convoke is a static ability", asked: ["how does convoke work", "tap creatures to pay for a spell", "can summoning sick creatures convoke", "convoke with colored mana"] },
  // 702.52a: dredge.
  { rule: "702.52a", says: "Dredge N", asked: ["how does dredge work", "dredge instead of draw", "dredge with not enough cards in library"] },
  // 702.61a: split second.
  { rule: "702.61a", says: "Split second", asked: ["can i respond to split second", "what can i do against split second", "split second counterspell"] },
  // 702.61b: what still works under split second.
  { rule: "702.61b", says: "activate mana abilities and take", asked: ["can i unmorph in response to split second", "do triggers happen during split second", "mana abilities under split second"] },
  // 702.62a: suspend.
  { rule: "702.62a", says: "Suspend is a keyword", asked: ["how does suspend work", "suspend time counters cast without paying", "suspended creature haste", "when can i suspend a card"] },
  // 702.63a: vanishing.
  { rule: "702.63a", says: "Vanishing N", asked: ["how does vanishing work", "vanishing last time counter sacrifice"] },
  // 702.66a: delve.
  { rule: "702.66a", says: "Delve is a static ability", asked: ["how does delve work", "exile cards from graveyard to pay", "can delve pay colored mana"] },
  // 702.72a: champion.
  { rule: "702.72a", says: "Champion an [object]", asked: ["how does champion work", "champion creature leaves the exiled card returns"] },
  // 702.74a: evoke.
  { rule: "702.74a", says: "Evoke [cost]", asked: ["how does evoke work", "evoke sacrifice trigger response", "evoke and etb trigger order"] },
  // 702.79a: persist.
  { rule: "702.79a", says: "if it had no -1/-1 counters", asked: ["how does persist work", "persist with a -1/-1 counter", "persist and +1/+1 counters cancel", "does a persist token come back"] },
  // 702.80a: wither.
  { rule: "702.80a", says: "source with wither", asked: ["how does wither work", "wither damage -1/-1 counters", "wither vs infect"] },
  // 702.83a: exalted.
  { rule: "702.83a", says: "attacks alone", asked: ["how does exalted work", "multiple exalted instances stack", "exalted when attacking with one creature"] },
  // 702.84a: unearth.
  { rule: "702.84a", says: "Unearth [cost]", asked: ["how does unearth work", "unearth creature exiled at end of turn", "unearth and bounce"] },
  // 702.85a: cascade.
  { rule: "702.85a", says: "Cascade is a triggered ability", asked: ["how does cascade work", "cascade into a land", "does cascade cast the spell", "cascade less mana value"] },
  // 702.86a: annihilator.
  { rule: "702.86a", says: "defending player sacrifices N permanents", asked: ["how does annihilator work", "annihilator sacrifice lands", "annihilator who sacrifices"] },
  // 702.89a: umbra armor.
  { rule: "702.89a", says: "destroy this Aura", asked: ["how does totem armor work", "umbra armor save creature", "does umbra armor work against exile"] },
  // 702.90b: infect on players.
  { rule: "702.90b", says: "that many poison counters", asked: ["how does infect work against players", "infect damage poison counters", "does infect cause life loss", "lifelink and infect"] },
  // 702.90c: infect on creatures.
  { rule: "702.90c", says: "-1/-1 counters on that creature", asked: ["infect damage to a creature", "infect -1/-1 counters creatures"] },
  // 702.92a: living weapon.
  { rule: "702.92a", says: "Phyrexian Germ creature token", asked: ["how does living weapon work", "germ token dies when equipment moves"] },
  // 702.93a: undying.
  { rule: "702.93a", says: "if it had no +1/+1 counters", asked: ["how does undying work", "undying with a +1/+1 counter", "undying and persist loop"] },
  // 702.94a: miracle.
  { rule: "702.94a", says: "Miracle [cost]", asked: ["how does miracle work", "miracle on the second draw", "can i miracle on my opponents turn"] },
  // 702.95a: soulbond.
  { rule: "702.95a", says: "Soulbond is a keyword", asked: ["how does soulbond work", "pair creatures soulbond unpaired"] },
  // 702.96b: overload has no targets.
  { rule: "702.96b", says: "won’t require any targets", asked: ["does overload target", "overload vs hexproof", "overloaded spell each instead of target"] },
  // 702.100a: evolve.
  { rule: "702.100a", says: "Evolve is a triggered ability", asked: ["how does evolve work", "evolve bigger creature enters", "evolve checks power or toughness"] },
  // 702.103b: bestow.
  { rule: "702.103b", says: "bestowed Aura spell", asked: ["how does bestow work", "bestow creature dies what happens to the aura", "bestowed aura falls off becomes creature"] },
  // 702.103e: bestow target illegal.
  { rule: "702.103e", says: "ceases to be bestowed", asked: ["bestow target gets removed", "bestow spell fizzle becomes creature"] },
  // 702.108a: prowess.
  { rule: "702.108a", says: "Whenever you cast a noncreature spell", asked: ["how does prowess work", "does prowess trigger on lands", "prowess and copies"] },
  // 702.109a: dash.
  { rule: "702.109a", says: "Dash represents three abilities", asked: ["how does dash work", "dashed creature return to hand end of turn", "dash haste"] },
  // 702.110a: exploit.
  { rule: "702.110a", says: "you may sacrifice a creature", asked: ["how does exploit work", "exploit sacrifice itself"] },
  // 702.111b: menace.
  { rule: "702.111b", says: "two or more creatures", asked: ["how many creatures to block menace", "can one creature block menace", "menace block with two"] },
  // 702.119a: emerge.
  { rule: "702.119a", says: "Emerge [cost]", asked: ["how does emerge work", "emerge cost reduced by sacrificed creature"] },
  // 702.122a: crew.
  { rule: "702.122a", says: "Crew N", asked: ["how does crew work", "can summoning sick creatures crew", "crew vehicle total power", "when can i crew"] },
  // 702.122b: crewing a vehicle.
  { rule: "702.122b", says: "crews a Vehicle", asked: ["does crewing count as tapping", "which creature crewed the vehicle"] },
  // 702.124c: partner color identity.
  { rule: "702.124c", says: "combined color identities", asked: ["partner commanders color identity", "two commanders colors"] },
  // 702.124d: partners independent.
  { rule: "702.124d", says: "function independently", asked: ["commander tax with partners", "commander damage from partners counted separately"] },
  // 702.124f: different partner abilities don't combine.
  { rule: "702.124f", says: "cannot be combined", asked: ["can i pair partner with partner with", "mix background and partner"] },
  // 702.135a: afterlife.
  { rule: "702.135a", says: "Afterlife N", asked: ["how does afterlife work", "afterlife spirit tokens"] },
  // 702.136a: riot.
  { rule: "702.136a", says: "If you don’t, it gains haste", asked: ["how does riot work", "riot haste or counter"] },
  // 702.138a: escape.
  { rule: "702.138a", says: "Escape [cost]", asked: ["how does escape work", "escape exile other cards from graveyard", "escape cast from graveyard"] },
  // 702.139a: companion.
  { rule: "702.139a", says: "Companion is a keyword ability", asked: ["how does companion work", "put companion into hand for three", "companion deck building restriction"] },
  // 702.140c: mutate merges.
  { rule: "702.140c", says: "merges with the target creature", asked: ["how does mutate work", "mutate over or under", "mutated creature dies all cards", "mutate summoning sickness"] },
  // 702.140b: mutate target illegal.
  { rule: "702.140b", says: "ceases to be a mutating", asked: ["mutate target gets removed in response", "mutate fizzle creature enters"] },
  // 702.143a: foretell.
  { rule: "702.143a", says: "pay {2} and exile a card", asked: ["how does foretell work", "foretell cast on a later turn", "can i foretell on my opponents turn"] },
  // 702.145c: daybound transforms.
  { rule: "702.145c", says: "it’s night, that player transforms", asked: ["how does daybound work", "werewolf transform at night", "when do daybound cards flip"] },
  // 702.146a: disturb.
  { rule: "702.146a", says: "Disturb [cost]", asked: ["how does disturb work", "disturb cast back face from graveyard", "disturb card goes to exile"] },
  // 702.147a: decayed.
  { rule: "702.147a", says: "sacrifice it at end of combat", asked: ["how does decayed work", "can a decayed zombie block"] },
  // 702.152a: blitz.
  { rule: "702.152a", says: "Blitz represents three abilities", asked: ["how does blitz work", "blitz draw a card when it dies", "blitz sacrifice end of turn"] },
  // 702.160a: prototype.
  { rule: "702.160a", says: "Prototype is a static ability", asked: ["how does prototype work", "prototype smaller version", "prototype mana value and colors"] },
  // 702.164a: toxic.
  { rule: "702.164a", says: "Toxic is a static ability", asked: ["how does toxic work", "toxic poison counters combat damage", "toxic vs infect"] },
  // 702.165a: backup.
  { rule: "702.165a", says: "Backup N", asked: ["how does backup work", "backup gives abilities to another creature", "backup on itself"] },
  // 702.166a: bargain.
  { rule: "702.166a", says: "Bargain is a static ability", asked: ["how does bargain work", "bargain sacrifice token", "what can i bargain"] },
  // 702.170a: plot.
  { rule: "702.170a", says: "Plot [cost]", asked: ["how does plot work", "plotted card cast for free later", "when can i plot"] },
  // 702.171a: saddle.
  { rule: "702.171a", says: "Saddle N", asked: ["how does saddle work", "saddle mount total power", "can i saddle at instant speed"] },
  // 702.172a: spree.
  { rule: "702.172a", says: "Spree is a static ability", asked: ["how does spree work", "spree pay for each mode", "spree copy costs"] },
  // 702.184a: station.
  { rule: "702.184a", says: "Put a number of charge counters", asked: ["how does station work", "station spacecraft charge counters"] },
  // 702.185a: warp.
  { rule: "702.185a", says: "Warp [cost]", asked: ["how does warp work", "warp exile end of turn cast later"] },
];
