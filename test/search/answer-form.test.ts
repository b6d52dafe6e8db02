import { describe, expect, it } from "vitest";
import { answerForms, asksDefinition, formWeight } from "../../src/search/answer-form";
import { WEIGHTS } from "../../src/search/weights";

/** The tests' weights: two different shares show which kind of form a paragraph has. */
const W = { ...WEIGHTS, FORM_WEIGHT: 0.25, QUESTION_WORD_WEIGHT: 0.5 };
const { FORM_WEIGHT, QUESTION_WORD_WEIGHT } = W;

describe("answerForms: the form of answer a question's template asks for", () => {
  it("'what happens if/when' and 'what if' ask for a conditional", () => {
    for (const q of ["what happens if my commander dies", "What happens when a permanent phases out", "what if my library is empty"]) expect(answerForms(q)).toHaveLength(1);
  });

  it("'what is X', 'what does X mean', 'how does X work' ask for a definition: a paragraph opening on its subject and 'is'", () => {
    for (const q of ["what is a permanent", "what's ward", "what does hexproof mean", "how does trample work"]) {
      expect(formWeight("Trample is a static ability.", answerForms(q), W)).toBe(1 + FORM_WEIGHT);
      expect(formWeight("A permanent is a card or token on the battlefield.", answerForms(q), W)).toBe(1 + FORM_WEIGHT);
      expect(formWeight("An attacking creature with trample assigns its excess damage.", answerForms(q), W)).toBe(1);
    }
  });

  it("a query that is no such question asks for none", () => {
    expect(answerForms("permanent phases out")).toEqual([]);
    expect(answerForms("sacrifice a creature")).toEqual([]);
  });

  it("a paragraph opening on a condition, perhaps after a clause of its setting, has the form; one with a condition further in has not", () => {
    const forms = answerForms("what happens if a commander goes to the graveyard");
    expect(formWeight("If a planeswalker has loyalty 0, it's put into its owner's graveyard.", forms, W)).toBe(1 + FORM_WEIGHT);
    expect(formWeight("In a Commander game, if a commander is in a graveyard, its owner may put it into the command zone.", forms, W)).toBe(1 + FORM_WEIGHT);
    expect(formWeight("A permanent is removed from combat if it leaves the battlefield.", forms, W)).toBe(1);
    expect(formWeight("If a planeswalker has loyalty 0, it's put into its owner's graveyard.", [], W)).toBe(1);
  });
});

describe("asksDefinition: a question asking what something is", () => {
  it("reads 'what is', 'what's', 'whats' typed without its apostrophe, 'what does ... mean', 'how does ... work'", () => {
    for (const q of ["what is a permanent", "What's trample", "whats connive", "what are replacement effects", "what does ward mean", "how does ward work"]) expect(asksDefinition(q), q).toBe(true);
  });

  it("not a question of another kind, nor the words elsewhere", () => {
    for (const q of ["connive", "what happens if a permanent phases out", "can I sacrifice a creature", "so what is it"]) expect(asksDefinition(q), q).toBe(false);
  });
});

describe("answerForms: the classic question words and the form of their answers", () => {
  const weighs = (q: string, text: string) => formWeight(text, answerForms(q), W) === 1 + QUESTION_WORD_WEIGHT;

  it("'how many/how much' asks for a quantity: a number in words or digits, or a count ('for each', 'equal to', 'that many', 'amount')", () => {
    for (const q of ["how many copies does storm make", "my deathtouch creature is blocked by three creatures, how much damage do I assign"]) {
      expect(weighs(q, "Storm means: copy it for each other spell that was cast before it this turn."), q).toBe(true);
      expect(weighs(q, "Any nonzero amount of combat damage is lethal damage."), q).toBe(true);
      expect(weighs(q, "Storm is a triggered ability that functions on the stack."), q).toBe(false);
    }
    expect(weighs("storm copies", "copy it for each other spell")).toBe(false);
  });

  it("'still/stay/keep/anymore' asks whether something lasts: a paragraph of persistence or its end ('even if', 'no longer', 'remains', 'continues')", () => {
    for (const q of ["does my creature still deal damage if it's not attacking anymore", "when I copy a spell can I keep the same target", "does the aura stay on"]) {
      expect(weighs(q, "The player may leave any number of the targets unchanged, even if those targets would be illegal."), q).toBe(true);
      expect(weighs(q, "It is no longer an attacking creature."), q).toBe(true);
      expect(weighs(q, "The player may choose new targets for the copy."), q).toBe(false);
    }
    expect(weighs("copy a spell new targets", "even if those targets would be illegal")).toBe(false);
  });

  it("'when does/at what point/how long' asks for a moment: a step or phase beginning or ending, 'until end of', 'the next time'", () => {
    for (const q of ["when does my saga get its lore counter", "at what point do I say what X is", "my creature got pumped, how long does it last"]) {
      expect(weighs(q, "As a player's precombat main phase begins, that player puts a lore counter on each Saga they control."), q).toBe(true);
      expect(weighs(q, "It gets +2/+2 until end of turn."), q).toBe(true);
      expect(weighs(q, "A Saga has chapter abilities."), q).toBe(false);
    }
    for (const q of ["when can I cast an instant", "what happens when my saga gets its last lore counter", "saga lore counter"]) expect(weighs(q, "At the beginning of your upkeep, put a lore counter."), q).toBe(false);
  });

  it("'can I/is it legal/am I allowed', first or after a comma, asks for a permission or a prohibition ('can', 'can't', 'may', 'cannot')", () => {
    for (const q of ["can I sacrifice a creature my opponent controls", "Is it legal to block with a tapped creature", "I have no cards left, am I allowed to draw"]) {
      expect(weighs(q, "A player can’t sacrifice something that isn’t a permanent."), q).toBe(true);
      expect(weighs(q, "The player may draw a card."), q).toBe(true);
      expect(weighs(q, "To sacrifice a permanent, its controller moves it to its owner’s graveyard."), q).toBe(false);
    }
    for (const q of ["when am I allowed to crew my vehicle", "sacrifice a creature my opponent controls"]) expect(weighs(q, "The player may activate it."), q).toBe(false);
  });

  it("a paragraph of several forms asked scores the largest of their weights, once", () => {
    const forms = answerForms("what happens if my creature is still attacking");
    expect(forms).toHaveLength(2);
    expect(formWeight("If it is no longer attacking, it deals no damage.", forms, W)).toBe(1 + Math.max(FORM_WEIGHT, QUESTION_WORD_WEIGHT));
    expect(formWeight("If it blocks, it deals damage.", forms, W)).toBe(1 + FORM_WEIGHT);
  });

  it("'do I have to/must I/is it mandatory' asks for an obligation or its lack ('must', 'required', 'if able', 'unless', 'isn't required')", () => {
    for (const q of ["do I have to attack with it", "must I pay the echo cost or can I just let it die", "is blocking mandatory"]) {
      expect(weighs(q, "Sacrifice it unless you pay its echo cost."), q).toBe(true);
      expect(weighs(q, "That player isn’t required to find those cards."), q).toBe(true);
      expect(weighs(q, "Echo is a triggered ability."), q).toBe(false);
    }
    expect(weighs("echo cost", "Sacrifice it unless you pay its echo cost.")).toBe(false);
  });
});

