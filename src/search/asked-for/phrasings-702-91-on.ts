/** How players ask for the rules of 702.91 on, keyword abilities from battle cry to the newest (row.ts). */
import type { AskedFor } from "./row";

export const PHRASINGS_702_91_ON: readonly AskedFor[] = [
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
