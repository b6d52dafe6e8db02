/** How players ask for the rules of sections 100-299, game concepts (100-123) and parts of a card (200-213) (row.ts). */
import type { AskedFor } from "./row";

export const PHRASINGS_100S: readonly AskedFor[] = [
  // 100.1b: what counts as multiplayer.
  { rule: "100.1b", says: "begins with more than two players", asked: ["is three player a multiplayer game", "what counts as multiplayer", "does a 1v1 become two player if others die"] },
  // 100.2: what you need to play.
  { rule: "100.2", says: "some way to clearly track life", asked: ["what do i need to play magic", "what can i use as tokens and counters", "do i need dice to track life"] },
  // 100.2a: constructed deck size and the four-copy limit.
  { rule: "100.2a", says: "minimum deck size of 60 cards", asked: ["how many cards do i need in my deck", "how many copies of a card can i run", "can i play 5 of the same card", "is there a limit on basic lands in a deck", "playset rule for standard and modern decks"] },
  // 100.2b: limited deck size.
  { rule: "100.2b", says: "minimum deck size of 40 cards", asked: ["how many cards in a draft deck", "sealed deck minimum size", "can i play more than 4 copies in draft", "how big does my prerelease deck have to be"] },
  // 100.4: sideboarding between games.
  { rule: "100.4", says: "modify their deck between games", asked: ["when can i sideboard", "can i swap cards between games of a match", "side in cards after game one"] },
  // 100.4a: constructed sideboard size.
  { rule: "100.4a", says: "no more than fifteen cards", asked: ["how many cards can be in my sideboard", "sideboard size limit", "does the sideboard count toward the 4 copy limit", "can i have 4 in main and 1 more in side"] },
  // 100.4b: limited sideboard is the rest of the pool.
  { rule: "100.4b", says: "not included in their deck", asked: ["what is my sideboard in draft", "can i swap cards from my draft pool between games", "are the cards i didnt play in sealed my sideboard"] },
  // 100.5: no maximum deck size.
  { rule: "100.5", says: "no maximum deck size", asked: ["is there a max deck size", "can i play a 100 card deck in modern", "how many cards is too many in a deck", "can my deck be bigger than 60"] },
  // 100.6a: matches are best of three.
  { rule: "100.6a", says: "has won two games", asked: ["how many games in a match", "is a match best of three", "how long is a match in a tournament", "how many games in a multiplayer pod"] },
  // 100.7: silver-border and acorn cards.
  { rule: "100.7", says: "acorn symbol", asked: ["are silver bordered cards legal", "can i play un cards in a real game", "what do acorn cards mean", "are playtest cards tournament legal"] },
  // 101.1: card text beats the rules.
  { rule: "101.1", says: "the card takes precedence", asked: ["what wins when a card says something different from the rules", "card text overrides the rules", "golden rule of magic", "when a card breaks the rules which one applies"] },
  // 101.2: can't beats can.
  { rule: "101.2", says: "the “can’t” effect takes precedence", asked: ["one card says i can and another says i cant", "cant beats can", "what happens when two effects contradict each other", "does can't always win over may"] },
  // 101.3: impossible instructions are ignored.
  { rule: "101.3", says: "impossible to perform is ignored", asked: ["what if i cant do what the card says", "do as much as you can of an effect", "what happens if i have to sacrifice a creature but have none", "discard two cards with one card in hand"] },
  // 101.4: APNAP order.
  { rule: "101.4", says: "APNAP", asked: ["who chooses first when everyone chooses at the same time", "what order do players make choices in", "both players sacrifice at the same time who picks first", "active player nonactive player order", "whose triggers go on the stack first"] },
  // 101.4a: choosing from hidden zones face down.
  { rule: "101.4a", says: "remain face down as they’re chosen", asked: ["do i have to show the card i choose from my hand", "choosing a card from hand secretly", "can i pick a card face down when everyone chooses"] },
  // 101.4b: later players see earlier choices.
  { rule: "101.4b", says: "knows the choices made", asked: ["do i get to see what my opponent chose before i choose", "does the second player know the first players choice", "can i wait to see what they sacrifice"] },
  // 101.4c: order of several choices.
  { rule: "101.4c", says: "the player chooses the order", asked: ["what order do i make my choices in", "i have to make two choices at once which first"] },
  // 102.1: the active player.
  { rule: "102.1", says: "active player is the player whose", asked: ["who is the active player", "what does nonactive player mean", "whose turn is it in rules terms"] },
  // 102.2: opponent in two-player.
  { rule: "102.2", says: "opponent is the other player", asked: ["who is my opponent", "who counts as an opponent", "in a 1v1 who is each opponent"] },
  // 102.3: teammates and opponents.
  { rule: "102.3", says: "teammates are the other players", asked: ["is my teammate an opponent", "who are my opponents in two headed giant", "does each opponent include my partner"] },
  // 102.4: "your team".
  { rule: "102.4", says: "your team", asked: ["what does your team mean in a 1v1 game", "your team on a card without teams", "does your team include me"] },
  // 103.1: who goes first.
  { rule: "103.1", says: "loser of the previous game chooses", asked: ["who goes first", "who chooses to play or draw", "loser picks play or draw next game", "how do we decide who starts", "coin flip for first turn"] },
  // 103.2a: sideboards set aside before the game.
  { rule: "103.2a", says: "those cards are set aside", asked: ["where does my sideboard go during the game", "starting deck vs sideboard", "proxy substitute cards set aside"] },
  // 103.2b: companion reveal at start.
  { rule: "103.2b", says: "companion ability", asked: ["when do i reveal my companion", "how does companion work at the start of the game", "can i have two companions", "does my deck have to meet the companion condition"] },
  // 103.2c: commander starts in the command zone.
  { rule: "103.2c", says: "puts their commander from their", asked: ["where does my commander start the game", "does my commander start in my hand", "setting up a commander game"] },
  // 103.3: shuffling and cutting.
  { rule: "103.3", says: "shuffle or cut their opponents’ decks", asked: ["can i shuffle my opponents deck", "do i have to let them cut my deck", "randomize deck before the game", "pile shuffle at the start"] },
  // 103.4: starting life 20.
  { rule: "103.4", says: "starting life total of 20", asked: ["how much life do you start with", "starting life in magic", "do we start at 20 life"] },
  // 103.4a: two-headed giant life.
  { rule: "103.4a", says: "starting life total is 30", asked: ["how much life in two headed giant", "2hg starting life", "shared life total in two headed giant"] },
  // 103.4c: commander starting life.
  { rule: "103.4c", says: "starting life total is 40", asked: ["how much life in commander", "edh starting life", "do you start at 40 in commander"] },
  // 103.4d: brawl starting life.
  { rule: "103.4d", says: "two-player Brawl game", asked: ["how much life in brawl", "brawl starting life 1v1", "historic brawl life total"] },
  // 103.5: the mulligan.
  { rule: "103.5", says: "take a mulligan", asked: ["how does the mulligan work", "london mulligan rules", "how many cards do i put on the bottom after mulling", "can i mull to zero", "how many cards do i draw for my opening hand"] },
  // 103.5b: actions any time you could mulligan.
  { rule: "103.5b", says: "any time [that player] could mulligan", asked: ["when can i use an ability that says any time i could mulligan", "serum powder timing", "exile my hand instead of mulliganing"] },
  // 103.5c: free mulligan in multiplayer and brawl.
  { rule: "103.5c", says: "the first mulligan a player", asked: ["is the first mulligan free in commander", "free mull in multiplayer", "do i bottom a card on my first mulligan in edh", "brawl free mulligan"] },
  // 103.6: opening-hand actions in order.
  { rule: "103.6", says: "actions with them from their opening", asked: ["who puts out leylines first", "order of opening hand actions", "when do i use opening hand abilities"] },
  // 103.6a: leylines from the opening hand.
  { rule: "103.6a", says: "begin the game with that", asked: ["how do leylines work", "start the game with a card in play", "gemstone caverns opening hand", "when do i put my leyline out"] },
  // 103.6b: revealing from the opening hand.
  { rule: "103.6b", says: "reveal it from their opening hand", asked: ["chancellor reveal from opening hand", "how long does a card revealed from my opening hand stay revealed", "reveal card at start of game"] },
  // 103.8a: first player skips the draw.
  { rule: "103.8a", says: "skips the draw step", asked: ["does the first player draw a card", "do you draw on the first turn", "player on the play doesnt draw", "on the play or on the draw"] },
  // 103.8b: two-headed giant first turn draw.
  { rule: "103.8b", says: "who plays first skips the draw", asked: ["does the first team draw in two headed giant", "2hg first turn draw"] },
  // 103.8c: multiplayer first turn draw.
  { rule: "103.8c", says: "no player skips the draw", asked: ["does the first player draw in commander", "first turn draw in multiplayer", "do you draw on turn one in edh"] },
  // 104.1: the game ends immediately.
  { rule: "104.1", says: "A game ends immediately", asked: ["when does the game end", "does the game end in the middle of a spell", "game over mid resolution"] },
  // 104.2a: win when all opponents have left.
  { rule: "104.2a", says: "opponents have all left the game", asked: ["how do i win the game", "last player standing wins", "i cant win the game but my opponent lost", "platinum angel opponent loses do i win"] },
  // 104.2b: cards that say you win.
  { rule: "104.2b", says: "state that a player wins", asked: ["alternate win conditions", "how does thassas oracle win", "card that says you win the game", "laboratory maniac win"] },
  // 104.3a: concede.
  { rule: "104.3a", says: "concede the game at any time", asked: ["can i concede whenever i want", "scoop in response", "can i concede with a trigger on the stack", "when am i allowed to scoop"] },
  // 104.3b: lose at 0 life.
  { rule: "104.3b", says: "life total is 0 or less", asked: ["do i lose at zero life", "i am at negative life do i lose", "when exactly do you die at 0 life", "can i gain life before dying at zero"] },
  // 104.3c: decking.
  { rule: "104.3c", says: "draw more cards than are", asked: ["do i lose if i cant draw", "what happens when you deck out", "milled out lose the game", "draw from an empty library", "drawing with no cards left"] },
  // 104.3d: ten poison.
  { rule: "104.3d", says: "ten or more poison counters", asked: ["how many poison counters to lose", "infect kill at 10 poison", "do i lose with 10 poison", "toxic poison win"] },
  // 104.3e: cards that say you lose.
  { rule: "104.3e", says: "state that a player loses", asked: ["card that makes you lose the game", "lose the game effect", "phage hits you lose"] },
  // 104.3f: win and lose at once.
  { rule: "104.3f", says: "both win and lose", asked: ["what if i win and lose at the same time", "i win and lose at once", "simultaneous win and loss"] },
  // 104.3j: commander damage.
  { rule: "104.3j", says: "21 or more combat damage", asked: ["commander damage how much to kill", "21 commander damage", "does commander damage count from different commanders", "general damage rule"] },
  // 104.3k: game loss penalty.
  { rule: "104.3k", says: "penalty given by a judge", asked: ["can a judge give me a game loss", "game loss penalty in a tournament", "lose by judge penalty"] },
  // 104.4a: everyone loses at once.
  { rule: "104.4a", says: "lose simultaneously, the game", asked: ["what if both players die at the same time", "both players hit zero life at once", "tie game magic", "we both lose at the same time"] },
  // 104.4b: mandatory loops are a draw.
  { rule: "104.4b", says: "loop” of mandatory actions", asked: ["what happens with an infinite loop nobody can stop", "infinite mandatory combo draw", "endless loop ends the game", "can an infinite loop end the game in a draw"] },
  // 104.4i: intentional draw.
  { rule: "104.4i", says: "intentional draw", asked: ["can we agree to a draw", "id in a tournament", "intentional draw allowed"] },
  // 104.5: players who lose leave the game.
  { rule: "104.5", says: "that player leaves the game", asked: ["what happens to my cards when i lose in multiplayer", "player eliminated in commander", "does the game continue when someone dies in multiplayer"] },
  // 104.6: Karn Liberated restarts the game.
  { rule: "104.6", says: "restarts the game", asked: ["how does karn liberated restart work", "start a new game in the middle of a game", "restart the game ultimate"] },
  // 105.2: color comes from the mana cost, not the frame.
  { rule: "105.2", says: "color of its frame", asked: ["what color is this card", "does the frame color matter", "how do i tell what color a card is", "is an artifact creature with a colored cost colored"] },
  // 105.2b: multicolored.
  { rule: "105.2b", says: "A multicolored object", asked: ["is a two color card multicolored", "what counts as multicolored", "gold card means"] },
  // 105.2c: colorless.
  { rule: "105.2c", says: "A colorless object has no color", asked: ["is colorless a color", "are artifacts colorless", "is an eldrazi a color"] },
  // 105.3: effects changing color.
  { rule: "105.3", says: "new color replaces all previous", asked: ["if my creature becomes blue is it still red", "paint a creature a new color", "does changing color add or replace", "turn a creature colorless"] },
  // 105.4: multicolored and colorless aren't colors to choose.
  { rule: "105.4", says: "“Multicolored” is not a color", asked: ["can i name colorless when choosing a color", "choose a color can i pick gold", "protection from multicolored choose a color", "is gold a color in magic"] },
  // 105.5: color pairs.
  { rule: "105.5", says: "There are ten color pairs", asked: ["what counts as a color pair", "how many two color combinations are there", "guild color combinations"] },
  // 106.1b: six types of mana.
  { rule: "106.1b", says: "six types of mana", asked: ["is colorless a type of mana", "how many kinds of mana are there", "what does any type of mana mean"] },
  // 106.3: mana from spells and abilities.
  { rule: "106.3", says: "source of that mana is", asked: ["where does the mana come from dark ritual", "what is the source of mana from a land", "mana from a spell instead of a land"] },
  // 106.4: mana pool empties.
  { rule: "106.4", says: "mana pool empties", asked: ["does my mana carry over between phases", "can i float mana into combat", "when does floating mana disappear", "do i lose unused mana", "mana burn still a thing"] },
  // 106.4a: announcing leftover mana.
  { rule: "106.4a", says: "announces what mana is still there", asked: ["do i have to say how much mana i have left", "leftover mana after casting", "announce floating mana after paying"] },
  // 106.4b: announce floating mana.
  { rule: "106.4b", says: "passes priority", asked: ["do i have to tell my opponent about floating mana", "announce mana in pool when passing", "floating mana when i pass"] },
  // 106.5: undefined mana type.
  { rule: "106.5", says: "mana of an undefined type", asked: ["reflecting pool with no other lands", "mana of a type that doesnt exist", "what if there is no color to add"] },
  // 106.6: restricted mana.
  { rule: "106.6", says: "restrict how that mana", asked: ["mana that can only be spent on creatures", "restricted mana like powerstone", "does restricted mana change its color"] },
  // 106.6a: doubling restricted mana.
  { rule: "106.6a", says: "increase the amount of mana produced", asked: ["mana doubler with restricted mana", "double mana keeps its restriction", "extra mana from doubling has the same rules"] },
  // 106.7: "could produce".
  { rule: "106.7", says: "could produce", asked: ["what can exotic orchard tap for", "fellwar stone what mana can it make", "reflecting pool counts tapped lands", "mana a land could produce"] },
  // 106.8: hybrid mana produced.
  { rule: "106.8", says: "chooses one half of that symbol", asked: ["what mana do i get from a hybrid symbol", "adding hybrid mana", "mana from a hybrid cost"] },
  // 106.9: adding Phyrexian mana.
  { rule: "106.9", says: "Phyrexian mana symbol to a player’s", asked: ["add phyrexian mana what do i get", "mana ability that adds phyrexian mana"] },
  // 106.12: tap for mana.
  { rule: "106.12", says: "tap [a permanent] for mana", asked: ["what counts as tapping a land for mana", "is a mana dork tapping for mana", "tapped for mana meaning"] },
  // 106.12a: "is tapped for mana" triggers.
  { rule: "106.12a", says: "is tapped for mana", asked: ["does mana flare trigger off a mana dork", "extra mana when tapping a land", "whenever a land is tapped for mana trigger"] },
  // 106.12b: tapped-for-mana replacements.
  { rule: "106.12b", says: "modifies the mana production event", asked: ["mana reflection how does it work", "triple mana from lands replacement", "nyxbloom ancient mana"] },
  // 107.1a: no fractions.
  { rule: "107.1a", says: "fractional", asked: ["half of my life rounded up or down", "what happens with odd numbers when halving", "can damage be a fraction", "rounding in magic"] },
  // 107.1b: negative numbers.
  { rule: "107.1b", says: "negative", asked: ["can power be negative", "negative power deals damage", "creature with minus power in combat", "what happens with less than zero power", "can i gain negative life"] },
  // 107.1c: "any number".
  { rule: "107.1c", says: "any positive number or zero", asked: ["can i choose zero for any number", "any number of targets can it be none"] },
  // 107.2: undeterminable numbers are 0.
  { rule: "107.2", says: "can’t be determined", asked: ["what if a number cant be figured out", "the creature left so whats its power", "undefined number counts as zero"] },
  // 107.3a: choosing X.
  { rule: "107.3a", says: "chooses and announces the value", asked: ["when do i choose x", "how does x work in a mana cost", "what is x on a spell on the stack", "fireball x announce"] },
  // 107.3b: free cast with X.
  { rule: "107.3b", says: "only legal choice for X", asked: ["cast an x spell for free what is x", "cascade into an x spell", "x spell without paying its mana cost", "can x be higher when i cast it for free"] },
  // 107.3c: X defined by the text.
  { rule: "107.3c", says: "doesn’t get to choose the value", asked: ["x is defined by the card can i choose it", "x equals number of cards in hand when does it lock", "can x change while on the stack"] },
  // 107.3d: X in a special action cost.
  { rule: "107.3d", says: "suspend cost or a morph cost", asked: ["x in a morph cost when do i choose", "x in suspend cost", "unmorph cost with x"] },
  // 107.3e: X referring to another object.
  { rule: "107.3e", says: "refers to the {X} or X", asked: ["x of another spell", "what is x when a card refers to another cards x", "copy the x of a spell"] },
  // 107.3f: X only in the text.
  { rule: "107.3f", says: "X appears in the text of", asked: ["x in the rules text but not in the cost", "when do i choose x if its not in the cost", "x chosen on resolution"] },
  // 107.3g: X outside the stack is 0.
  { rule: "107.3g", says: "{X} is treated as 0", asked: ["what is x in my hand", "mana value of an x card in the graveyard", "x spell in library counts as what", "hydra mana value in hand"] },
  // 107.3h: paying a mana cost with X.
  { rule: "107.3h", says: "object’s mana cost that includes {X}", asked: ["pay the mana cost of an x card", "x when paying a permanents mana cost"] },
  // 107.3k: X in activated abilities.
  { rule: "107.3k", says: "independent of any other values of", asked: ["x in an activated ability and x on the card", "activate an x ability on an x creature", "does the ability x match the spell x"] },
  // 107.3m: X for ETB of permanents.
  { rule: "107.3m", says: "enters-the-battlefield triggered ability", asked: ["does the etb of an x creature know what x was", "hydra enters with x counters", "x on a permanent after it resolves"] },
  // 107.4b: generic mana.
  { rule: "107.4b", says: "Generic mana in costs", asked: ["can i pay the number part with colored mana", "what can pay generic mana", "pay the gray part of the cost"] },
  // 107.4c: colorless mana symbol.
  { rule: "107.4c", says: "paid only with one colorless mana", asked: ["what does the diamond c symbol mean", "can i pay a c cost with colored mana", "eldrazi colorless cost"] },
  // 107.4d: {0}.
  { rule: "107.4d", says: "The symbol {0} represents zero mana", asked: ["what does a 0 mana cost mean", "zero cost symbol", "ability costs 0"] },
  // 107.4e: hybrid symbols.
  { rule: "107.4e", says: "hybrid", asked: ["how do i pay hybrid mana", "split color mana symbol", "can i pay 2 generic for a 2 slash color symbol", "half and half mana symbol"] },
  // 107.4f: Phyrexian mana.
  { rule: "107.4f", says: "by paying 2 life", asked: ["how does phyrexian mana work", "pay life instead of mana", "can i pay 2 life for the phi symbol", "phyrexian mana with no mana of that color"] },
  // 107.4h: snow mana.
  { rule: "107.4h", says: "snow mana symbol", asked: ["how do i pay a snow cost", "what does the snowflake symbol mean", "is snow a color of mana"] },
  // 107.5: tap symbol and summoning sickness.
  { rule: "107.5", says: "The tap symbol is {T}", asked: ["can i tap a creature the turn i play it", "summoning sick tap ability", "can i use a tap ability on an already tapped card", "what does the arrow symbol mean"] },
  // 107.6: untap symbol.
  { rule: "107.6", says: "untap symbol", asked: ["what does the q symbol mean", "untap as a cost", "can i pay an untap cost if it is already untapped"] },
  // 107.7: loyalty symbols.
  { rule: "107.7", says: "loyalty symbol", asked: ["what do plus and minus on a planeswalker mean", "how do planeswalker abilities cost loyalty", "minus x loyalty ability"] },
  // 107.8: level up.
  { rule: "107.8", says: "level symbols", asked: ["how do level up creatures work", "level counters and power", "leveler card stripes"] },
  // 107.14: energy.
  { rule: "107.14", says: "The energy symbol is {E}", asked: ["how does energy work", "energy counters on players", "pay energy", "does energy go away at end of turn"] },
  // 107.15a: Saga chapters.
  { rule: "107.15a", says: "lore counters", asked: ["when does a saga chapter trigger", "how do sagas work", "adding a lore counter to a saga triggers which chapter", "proliferate a saga"] },
  // 107.16a: Class levels.
  { rule: "107.16a", says: "This Class’s level becomes N", asked: ["how do class enchantments level up", "can i level up a class at instant speed", "can i skip a class level"] },
  // 107.17a: ticket costs.
  { rule: "107.17a", says: "ticket cost", asked: ["how do tickets work", "pay ticket counters", "ticket symbol cost"] },
  // 107.18: pawprint modes.
  { rule: "107.18", says: "pawprint symbol", asked: ["what does the paw print mean", "paw modes on a spell", "how many paws can i choose"] },
  // 108.1: Oracle text.
  { rule: "108.1", says: "Oracle card reference", asked: ["the printed card says something different from the current wording", "which wording do i use old card", "errata on old cards", "where do i find the official text of a card"] },
  // 108.2b: tokens aren't cards.
  { rule: "108.2b", says: "Tokens aren’t considered cards", asked: ["is a token a card", "does a token count as a card for effects that say card", "token cards from boosters are they cards"] },
  // 108.3: ownership.
  { rule: "108.3", says: "started the game with it", asked: ["who owns a card", "whose card is it if i stole it", "owner vs controller", "where does a stolen creature go when it dies"] },
  // 108.3b: wishes and outside-the-game ownership.
  { rule: "108.3b", says: "take cards they own from outside", asked: ["how do wish cards work", "get a card from my sideboard", "who owns a card brought from outside the game", "burning wish sideboard"] },
  // 108.4a: controller of a card that has none.
  { rule: "108.4a", says: "use its owner instead", asked: ["who controls a card in the graveyard", "controller of a card in hand", "card in exile who controls it"] },
  // 108.5: nontraditional cards stay out.
  { rule: "108.5", says: "Magic cards can’t start the game", asked: ["can i wish for a plane card", "oversized cards in the game", "bring an attraction from outside the game"] },
  // 109.1: what an object is.
  { rule: "109.1", says: "object is an ability on the", asked: ["what is an object", "is a player an object", "is a token an object", "is an emblem an object"] },
  // 109.2: a type word means a permanent.
  { rule: "109.2", says: "means a permanent of that", asked: ["does destroy target creature mean only on the battlefield", "does creature mean creature card in the graveyard", "when a card says artifact does it mean in play"] },
  // 109.2a: "card" plus a zone.
  { rule: "109.2a", says: "“card” and the name of", asked: ["creature card in your graveyard meaning", "what does card mean in target creature card"] },
  // 109.2b: "spell" means on the stack.
  { rule: "109.2b", says: "matching that description on the stack", asked: ["what counts as a creature spell", "is a creature on the stack a spell", "target spell means what"] },
  // 109.2c: "source" works in any zone.
  { rule: "109.2c", says: "includes the word “source,”", asked: ["what does source mean on a card", "can a source be in the graveyard", "red source of your choice"] },
  // 109.3: characteristics.
  { rule: "109.3", says: "characteristics don’t include whether", asked: ["is being tapped a characteristic", "what are an objects characteristics", "is controller a characteristic", "what does a copy copy"] },
  // 109.4: only stack and battlefield objects have controllers.
  { rule: "109.4", says: "have a controller", asked: ["do cards in my hand have a controller", "who controls cards in the graveyard", "controller of an exiled card"] },
  // 109.4a: controller of a mana ability.
  { rule: "109.4a", says: "The controller of a mana ability", asked: ["who controls a mana ability", "mana ability controller"] },
  // 109.4b: controller of a triggered ability waiting to go on the stack.
  { rule: "109.4b", says: "controlled its source at the", asked: ["who controls a trigger if the creature changed control", "who controls the dies trigger of a stolen creature", "whose trigger is it"] },
  // 109.4c: emblem control.
  { rule: "109.4c", says: "emblem is controlled by the player", asked: ["who controls an emblem", "do i control my emblem"] },
  // 109.5: "you" on a card.
  { rule: "109.5", says: "The words “you” and “your”", asked: ["who is you on a card", "what does you mean on a stolen creature", "whose is your on a card i control but dont own", "you means the controller or owner"] },
  // 110.1: what a permanent is.
  { rule: "110.1", says: "A permanent is a card", asked: ["what is a permanent", "is a land a permanent", "is an instant a permanent", "what counts as a permanent in play"] },
  // 110.2: a permanent's controller by default.
  { rule: "110.2", says: "under whose control it entered", asked: ["who controls a creature i stole", "whose creature is it", "who owns vs who controls a permanent", "who is the controller of a permanent"] },
  // 110.2a: putting onto the battlefield under your control.
  { rule: "110.2a", says: "under that player’s control", asked: ["reanimate opponents creature who controls it", "put a creature from their graveyard onto the battlefield under my control", "who controls a creature i put into play"] },
  // 110.2b: stealing a permanent spell.
  { rule: "110.2b", says: "another player’s permanent spell", asked: ["steal a creature spell on the stack", "take control of a spell who controls the permanent", "commandeer a creature spell"] },
  // 110.4: the permanent types; instants and sorceries never enter.
  { rule: "110.4", says: "sorcery cards can’t enter", asked: ["can an instant go onto the battlefield", "what are the permanent types", "put a sorcery into play", "is a battle a permanent"] },
  // 110.4a: permanent card.
  { rule: "110.4a", says: "The term “permanent card”", asked: ["what is a permanent card", "does permanent card include lands", "is an instant a permanent card"] },
  // 110.4b: permanent spell.
  { rule: "110.4b", says: "The term “permanent spell”", asked: ["what is a permanent spell", "is a creature spell a permanent spell", "is a land a permanent spell"] },
  // 110.4c: losing all permanent types.
  { rule: "110.4c", says: "loses all its permanent types", asked: ["what if a permanent stops being every type", "a permanent with no types stays in play", "typeless permanent"] },
  // 110.5: permanent status.
  { rule: "110.5", says: "status is its physical state", asked: ["what is status", "tapped flipped face down phased out", "is tapped a status"] },
  // 110.5b: permanents enter untapped.
  { rule: "110.5b", says: "enter the battlefield untapped", asked: ["do lands come into play tapped", "does a creature enter tapped", "default status when a permanent etbs"] },
  // 110.5c: status stays until changed.
  { rule: "110.5c", says: "retains its status", asked: ["does a land stay tapped when it becomes a creature", "tapped artifact becomes a creature is it tapped", "does my tapped creature stay tapped if it changes"] },
  // 110.5d: cards off the battlefield aren't tapped.
  { rule: "110.5d", says: "neither tapped nor untapped", asked: ["is a card in the graveyard tapped", "exiled face down card vs face down creature", "does a card in hand count as untapped"] },
  // 111.1: tokens.
  { rule: "111.1", says: "A token is a marker", asked: ["what is a token", "how do tokens work", "what can i use to represent a token"] },
  // 111.2: who owns a token.
  { rule: "111.2", says: "who creates a token", asked: ["who owns a token", "i made a token for my opponent who owns it", "who controls a token when it is created"] },
  // 111.3: a token's characteristics.
  { rule: "111.3", says: "define the values of any", asked: ["what does a token copy of a creature have", "does a token have a mana cost", "what does a token have besides what the card says", "what is a tokens text"] },
  // 111.4: token name.
  { rule: "111.4", says: "the word “Token.”", asked: ["what is a tokens name", "does a goblin token have a name", "does changing a token name change its type"] },
  // 111.5: token that can't enter isn't created.
  { rule: "111.5", says: "the token is not created", asked: ["can a token be created if it cant enter the battlefield", "copy token of an instant", "torpor orb style no token"] },
  // 111.6: tokens are affected like permanents.
  { rule: "111.6", says: "A token isn’t a card", asked: ["does a wrath kill tokens", "are tokens affected by creature effects", "does a token count as a creature card"] },
  // 111.7: tokens cease to exist off the battlefield.
  { rule: "111.7", says: "ceases to exist", asked: ["what happens when a token dies", "can i bounce a token to my hand", "does a token go to the graveyard", "does a token that dies trigger death triggers", "token exiled by flicker does it come back"] },
  // 111.8: a token that left can't come back.
  { rule: "111.8", says: "come back onto the battlefield", asked: ["flicker a token does it return", "can i reanimate a token", "blink a token", "token in the graveyard can it be returned"] },
  // 111.9: named legendary tokens.
  { rule: "111.9", says: "create a legendary token", asked: ["create a legendary token named", "legendary token legend rule", "named token from a card"] },
  // 111.10: predefined tokens.
  { rule: "111.10", says: "predefined token", asked: ["what do the named tokens mean", "token types with built in abilities", "list of predefined tokens", "create a token by type name only"] },
  // 111.10a: Treasure.
  { rule: "111.10a", says: "A Treasure token", asked: ["what does treasure do", "how do i use a treasure", "sac a treasure for mana", "is treasure a mana ability"] },
  // 111.10b: Food.
  { rule: "111.10b", says: "A Food token", asked: ["what does food do", "how much life does a food give", "eat a food token"] },
  // 111.10f: Clue.
  { rule: "111.10f", says: "A Clue token", asked: ["what does a clue do", "crack a clue", "how much to sac a clue", "investigate token"] },
  // 111.10g: Blood.
  { rule: "111.10g", says: "A Blood token", asked: ["what does a blood token do", "rummage with a blood token", "blood token cost"] },
  // 111.10i: Incubator.
  { rule: "111.10i", says: "An Incubator token", asked: ["what is an incubator token", "how do i flip an incubator", "incubate phyrexian token size"] },
  // 111.10k: Monster Role.
  { rule: "111.10k", says: "Monster Role", asked: ["what does the monster role do", "role tokens what do they give", "monster role trample and plus one"] },
  // 111.10s: Map.
  { rule: "111.10s", says: "A Map token", asked: ["what does a map token do", "map explore token", "can i use a map at instant speed"] },
  // 111.10u: Lander.
  { rule: "111.10u", says: "A Lander token", asked: ["what does a lander token do", "lander token fetch a basic", "how much does a lander cost to use"] },
  // 111.11: tokens by name only.
  { rule: "111.11", says: "create a token by name", asked: ["create a token with just a name", "marit lage token stats", "token named after a card"] },
  // 111.12: copy of nothing makes no token.
  { rule: "111.12", says: "copy of a nonexistent object", asked: ["token copy of a creature that left the battlefield", "copy target creature but it is gone", "no token because the original is gone"] },
  // 111.13: copied permanent spells become tokens.
  { rule: "111.13", says: "permanent spell becomes a token", asked: ["copy a creature spell what do i get", "is a copied creature spell a token", "does a copied creature spell trigger token created effects"] },
  // 112.1: what a spell is.
  { rule: "112.1", says: "A spell is a card", asked: ["what is a spell", "is a land a spell", "when does a card become a spell", "is casting a creature a spell"] },
  // 112.1a: copies of spells are spells.
  { rule: "112.1a", says: "copy of a spell is", asked: ["is a copied spell a spell", "does a copy count as casting", "storm copies are spells"] },
  // 112.1b: casting a copy of a card.
  { rule: "112.1b", says: "cast a copy of a card", asked: ["cast a copy of a card is that casting", "copy of a card spell", "cast a copy from exile"] },
  // 112.2: spell owner and controller.
  { rule: "112.2", says: "A spell’s controller is, by default", asked: ["who controls a spell", "who owns a copy of a spell", "who controls a copied spell i made"] },
  // 112.4: effects on a permanent spell carry over.
  { rule: "112.4", says: "characteristics of a permanent spell", asked: ["if i change a creature spells color does it stay when it resolves", "effect on a creature spell on the stack carries to the permanent"] },
  // 113.1b: player abilities.
  { rule: "113.1b", says: "something that a player has", asked: ["can a player have an ability", "player hexproof", "do players have abilities"] },
  // 113.2b: additional and alternative costs are abilities.
  { rule: "113.2b", says: "An additional cost or alternative cost", asked: ["is kicker an ability of the card", "does losing abilities remove an alternative cost", "is an alternate cost an ability"] },
  // 113.2c: each paragraph is one ability.
  { rule: "113.2c", says: "each paragraph break", asked: ["how many abilities does this creature have", "is each line of text a separate ability", "keywords on one line count as separate abilities"] },
  // 113.3a: spell abilities.
  { rule: "113.3a", says: "Spell abilities are abilities", asked: ["what is a spell ability", "is the text of an instant an ability"] },
  // 113.3b: activated abilities.
  { rule: "113.3b", says: "have a cost and an", asked: ["what is an activated ability", "anything with a colon is an activated ability", "when can i use an activated ability", "how do i activate an ability"] },
  // 113.3c: triggered abilities.
  { rule: "113.3c", says: "Triggered abilities have a trigger condition", asked: ["what is a triggered ability", "when whenever at abilities", "when does a trigger go on the stack", "what is an etb trigger"] },
  // 113.3d: static abilities.
  { rule: "113.3d", says: "Static abilities are written as statements", asked: ["what is a static ability", "does an anthem use the stack", "how do always on abilities work", "lord effect ability type"] },
  // 113.4: mana abilities don't use the stack.
  { rule: "113.4", says: "They don’t use the stack", asked: ["can you respond to a mana ability", "does tapping a land use the stack", "mana abilities in response", "can my opponent respond to me tapping for mana"] },
  // 113.5: loyalty abilities timing.
  { rule: "113.5", says: "loyalty ability", asked: ["when can i use a planeswalker ability", "can i activate two planeswalker abilities in a turn", "use planeswalker at instant speed", "one loyalty ability per turn"] },
  // 113.6: where abilities work.
  { rule: "113.6", says: "usually function only while", asked: ["do abilities work from my hand", "does a creatures ability work in the graveyard", "where do abilities work"] },
  // 113.6a: characteristic-defining abilities work everywhere.
  { rule: "113.6a", says: "Characteristic-defining abilities function everywhere", asked: ["does a star power creature have power in my graveyard", "does devoid work in hand", "changeling in library is it every type"] },
  // 113.6b: abilities that name their zone.
  { rule: "113.6b", says: "states which zones it functions in", asked: ["ability that works from the graveyard", "does this work while in my hand", "graveyard abilities like flashback where do they work"] },
  // 113.6c: abilities that say where they don't work.
  { rule: "113.6c", says: "states which zones it doesn’t function", asked: ["ability that works everywhere except the battlefield", "works except in the graveyard"] },
  // 113.6f: abilities restricting where it can be cast from.
  { rule: "113.6f", says: "what zones that particular object", asked: ["can i cast this from the graveyard", "card that lets itself be cast from exile", "where can this card be played from"] },
  // 113.6g: can't be countered works on the stack.
  { rule: "113.6g", says: "can’t be countered", asked: ["when does cant be countered work", "does uncounterable work on the stack", "can a counterspell hit an uncounterable spell"] },
  // 113.6h: enters-with abilities work as it enters.
  { rule: "113.6h", says: "modifies how that particular object enters", asked: ["enters with counters ability when does it work", "does an enters tapped ability work before it is in play", "etb replacement on the card itself"] },
  // 113.6i: counters can't be put on it.
  { rule: "113.6i", says: "counters can’t be put on that", asked: ["creature that cant have counters enter with counters", "cant have counters and enters with counters"] },
  // 113.6j: costs payable only off the battlefield.
  { rule: "113.6j", says: "cost that can’t be paid while", asked: ["cycling works from hand", "ninjutsu from my hand", "activate from hand abilities"] },
  // 113.6k: triggers from other zones.
  { rule: "113.6k", says: "can’t trigger from the battlefield", asked: ["when you cycle this trigger works from where", "trigger from the graveyard", "ability triggers when discarded"] },
  // 113.6m: abilities that move the object from a zone.
  { rule: "113.6m", says: "out of a particular zone", asked: ["return from graveyard to hand ability only works in the graveyard", "ability that exiles itself from my hand"] },
  // 113.6n: deckbuilding abilities.
  { rule: "113.6n", says: "modifies the rules for deck construction", asked: ["relentless rats any number", "can i play more than four of a card that says so", "card that changes deck building", "does a deck any number card make it legal in a format"] },
  // 113.7: the source of an ability.
  { rule: "113.7", says: "The source of an ability", asked: ["what is the source of a trigger", "where does an ability come from", "source of an activated ability"] },
  // 113.7a: abilities exist independently of their source.
  { rule: "113.7a", says: "independently of its source", asked: ["if i kill the creature does its ability still resolve", "remove the source in response to an ability", "does killing a creature counter its trigger", "destroy the creature in response to its activation"] },
  // 113.8: controller of abilities on the stack.
  { rule: "113.8", says: "controller of an activated ability", asked: ["who controls an ability on the stack", "who controls the trigger of a card in the graveyard", "whose ability is it after control changes"] },
  // 113.9: abilities aren't spells; static abilities can't be countered.
  { rule: "113.9", says: "aren’t spells", asked: ["can counterspell counter an ability", "can i counter a trigger", "is an activated ability a spell", "stifle an ability", "can you counter a static ability"] },
  // 113.10: gaining and losing abilities.
  { rule: "113.10", says: "Effects can add or remove", asked: ["how do gains and loses abilities work", "creature gains flying until end of turn", "make a creature lose all abilities"] },
  // 113.10b: removing removes all instances.
  { rule: "113.10b", says: "remove all instances", asked: ["if my creature has flying twice and loses flying", "does losing an ability remove both copies"] },
  // 113.10c: most recent effect wins.
  { rule: "113.10c", says: "the most recent one prevails", asked: ["loses flying then gains flying which wins", "latest effect wins for abilities", "gain and lose the same ability order"] },
  // 113.11: "can't have".
  { rule: "113.11", says: "“can’t have” that ability", asked: ["creature cant have flying and gets flying", "can a creature that cant have hexproof get it", "cant have ability vs loses ability"] },
  // 113.12: "is indestructible" vs "gains indestructible".
  { rule: "113.12", says: "different from an ability granted by", asked: ["is indestructible vs has indestructible", "does losing all abilities remove is indestructible", "is a quality or an ability"] },
  // 114.2: emblems from planeswalkers.
  { rule: "114.2", says: "gets an emblem with", asked: ["how do planeswalker emblems work", "who owns an emblem", "where does an emblem go"] },
  // 114.3: emblem has no characteristics.
  { rule: "114.3", says: "an emblem has no types", asked: ["what color is an emblem", "does an emblem have a name", "emblem mana value"] },
  // 114.5: emblems can't be removed.
  { rule: "114.5", says: "An emblem is neither a card", asked: ["can an emblem be destroyed", "is an emblem a permanent", "can i get rid of an emblem", "does an emblem count as a card"] },
  // 115.1: targets are chosen when cast and can't be changed.
  { rule: "115.1", says: "The targets can’t be changed", asked: ["when do i choose targets", "can i change my target later", "what does target mean", "pick targets when casting or resolving"] },
  // 115.1a: targeted instants and sorceries.
  { rule: "115.1a", says: "instant or sorcery spell is targeted", asked: ["does this spell target", "how do i know if a spell targets", "word target on an instant"] },
  // 115.1b: Auras target only as spells.
  { rule: "115.1b", says: "Aura spells are always targeted", asked: ["does an aura target", "does a hexproof creature stop an aura already on it", "can i put an aura on a hexproof creature", "does an aura on the battlefield target"] },
  // 115.1c: targeted activated abilities.
  { rule: "115.1c", says: "An activated ability is targeted", asked: ["when do i choose targets for an activated ability", "does an activated ability target"] },
  // 115.1d: triggered abilities choose targets when put on the stack.
  { rule: "115.1d", says: "A triggered ability is targeted", asked: ["when do i pick targets for an etb trigger", "does a trigger target", "choose the target of a triggered ability"] },
  // 115.1e: keywords that target.
  { rule: "115.1e", says: "such as equip and modular", asked: ["does equip target", "can i equip a hexproof creature", "does mutate target", "equip onto opponents hexproof creature"] },
  // 115.2: only permanents are legal targets by default.
  { rule: "115.2", says: "Only permanents are legal targets", asked: ["can i target a card in the graveyard", "can i target a card in someones hand", "what can be targeted", "can i target a player"] },
  // 115.3: same target once per word "target".
  { rule: "115.3", says: "can’t be chosen multiple times", asked: ["can i target the same creature twice", "two targets can they be the same", "can both targets be one creature"] },
  // 115.4: "any target".
  { rule: "115.4", says: "“any target,”", asked: ["what does any target mean", "can any target hit a planeswalker", "can a burn spell target an artifact", "go face with any target", "can any target hit a battle"] },
  // 115.5: a spell can't target itself.
  { rule: "115.5", says: "illegal target for itself", asked: ["can a spell target itself", "can a counterspell counter itself", "redirect a spell to itself"] },
  // 115.6: zero targets.
  { rule: "115.6", says: "allow zero targets to be chosen", asked: ["up to one target can i choose none", "does a spell with zero targets fizzle", "cast with no targets"] },
  // 115.7a: changing targets.
  { rule: "115.7a", says: "change the target(s)", asked: ["how does redirect work", "change the target of a spell", "what if there is no other legal target to switch to", "swap the target of a removal spell"] },
  // 115.7d: choosing new targets.
  { rule: "115.7d", says: "choose new targets", asked: ["copy a spell and choose new targets", "may choose new targets for the copy", "can i keep the same target on a copy"] },
  // 115.7f: divided effects keep their division.
  { rule: "115.7f", says: "the original division can’t be changed", asked: ["redirect a spell that divides damage", "change targets of a divided damage spell"] },
  // 115.8: changing targets doesn't change modes.
  { rule: "115.8", says: "to change its mode", asked: ["copy a modal spell can i change the mode", "new targets on a charm change the mode"] },
  // 115.9b: "spell that targets" checks current state.
  { rule: "115.9b", says: "checks the current state", asked: ["does a spell still target something that changed", "spell that targets a creature you control after it changed control"] },
  // 115.10a: affected isn't targeted.
  { rule: "115.10a", says: "player a target of that", asked: ["does a wrath target", "does hexproof stop destroy all creatures", "does each opponent target", "does shroud protect from board wipes", "non targeted removal vs hexproof"] },
  // 115.10b: "you" isn't a target.
  { rule: "115.10b", says: "doesn’t indicate a target", asked: ["does you gain life target me", "does player hexproof stop you draw a card", "is you a target"] },
  // 116.1: special actions don't use the stack.
  { rule: "116.1", says: "don’t use the stack", asked: ["what is a special action", "which actions cant be responded to", "what doesnt use the stack"] },
  // 116.2a: playing a land.
  { rule: "116.2a", says: "Playing a land is a", asked: ["can i respond to a land drop", "does playing a land use the stack", "how many lands can i play a turn", "can i play a land on my opponents turn", "land drop timing"] },
  // 116.2b: unmorphing.
  { rule: "116.2b", says: "Turning a face-down creature face up", asked: ["can i unmorph at any time", "can you respond to a morph flipping", "turn a morph face up in combat", "unmanifest timing"] },
  // 116.2c: special action to end an effect.
  { rule: "116.2c", says: "usually to end a continuous effect", asked: ["pay to end an effect at any time", "special action to stop a delayed trigger"] },
  // 116.2f: suspending a card.
  { rule: "116.2f", says: "suspend", asked: ["when can i suspend a card", "does suspending use the stack", "suspend at instant speed"] },
  // 116.2g: companion to hand.
  { rule: "116.2g", says: "pay {3} to put that card", asked: ["how do i get my companion into my hand", "companion costs 3 to put in hand", "when can i pay for my companion"] },
  // 116.2h: foretelling.
  { rule: "116.2h", says: "foretell", asked: ["when can i foretell a card", "foretell on my opponents turn", "does foretelling use the stack"] },
  // 116.2k: plotting.
  { rule: "116.2k", says: "plot", asked: ["when can i plot a card", "plot at instant speed", "does plotting use the stack"] },
  // 116.2m: unlocking a Room door.
  { rule: "116.2m", says: "unlock cost", asked: ["when can i unlock a room door", "unlock a door at instant speed", "does unlocking a room use the stack"] },
  // 116.3: priority after a special action.
  { rule: "116.3", says: "receives priority afterward", asked: ["after i play a land who has priority", "do i keep priority after a special action"] },
  // 117.1a: instant and sorcery speed.
  { rule: "117.1a", says: "cast an instant spell any time", asked: ["when can i cast an instant", "when can i cast a creature", "sorcery speed meaning", "can i cast a sorcery on my opponents turn", "cast spells during combat"] },
  // 117.1b: activating abilities at any priority.
  { rule: "117.1b", says: "activate an activated ability any time", asked: ["can i activate abilities on my opponents turn", "instant speed activated ability", "when can i use an ability"] },
  // 117.1d: mana abilities mid-cast.
  { rule: "117.1d", says: "activate a mana ability whenever", asked: ["can i tap for mana while casting", "tap lands in the middle of resolving", "when can i make mana"] },
  // 117.2a: triggers wait for priority.
  { rule: "117.2a", says: "abilities can trigger at any time", asked: ["when do triggers go on the stack", "trigger during resolution of a spell", "does a trigger happen immediately"] },
  // 117.2b: static abilities don't need priority.
  { rule: "117.2b", says: "Priority doesn’t apply to them", asked: ["can i respond to a static ability", "static effects and priority"] },
  // 117.2c: turn-based actions.
  { rule: "117.2c", says: "Turn-based actions happen automatically", asked: ["can i respond to the draw for turn", "can i respond to untap", "what are turn based actions"] },
  // 117.2d: SBAs happen automatically.
  { rule: "117.2d", says: "State-based actions happen automatically", asked: ["can i respond to a creature dying from damage", "respond to state based actions", "does the legend rule use the stack"] },
  // 117.2e: no priority during resolution.
  { rule: "117.2e", says: "no player has priority while", asked: ["can i respond in the middle of a spell resolving", "cast a spell while something resolves", "respond during resolution"] },
  // 117.3a: no priority in untap; active player first.
  { rule: "117.3a", says: "priority during the untap step", asked: ["can i do anything during the untap step", "who gets priority first each step", "respond in the untap step", "instant in upkeep before draw"] },
  // 117.3b: active player gets priority after resolution.
  { rule: "117.3b", says: "(other than a mana ability) resolves", asked: ["who gets priority after a spell resolves", "do i get priority after my spell resolves", "after resolution who acts first"] },
  // 117.3c: holding priority.
  { rule: "117.3c", says: "that player receives priority afterward", asked: ["can i hold priority", "respond to my own spell", "cast two spells before my opponent can respond", "hold priority and cast another"] },
  // 117.3d: passing priority.
  { rule: "117.3d", says: "that player passes", asked: ["what does passing priority mean", "how do i pass priority", "who gets priority after i pass"] },
  // 117.4: all pass, top of stack resolves.
  { rule: "117.4", says: "all players pass in succession", asked: ["when does the stack resolve", "when does a phase end", "both players pass what happens", "how does the stack resolve one at a time", "when does the top of the stack resolve"] },
  // 117.5: SBAs and triggers before priority.
  { rule: "117.5", says: "performs all applicable state-based actions", asked: ["when are state based actions checked", "when do creatures die from damage", "do triggers go on the stack before i get priority"] },
  // 117.7: "in response".
  { rule: "117.7", says: "“in response to”", asked: ["what does in response mean", "which spell resolves first", "last in first out stack", "can i respond to a spell", "respond to a counterspell"] },
  // 118.1: what a cost is.
  { rule: "118.1", says: "cost is an action or payment", asked: ["what counts as a cost", "is sacrificing a cost", "what is a cost in magic"] },
  // 118.3: can't pay without resources.
  { rule: "118.3", says: "without having the necessary resources", asked: ["can i pay 2 life at 1 life", "can i pay a cost i cant afford", "can i tap a tapped creature to pay", "partial payment of a cost"] },
  // 118.3a: paying mana.
  { rule: "118.3a", says: "Paying mana is done by removing", asked: ["how do i pay mana", "can i always pay zero mana", "pay with mana in my pool"] },
  // 118.3b: paying life.
  { rule: "118.3b", says: "Paying life is done by subtracting", asked: ["how does paying life work", "is paying life losing life", "does paying life count as life loss"] },
  // 118.3c: mana abilities aren't mandatory.
  { rule: "118.3c", says: "Activating mana abilities is not mandatory", asked: ["do i have to tap my lands to pay", "can i refuse to tap for mana", "forced to tap mana for an effect"] },
  // 118.5: zero costs aren't paid automatically.
  { rule: "118.5", says: "it’s not automatically paid", asked: ["do i have to pay a zero cost", "is a zero cost paid automatically", "pay 0 for an ability"] },
  // 118.5a: zero-cost spells still have to be cast.
  { rule: "118.5a", says: "it won’t cast itself automatically", asked: ["does a zero mana spell cast itself", "casting a free spell with cost 0", "ornithopter cost zero cast"] },
  // 118.6: no mana cost is unpayable.
  { rule: "118.6", says: "This represents an unpayable cost", asked: ["can i cast a card with no mana cost", "how do i cast a card with no mana symbols", "ancestral vision without suspend", "cost with no mana cost"] },
  // 118.6a: alternative cost on an unpayable cost.
  { rule: "118.6a", says: "the alternative cost may be paid", asked: ["cast a no mana cost card for free", "cascade into a card with no mana cost", "cast living end without paying its mana cost"] },
  // 118.7: cost reductions.
  { rule: "118.7", says: "Paying a cost changed or reduced", asked: ["cost reduction how does it work", "if a spell costs less is it still paying the cost", "reduced cost to zero"] },
  // 118.7a: generic reductions don't reduce colored.
  { rule: "118.7a", says: "only the generic mana component", asked: ["does costs 1 less reduce colored mana", "reduce a colored cost with a cost reducer", "goblin electromancer on a red spell"] },
  // 118.7b: reducing by a color the cost lacks.
  { rule: "118.7b", says: "doesn’t require mana of that type", asked: ["reduce by a color the spell doesnt have", "costs u less on a spell with no blue"] },
  // 118.7c: colored reduction beyond the colored part.
  { rule: "118.7c", says: "exceeds its mana component of that", asked: ["costs more colored reduction than the spell has", "colored cost reduction spills into generic"] },
  // 118.8: additional costs.
  { rule: "118.8", says: "An additional cost is a cost", asked: ["what is an additional cost", "sacrifice a creature as an additional cost", "kicker additional cost", "when do i pay an additional cost"] },
  // 118.8a: several additional costs.
  { rule: "118.8a", says: "Any number of additional costs", asked: ["can i pay kicker and another additional cost", "stack multiple additional costs", "multikicker and buyback together"] },
  // 118.8b: optional additional costs.
  { rule: "118.8b", says: "Some additional costs are optional", asked: ["do i have to pay kicker", "optional additional cost", "can i skip the additional cost"] },
  // 118.8c: "if able" with hidden-zone costs.
  { rule: "118.8c", says: "cast a spell “if able,”", asked: ["cast if able but it needs a discard", "forced to cast with an additional cost in hand"] },
  // 118.8d: additional costs don't change mana cost.
  { rule: "118.8d", says: "Additional costs don’t change", asked: ["does kicker change mana value", "does an additional cost increase mana value", "kicked spell mana value for counterspell"] },
  // 118.9: alternative costs.
  { rule: "118.9", says: "An alternative cost is a cost", asked: ["what is an alternative cost", "cast without paying its mana cost is that an alternative cost", "can i use two alternative costs", "evoke flashback alternate cost"] },
  // 118.9a: only one alternative cost.
  { rule: "118.9a", says: "Only one alternative cost", asked: ["can i combine two alternate costs", "evoke and cast for free at once", "overload with madness"] },
  // 118.9b: alternative costs optional.
  { rule: "118.9b", says: "Alternative costs are generally optional", asked: ["do i have to use the alternate cost", "can i pay the normal cost instead of the alternative"] },
  // 118.9c: alternative costs don't change mana value.
  { rule: "118.9c", says: "An alternative cost doesn’t change", asked: ["does casting for free change its mana value", "mana value of a spell cast for its alternate cost", "force of will pitched mana value"] },
  // 118.9d: extra costs apply to alternative costs.
  { rule: "118.9d", says: "cost increases, and cost reductions", asked: ["does thalia tax a free spell", "cost increase on a spell cast without paying", "does kicker apply to an alternate cost", "sphere effect on alternative cost"] },
  // 118.10: one payment, one cost.
  { rule: "118.10", says: "Each payment of a cost", asked: ["can one sacrifice pay for two abilities", "pay two costs with one creature", "double dip a sacrifice cost"] },
  // 118.11: modified cost actions still count.
  { rule: "118.11", says: "the cost has still been paid", asked: ["sacrifice replaced by exile did i pay the cost", "cost modified by a replacement still paid", "discard cost replaced by madness"] },
  // 118.12: "if you do" costs paid on resolution.
  { rule: "118.12", says: "[does, doesn’t, or can’t]", asked: ["what does if you do mean", "pay on resolution unless", "may pay if you do", "how does an if you dont clause work"] },
  // 118.12a: "unless" costs.
  { rule: "118.12a", says: "unless [a player does something else]", asked: ["counter unless they pay how does it work", "mana leak pay 3 or countered", "what does unless mean on a card", "who decides to pay an unless cost"] },
  // 118.12b: search then "if you do".
  { rule: "118.12b", says: "player chose to search", asked: ["fail to find on a search does if you do happen", "search your library and find nothing"] },
  // 118.13a: choosing how to pay hybrid or Phyrexian.
  { rule: "118.13a", says: "choice of how to pay", asked: ["when do i choose to pay life for phyrexian mana", "when do i choose how to pay hybrid"] },
  // 118.13b: paying hybrid during resolution.
  { rule: "118.13b", says: "player paying that cost chooses how", asked: ["pay hybrid on resolution", "choose how to pay phyrexian when resolving"] },
  // 118.14: "mana of any type can be spent".
  { rule: "118.14", says: "mana of any type can", asked: ["spend mana as though any color", "cast opponents spell with any mana", "what does mana of any type can be spent mean"] },
  // 119.2: damage to a player is life loss.
  { rule: "119.2", says: "Damage dealt to a player normally", asked: ["is damage the same as losing life", "does damage to me count as life loss", "burn to the face lose life"] },
  // 119.3: gaining and losing life.
  { rule: "119.3", says: "gain life or lose life", asked: ["how does lifegain work", "drain an opponent lose life", "life loss vs damage"] },
  // 119.4: paying life needs enough life.
  { rule: "119.4", says: "equal to the amount of", asked: ["can i pay more life than i have", "pay life to go to zero", "can i pay 4 life at 4 life", "paying life with low life total"] },
  // 119.4a: paying life in two-headed giant.
  { rule: "119.4a", says: "team’s life total is greater than", asked: ["pay life in two headed giant", "2hg paying life with teammate"] },
  // 119.4b: paying 0 life.
  { rule: "119.4b", says: "Players can always pay 0 life", asked: ["can i pay zero life when i cant pay life", "pay 0 life under platinum emperion", "x life cost with x equals zero"] },
  // 119.5: setting a life total.
  { rule: "119.5", says: "life total to a specific number", asked: ["my life total becomes 10 did i gain life", "set life total triggers lifegain", "does setting life to 20 count as gaining life", "life total becomes a number"] },
  // 119.6: lose at 0 life.
  { rule: "119.6", says: "has 0 or less life", asked: ["when do you die from life loss", "at zero life do i lose right away", "dead at 0 life"] },
  // 119.7: can't gain life vs exchanges.
  { rule: "119.7", says: "can’t gain life", asked: ["exchange life totals when i cant gain life", "switch life totals under sulfuric vortex", "cant gain life and lifelink"] },
  // 119.8: can't lose life vs exchanges.
  { rule: "119.8", says: "can’t lose life", asked: ["exchange life totals when they cant lose life", "cant lose life and pay life", "platinum emperion switch life totals"] },
  // 119.9: gaining 0 life isn't a life gain event.
  { rule: "119.9", says: "If a player gains 0 life", asked: ["does gaining zero life trigger lifegain", "gain 0 life trigger", "lifelink with zero power trigger"] },
  // 120.1: what can be dealt damage.
  { rule: "120.1", says: "battles, creatures, planeswalkers, and players", asked: ["what can be damaged", "can i deal damage to an artifact", "can damage hit a battle"] },
  // 120.1a: damage only to battles, creatures, planeswalkers.
  { rule: "120.1a", says: "Damage can’t be dealt", asked: ["can i damage an enchantment", "damage to a noncreature vehicle", "what happens to damage dealt to a land"] },
  // 120.2a: combat damage equal to power.
  { rule: "120.2a", says: "combat damage equal to its power", asked: ["how much damage does my creature deal", "does a blocker deal damage too", "combat damage is power"] },
  // 120.2b: which object deals damage from a spell.
  { rule: "120.2b", says: "specify which object deals that damage", asked: ["does my creature deal the damage or the spell", "fight spell who deals damage", "is a burn spell the source of damage"] },
  // 120.3a: damage to players causes life loss.
  { rule: "120.3a", says: "a source without infect", asked: ["what happens when a creature hits me", "unblocked creature damage to a player", "go face damage life loss"] },
  // 120.3b: infect damage to players.
  { rule: "120.3b", says: "a source with infect", asked: ["does infect damage cause life loss", "infect creature hits a player", "poison from infect damage"] },
  // 120.3c: damage to planeswalkers removes loyalty.
  { rule: "120.3c", says: "Damage dealt to a planeswalker", asked: ["what happens when you attack a planeswalker", "burn a planeswalker", "damage to a planeswalker removes loyalty"] },
  // 120.3d: wither and infect damage to creatures.
  { rule: "120.3d", says: "with wither and/or infect", asked: ["does wither damage heal at end of turn", "infect damage to a creature", "minus one minus one counters from damage"] },
  // 120.3e: ordinary damage is marked.
  { rule: "120.3e", says: "marked on that creature", asked: ["what happens when a creature takes damage", "damage on a creature", "does damage stay on a creature"] },
  // 120.3f: lifelink.
  { rule: "120.3f", says: "a source with lifelink", asked: ["how does lifelink work", "does lifelink work on noncombat damage", "lifelink on a spell", "lifelink gain life at the same time"] },
  // 120.3g: toxic.
  { rule: "120.3g", says: "a creature with toxic", asked: ["how does toxic work", "toxic poison counters and damage", "toxic blocked creature"] },
  // 120.3h: damage to battles removes defense.
  { rule: "120.3h", says: "Damage dealt to a battle", asked: ["how do i defeat a battle", "attack a battle damage", "damage to a siege"] },
  // 120.4: damage processing steps.
  { rule: "120.4", says: "four-part sequence", asked: ["in what order is damage processed", "damage and lifelink timing", "when do damage triggers happen"] },
  // 120.4a: excess damage redirected.
  { rule: "120.4a", says: "excess damage", asked: ["how does excess damage work", "extra damage beyond lethal goes to the controller", "excess damage dealt to another target"] },
  // 120.5: damage doesn't destroy; SBAs do.
  { rule: "120.5", says: "doesn’t destroy it", asked: ["does damage destroy a creature", "does lethal damage count as destroy", "indestructible creature takes lethal damage", "regenerate from damage"] },
  // 120.6: damage wears off in cleanup; lethal damage.
  { rule: "120.6", says: "remains until the cleanup step", asked: ["when does damage wear off", "does damage stay on a creature until end of turn", "damage heals at end of turn", "what is lethal damage", "two damage spells add up on a creature"] },
  // 120.7: choosing a source of damage.
  { rule: "120.7", says: "choose a source of damage", asked: ["what counts as a source of damage", "choose a source for a prevention effect", "can i pick a spell as the source"] },
  // 120.8: zero damage isn't dealt.
  { rule: "120.8", says: "would deal 0 damage", asked: ["does a 0 power creature deal damage", "zero damage triggers", "does deathtouch work with zero power", "0 damage lifelink"] },
  // 120.9: "damage dealt" refers to the named sources.
  { rule: "120.9", says: "“damage dealt,”", asked: ["whenever this deals damage how much counts", "damage dealt at the same time by other sources"] },
  // 120.10: excess damage triggers.
  { rule: "120.10", says: "been dealt excess damage", asked: ["when is damage excess", "overkill damage trigger", "excess damage on a creature with damage already"] },
  // 121.1: drawing a card.
  { rule: "121.1", says: "A player draws a card", asked: ["what counts as drawing a card", "draw for the turn", "draw step draw"] },
  // 121.2: draws are one at a time.
  { rule: "121.2", says: "only be drawn one at a", asked: ["draw three cards one at a time", "does draw two trigger twice", "each card drawn separately"] },
  // 121.2a: draw replacements on a number of draws.
  { rule: "121.2a", says: "refer to the number of cards", asked: ["draw two replaced by draw three", "replacement that changes how many cards i draw"] },
  // 121.2b: can't draw more than one card each turn.
  { rule: "121.2b", says: "more than one card each turn", asked: ["spirit of the labyrinth draw two", "cant draw more than one card and draw three", "narset second draw"] },
  // 121.2c: active player draws first.
  { rule: "121.2c", says: "performs all of their draws first", asked: ["each player draws who draws first", "order of drawing when everyone draws"] },
  // 121.3: choosing to draw from an empty library.
  { rule: "121.3", says: "the choice to draw", asked: ["can i choose to draw with an empty library", "may draw with no library", "may draw a card when library is empty"] },
  // 121.4: drawing from an empty library loses.
  { rule: "121.4", says: "a library with no cards", asked: ["when do you lose for decking", "drew from empty library lose immediately", "do i lose right away when i cant draw", "laboratory maniac empty library draw"] },
  // 121.5: putting into hand isn't drawing.
  { rule: "121.5", says: "without using the word “draw,”", asked: ["is putting a card into my hand drawing", "does tutoring count as drawing", "return to hand counts as draw", "put into hand trigger draw effects"] },
  // 121.6a: draw replacements with an empty library.
  { rule: "121.6a", says: "replaces a card draw", asked: ["dredge with an empty library", "replace a draw with no cards left", "can i replace a draw if my library is empty"] },
  // 121.6b: replacing a draw mid-sequence.
  { rule: "121.6b", says: "within a sequence of card draws", asked: ["dredge in the middle of drawing three", "replace one draw out of several"] },
  // 121.7: replacements that cause draws.
  { rule: "121.7", says: "result in one or more card", asked: ["prevent damage and draw a card order", "replacement that draws cards when"] },
  // 121.8: cards drawn while casting.
  { rule: "121.8", says: "kept face down until that spell", asked: ["draw a card while casting a spell", "cards drawn mid cast"] },
  // 121.9: reveal as you draw (miracle).
  { rule: "121.9", says: "reveal a card as they draw", asked: ["miracle look before reveal", "can i look at the card before revealing it on draw", "reveal as you draw"] },
  // 122.1: counters.
  { rule: "122.1", says: "Counters are not objects", asked: ["what is a counter", "is a counter a token", "are counters the same as tokens"] },
  // 122.1a: +1/+1 and -1/-1 counters.
  { rule: "122.1a", says: "A +X/+Y counter", asked: ["how do plus one counters work", "minus one counters on a creature", "do +1/+1 counters stay"] },
  // 122.1b: keyword counters.
  { rule: "122.1b", says: "keyword counter", asked: ["flying counter what does it do", "what keywords can be counters", "does a lifelink counter stack", "keyword counters on a creature"] },
  // 122.1c: shield counters.
  { rule: "122.1c", says: "shield counters", asked: ["how do shield counters work", "shield counter vs destroy", "does a shield counter stop damage", "shield counter and exile", "shield counter sacrifice"] },
  // 122.1d: stun counters.
  { rule: "122.1d", says: "stun counter", asked: ["how do stun counters work", "stun counter on untapped creature", "remove stun counter instead of untap"] },
  // 122.1e: loyalty counters.
  { rule: "122.1e", says: "0 loyalty", asked: ["when does a planeswalker die", "planeswalker at zero loyalty", "loyalty counters on a planeswalker"] },
  // 122.1f: poisoned.
  { rule: "122.1f", says: "“poisoned”", asked: ["what does poisoned mean", "how many poison counters kill", "poison counters on a player"] },
  // 122.1g: defense counters.
  { rule: "122.1g", says: "0 defense", asked: ["when is a battle defeated", "battle at zero defense", "defense counters"] },
  // 122.1h: finality counters.
  { rule: "122.1h", says: "finality counters", asked: ["what does a finality counter do", "finality counter dies exile", "finality counter and undying"] },
  // 122.1i: rad counters.
  { rule: "122.1i", says: "rad counters", asked: ["how do rad counters work", "what happens with rad counters", "rad counter mill"] },
  // 122.2: counters don't follow zone changes.
  { rule: "122.2", says: "not retained if that object moves", asked: ["do counters stay when a creature is flickered", "bounce a creature do the counters stay", "counters after dying", "are counters removed when it leaves"] },
  // 122.3: +1/+1 and -1/-1 annihilate.
  { rule: "122.3", says: "+1/+1 counter and a -1/-1", asked: ["plus one and minus one counters cancel", "persist and +1/+1 counter", "undying with a minus counter", "do opposite counters cancel out"] },
  // 122.4: caps on counters.
  { rule: "122.4", says: "can’t have more than N counters", asked: ["card that cant have more than a number of counters", "excess counters removed", "max counters on a permanent"] },
  // 122.5: moving counters.
  { rule: "122.5", says: "“move” a counter", asked: ["how does moving counters work", "move counters to the same creature", "move a counter that isnt there"] },
  // 122.6: counters put as it enters.
  { rule: "122.6", says: "counters being put on an object", asked: ["does entering with counters count as putting counters", "enters with counters trigger", "does a creature entering with +1/+1 counters trigger counter abilities"] },
  // 122.6a: who puts counters on an entering object.
  { rule: "122.6a", says: "enters the battlefield with counters on", asked: ["who puts counters on a creature that enters with counters", "do i put the counters on when it enters for hardened scales"] },
  // 122.7: Nth counter triggers.
  { rule: "122.7", says: "“When/Whenever the Nth [kind] counter”", asked: ["third counter trigger", "trigger on the fifth counter", "adding several counters past the number"] },
  // 122.8: counters from a creature that left.
  { rule: "122.8", says: "put one object’s counters", asked: ["put counters from a dead creature onto another", "modular counters when it dies", "move counters from a creature that left"] },
  // 122.9: sacrifice to move counters.
  { rule: "122.9", says: "sacrificing the object with those counters", asked: ["sacrifice to put its counters on another", "sac cost move counters"] },
  // 123.1: stickers.
  { rule: "123.1", says: "A sticker is a marker", asked: ["what are stickers", "how do unfinity stickers work", "is a sticker a counter"] },
  // 123.2a: sticker sheets in constructed.
  { rule: "123.2a", says: "at least ten sticker sheets", asked: ["how many sticker sheets do i need", "sticker sheets in constructed", "choose three sticker sheets"] },
  // 123.3b: stickers only on your own stuff.
  { rule: "123.3b", says: "put a sticker on an object", asked: ["can i sticker my opponents creature", "put a sticker on a card i dont own"] },
  // 123.3c: ticket cost for stickers.
  { rule: "123.3c", says: "must pay that much {TK}", asked: ["how much to put a sticker on", "ticket cost of a sticker"] },
  // 123.5: stickers through zone changes.
  { rule: "123.5", says: "Stickers on an object are", asked: ["do stickers stay when the creature dies", "sticker goes to hand", "sticker on a card in the graveyard"] },
  // 123.6b: placing a name sticker.
  { rule: "123.6b", says: "chooses a position in that object’s", asked: ["where does the name sticker go", "name sticker new name"] },
  // 123.7: ability stickers.
  { rule: "123.7", says: "An ability sticker", asked: ["what does an ability sticker do", "ability sticker on a card in hand"] },
  // 123.8: power and toughness stickers.
  { rule: "123.8", says: "A power and toughness sticker", asked: ["power toughness sticker sets stats", "two power toughness stickers"] },
  // 200.2: parts of a card that are characteristics.
  { rule: "200.2", says: "are also characteristics", asked: ["is the illustration a characteristic", "is the expansion symbol a characteristic", "does the artist matter"] },
  // 201.2: the English name counts.
  { rule: "201.2", says: "English version of its name", asked: ["foreign card name", "naming a card in another language", "japanese card same name as english"] },
  // 201.2a: same name.
  { rule: "201.2a", says: "at least one name in common", asked: ["do two face down creatures have the same name", "same name with split cards", "legend rule same name"] },
  // 201.2b: different names.
  { rule: "201.2b", says: "objects with different names", asked: ["do face down creatures have different names", "with different names requirement"] },
  // 201.3: interchangeable names.
  { rule: "201.3", says: "interchangeable", asked: ["universes within names count as the same card", "secret lair different name same card", "4 copies across different name versions"] },
  // 201.4: naming a card.
  { rule: "201.4", says: "choose a card name", asked: ["what can i name with a name a card effect", "can i name a token", "pithing needle name a card", "name a card that isnt in the game"] },
  // 201.4a: naming with characteristics.
  { rule: "201.4a", says: "choose a card name with certain", asked: ["name a nonland card", "choose a creature card name"] },
  // 201.4b: naming a split card.
  { rule: "201.4b", says: "name of a split card", asked: ["how do i name a split card", "name one half of a split card", "meddling mage naming fire ice"] },
  // 201.4c: flip card names.
  { rule: "201.4c", says: "flip card’s alternative name", asked: ["name the flipped side of a kamigawa flip card", "naming a flip card"] },
  // 201.4d: naming a back face.
  { rule: "201.4d", says: "name of the back face", asked: ["can i name the back face of a double faced card", "name the transformed side"] },
  // 201.4f: adventurer names.
  { rule: "201.4f", says: "adventurer card’s alternative name", asked: ["name the adventure half", "name an adventure spell with pithing needle"] },
  // 201.5: self-reference by name.
  { rule: "201.5", says: "it’s on by name", asked: ["does a card that says its own name mean other copies", "this card by name means only itself", "card name in text refers to which one"] },
  // 201.6: alternate names on promos.
  { rule: "201.6", says: "secondary title bar", asked: ["card with two names on it godzilla", "which name counts on a promo with a different name", "alternate name card legality"] },
  // 202.1a: paying colored mana symbols.
  { rule: "202.1a", says: "matching the type of any colored", asked: ["how do i read the mana cost", "do i need the right colors to cast", "pay colored mana symbols"] },
  // 202.1b: no mana cost.
  { rule: "202.1b", says: "Some objects have no mana cost", asked: ["do lands have a mana cost", "tokens mana cost", "what is the mana cost of a land"] },
  // 202.2: color from mana cost.
  { rule: "202.2", says: "mana symbols in its mana", asked: ["what color is a card", "is a land colorless", "card color and frame"] },
  // 202.2b: colorless objects.
  { rule: "202.2b", says: "Objects with no colored mana symbols", asked: ["is an artifact colorless", "is a devoid card colorless", "no colored symbols what color"] },
  // 202.2c: multicolored.
  { rule: "202.2c", says: "two or more different colored", asked: ["what makes a card multicolored", "is a gold card multicolored", "gold frame means"] },
  // 202.2d: hybrid and Phyrexian are all their colors.
  { rule: "202.2d", says: "all of the colors of", asked: ["what color is a hybrid card", "is a phyrexian mana card colored", "hybrid card both colors", "is a card with a phyrexian symbol colorless"] },
  // 202.3: mana value.
  { rule: "202.3", says: "The mana value of an object", asked: ["what is mana value", "what is cmc", "converted mana cost", "how do i count mana value", "total mana cost of a card"] },
  // 202.3a: no mana cost means 0.
  { rule: "202.3a", says: "with no mana cost is 0", asked: ["mana value of a land", "token mana value", "mana value of a card with no mana cost"] },
  // 202.3b: back face of a transforming card.
  { rule: "202.3b", says: "mana cost of its front face", asked: ["mana value of the back of a flip card", "transformed creature mana value", "double faced card back side mana value"] },
  // 202.3c: melded mana value.
  { rule: "202.3c", says: "mana value of a melded permanent", asked: ["mana value of a meld card", "melded creature cmc"] },
  // 202.3d: split card mana value.
  { rule: "202.3d", says: "split card", asked: ["mana value of a split card", "split card cmc in graveyard", "split card on the stack mana value"] },
  // 202.3e: X in mana value.
  { rule: "202.3e", says: "X is treated as 0", asked: ["what is the mana value of an x spell", "x spell cmc on the stack", "x card mana value in hand"] },
  // 202.3f: hybrid mana value.
  { rule: "202.3f", says: "use the largest component", asked: ["mana value of a 2/w hybrid", "cmc of hybrid cost", "monocolored hybrid mana value"] },
  // 202.3g: Phyrexian mana value.
  { rule: "202.3g", says: "contributes 1 to its mana value", asked: ["mana value of a phyrexian mana card", "does paying life lower mana value", "cmc of phyrexian mana"] },
  // 202.4: additional costs aren't mana cost.
  { rule: "202.4", says: "isn’t part of the mana cost", asked: ["does an additional cost count in mana value", "does the tax count toward mana cost", "kicker and mana cost"] },
  // 203.1: illustration has no effect.
  { rule: "203.1", says: "depicted as flying", asked: ["does the art matter", "creature art shows wings does it fly", "does the picture affect the game"] },
  // 204.1: color indicator.
  { rule: "204.1", says: "color indicator", asked: ["what is the colored dot by the type line", "what color is a card without a mana cost", "back face color"] },
  // 205.1: the type line.
  { rule: "205.1", says: "The type line", asked: ["where is the type on a card", "what does the type line show"] },
  // 205.1a: setting card type replaces types.
  { rule: "205.1a", says: "replaces any existing card types", asked: ["if a creature becomes an artifact is it still a creature", "land becomes a creature does it lose land", "counters stay when it changes type"] },
  // 205.1b: "in addition to its other types".
  { rule: "205.1b", says: "in addition to its other types", asked: ["becomes a creature in addition to its other types", "manland still a land", "keeps its old types"] },
  // 205.2a: the card types.
  { rule: "205.2a", says: "The card types are artifact", asked: ["what are the card types", "is tribal a card type", "list of card types", "is kindred a card type"] },
  // 205.2b: multiple card types.
  { rule: "205.2b", says: "more than one card type", asked: ["is an artifact creature an artifact", "does artifact removal hit artifact creatures", "artifact land counts as both"] },
  // 205.2c: tokens have types.
  { rule: "205.2c", says: "Tokens have card types", asked: ["does a token have a card type", "is a creature token a creature"] },
  // 205.3d: can't gain a mismatched subtype.
  { rule: "205.3d", says: "can’t gain a subtype", asked: ["can a land be a goblin", "give a creature a land type", "subtypes that dont match its type"] },
  // 205.3e: choosing a subtype.
  { rule: "205.3e", says: "choose a subtype", asked: ["choose a creature type can i choose a made up one", "name a creature type", "choose a type like forest for creature type"] },
  // 205.3g: artifact types.
  { rule: "205.3g", says: "artifact types", asked: ["is equipment an artifact type", "artifact subtypes list", "is a vehicle an artifact type"] },
  // 205.3h: enchantment types.
  { rule: "205.3h", says: "enchantment types", asked: ["is aura an enchantment type", "enchantment subtypes", "is saga a type"] },
  // 205.3i: land types and basic land types.
  { rule: "205.3i", says: "basic land types", asked: ["what are the basic land types", "is gate a land type", "land subtypes list", "does a dual land have basic land types"] },
  // 205.3k: spell types.
  { rule: "205.3k", says: "spell types", asked: ["is arcane a spell type", "instant subtypes", "is adventure a type"] },
  // 205.3m: creature types.
  { rule: "205.3m", says: "creature types", asked: ["list of creature types", "is this a real creature type", "valid creature types"] },
  // 205.4a: supertypes.
  { rule: "205.4a", says: "The supertypes are basic", asked: ["what are supertypes", "is legendary a type", "is snow a supertype"] },
  // 205.4b: supertypes independent of types.
  { rule: "205.4b", says: "supertype is independent", asked: ["does a legendary creature stay legendary if it becomes an artifact", "change type keeps legendary", "gaining snow keeps basic"] },
  // 205.4c: basic lands.
  { rule: "205.4c", says: "nonbasic land", asked: ["is a shock land basic", "what counts as a basic land", "snow covered forest is it basic", "dual land with forest type basic"] },
  // 205.4d: legend rule.
  { rule: "205.4d", says: "legend rule", asked: ["how does the legend rule work", "two copies of a legendary creature", "legendary permanent same name"] },
  // 205.4e: legendary instants and sorceries.
  { rule: "205.4e", says: "legendary instant or sorcery", asked: ["how do legendary sorceries work", "can i cast a legendary sorcery without a legend", "legendary spell casting requirement"] },
  // 205.4f: world rule.
  { rule: "205.4f", says: "world rule", asked: ["what is the world rule", "two world enchantments"] },
  // 205.4g: snow permanents.
  { rule: "205.4g", says: "snow permanent", asked: ["what makes something snow", "is a snow covered land snow", "snow permanent meaning"] },
  // 206.1: expansion symbol.
  { rule: "206.1", says: "expansion symbol", asked: ["what does the set symbol do", "does the set symbol matter in game"] },
  // 206.2: rarity color.
  { rule: "206.2", says: "mythic rare", asked: ["what rarity is this card", "what does a gold set symbol mean", "rarity colors"] },
  // 206.4: any printing is legal.
  { rule: "206.4", says: "from any printing", asked: ["can i use an old printing in standard", "reprint from an older set legal", "old border card in modern"] },
  // 207.2a: reminder text.
  { rule: "207.2a", says: "Reminder text", asked: ["does reminder text matter", "what is the text in parentheses", "reminder text rules"] },
  // 207.2b: flavor text.
  { rule: "207.2b", says: "Flavor text", asked: ["does flavor text do anything", "italic text at the bottom"] },
  // 207.2c: ability words.
  { rule: "207.2c", says: "ability word", asked: ["what does landfall mean", "ability words have rules", "is landfall a keyword", "do ability words do anything"] },
  // 207.2d: flavor words.
  { rule: "207.2d", says: "flavor words", asked: ["italic word at the start of an ability", "flavor word meaning"] },
  // 207.3: watermarks.
  { rule: "207.3", says: "guild icon", asked: ["does the guild watermark matter", "background symbol in the text box"] },
  // 208.1: power and toughness.
  { rule: "208.1", says: "The first number is its power", asked: ["what do the numbers on a creature mean", "which number is power", "how do power and toughness work"] },
  // 208.2a: star power/toughness CDAs.
  { rule: "208.2a", says: "are each equal to", asked: ["what is a star creature", "power is equal to number of cards", "creature with asterisk power", "star power in the graveyard"] },
  // 208.2b: choose P/T as it enters.
  { rule: "208.2b", says: "battlefield or is turned face up", asked: ["choose power as it enters", "star power chosen on entering"] },
  // 208.3: noncreatures have no power or toughness.
  { rule: "208.3", says: "noncreature permanent has no power", asked: ["does a vehicle have power when not crewed", "power of an uncrewed vehicle", "noncreature power"] },
  // 208.3a: setting P/T of a noncreature.
  { rule: "208.3a", says: "doesn’t do anything unless that permanent", asked: ["pump a vehicle before it is crewed", "+2/+2 on an uncrewed vehicle", "set power of a noncreature"] },
  // 208.4: base power and toughness.
  { rule: "208.4", says: "base power", asked: ["what is base power", "base power and toughness meaning", "base power vs current power"] },
  // 208.4b: checking base power.
  { rule: "208.4b", says: "check a creature’s base power", asked: ["does a pump spell change base power", "base power ignores counters", "counters count for base power"] },
  // 208.5: no value means 0.
  { rule: "208.5", says: "its power is 0", asked: ["creature with no power", "power undefined is zero"] },
  // 209.1: starting loyalty.
  { rule: "209.1", says: "loyalty number printed", asked: ["how much loyalty does a planeswalker start with", "loyalty in the corner", "planeswalker starting counters"] },
  // 209.2: loyalty ability timing.
  { rule: "209.2", says: "activated ability with a loyalty symbol", asked: ["when can planeswalkers be activated", "sorcery speed planeswalker", "activate planeswalker twice"] },
  // 210.1: battle defense.
  { rule: "210.1", says: "defense number", asked: ["how much defense does a battle start with", "battle defense counters enter"] },
];
