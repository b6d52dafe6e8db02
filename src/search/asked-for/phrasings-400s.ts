/**
 * How players ask for the rules of the zones (400-499: library, hand,
 * graveyard, stack, exile, command), written from the 2026 CR's text and how
 * the game is played, never from a query set.
 */
import type { AskedFor } from "./row";

export const PHRASINGS_400S: readonly AskedFor[] = [
  { rule: "400.3", says: "its owner's corresponding zone", asked: ["I stole a creature and it died, whose graveyard does it go to", "bounce a creature I took from my opponent, to whose hand", "can a card go to my opponent's graveyard"] },
  { rule: "400.4a", says: "remains in its previous zone", asked: ["can an instant or sorcery be put onto the battlefield", "put a sorcery card into play with an effect", "what happens if an effect returns an instant to the battlefield"] },
  { rule: "400.5", says: "can't be changed except when effects or rules allow it", asked: ["can I rearrange the cards of my deck", "can I reorder spells on the stack", "can I arrange my permanents how I like"] },
  { rule: "400.7", says: "no memory of, or relation to, its previous existence", asked: ["flicker a creature does it come back as a new one", "a card that leaves and comes back is a different card", "does a returned creature remember being pumped", "is it the same creature after it changes zones"] },
  { rule: "400.7d", says: "what costs were paid to cast that spell", asked: ["does the creature know it was kicked after it resolves", "how much mana was spent on the creature spell", "check what I paid for the spell once it is on the battlefield"] },
  { rule: "400.7e", says: "can find the new object", asked: ["dies trigger return that card from the graveyard", "when it dies can its trigger find the card in the graveyard", "track a card after it goes to the graveyard"] },
  { rule: "400.8", says: "exile zone is exiled", asked: ["exile a card that is already in exile", "re-exile a card that was exiled"] },
  { rule: "400.11a", says: "sideboard are outside the game", asked: ["are my sideboard cards in the game", "get a card from my sideboard with a wish", "is the sideboard a zone"] },
  { rule: "400.12", says: "The zone itself is not affected", asked: ["shuffle my graveyard into my library, what happens to the graveyard", "wheel effect everyone shuffles hand away"] },
  { rule: "401.1", says: "deck becomes their library", asked: ["is my deck the library", "what is the library", "difference between deck and library"] },
  { rule: "401.2", says: "single face-down pile", asked: ["can I look through my own deck", "can I peek at the top card of my deck", "can I check the order of my deck"] },
  { rule: "401.3", says: "count the number of cards remaining", asked: ["how many cards are left in my opponent's deck", "can I count my opponent's deck", "check how many cards remain to draw"] },
  { rule: "401.4", says: "may arrange them in any order", asked: ["put several cards on top of my deck in what order", "put two cards on the bottom of the deck in any order I want", "do I show the order I put cards back on my deck"] },
  { rule: "401.7", says: "fewer than N cards", asked: ["put a card third from the top when only two cards are left", "deck too small to put a card that deep"] },
  { rule: "402.2", says: "maximum hand size", asked: ["how many cards can I hold", "discard down to seven at end of turn", "hand limit", "too many cards in hand"] },
  { rule: "402.3", says: "can't look at the cards in another player's hand", asked: ["can I see my opponent's hand", "can I ask how many cards my opponent holds", "may I look at my own hand any time"] },
  { rule: "404.1", says: "discard pile", asked: ["where do dead creatures go", "where does a countered spell go", "where does an instant go after it resolves", "what is the yard"] },
  { rule: "404.2", says: "single face-up pile", asked: ["can I look at my opponent's graveyard", "can I reorder my graveyard", "can I look through the yard at any time"] },
  { rule: "404.3", says: "same graveyard at the same time", asked: ["two creatures die at once, which goes on top of the graveyard", "order of cards going to the graveyard together", "choose graveyard order for creatures dying together"] },
  { rule: "405.4", says: "The controller of a spell is the player who cast it", asked: ["who controls a spell", "who controls a triggered ability", "whose ability is it on the stack"] },
  { rule: "405.5", says: "top (last-added) spell or ability on the stack resolves", asked: ["last in first out", "which spell resolves first", "what happens when both players pass", "what if the stack is empty and everyone passes"] },
  { rule: "405.6d", says: "Special actions don't use the stack", asked: ["can I respond to someone playing a land", "does turning a face-down creature face up use the stack", "can you respond to unmorphing"] },
  { rule: "405.6g", says: "concede the game at any time", asked: ["can I scoop", "can I concede in response to a spell", "when can a player give up", "forfeit the game"] },
  { rule: "406.3", says: "kept face up and may be examined by any player", asked: ["can I look at cards in exile", "can I see a card exiled face down", "may my opponent look at my exiled cards"] },
  { rule: "408.2", says: "Emblems may be created in the command zone", asked: ["where do emblems go", "can an emblem be destroyed or removed", "planeswalker ultimate emblem where is it kept"] },
];
