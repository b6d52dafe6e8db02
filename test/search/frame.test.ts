import { describe, expect, it } from "vitest";
import { unframed } from "../../src/search/frame";

describe("unframed: the frame typed around what is asked", () => {
  it.each([
    ["rules for trample", "trample"],
    ["Can someone explain banding?", "banding"],
    ["what's the deal with phasing", "phasing"],
    ["whats the deal with phasing", "phasing"],
    ["deathtouch ruling?", "deathtouch"],
    ["mulligan rules", "mulligan"],
    ["is there a rule about hand size", "hand size"],
    ["what are the rules on cascade", "cascade"],
    ["help with the stack", "the stack"],
    ["confused about layers", "layers"],
    ["how do copy rules work", "copy"],
    ["quick question: rules for banding?", "banding"],
  ])("%s asks %s", (q, asked) => {
    expect(unframed(q)).toBe(asked);
  });

  it.each(["rules of the game", "deal damage", "legend rule", "rules", "question", "rules for", "how does trample work", "what is a permanent", "can I respond to a mana ability"])(
    "%s has no frame to set aside",
    (q) => {
      expect(unframed(q)).toBe(q);
    },
  );
});

describe("unframed: a run of frame words at either end", () => {
  it.each([
    ["anyone know about trample", "about trample"],
    ["trying to understand on the draw", "on the draw"],
    ["Thoughts on banding?", "on banding"],
    ["hey guys, quick question on the draw", "on the draw"],
    ["trample explanation please", "trample"],
  ])("%s asks %s", (q, asked) => {
    expect(unframed(q)).toBe(asked);
  });

  it.each(["on the draw", "help", "anyone know", "replacement effect interaction", "trample with deathtouch"])("%s keeps its words", (q) => {
    expect(unframed(q)).toBe(q);
  });
});

describe("unframed: a closing clause of frame words, and asking words before a run", () => {
  it.each([
    ["trample, what's the ruling?", "trample"],
    ["banding - how does that work?", "banding"],
    ["deathtouch and trample, is that right?", "deathtouch and trample"],
    ["does anyone know the rules for banding", "banding"],
    ["can anybody clarify phasing", "phasing"],
  ])("%s asks %s", (q, asked) => {
    expect(unframed(q)).toBe(asked);
  });

  it.each(["if my commander dies, what happens", "can I sacrifice a creature", "does trample work with deathtouch", "what's the ruling", "my creature has trample, does it assign damage"])("%s keeps its words", (q) => {
    expect(unframed(q)).toBe(q);
  });
});
