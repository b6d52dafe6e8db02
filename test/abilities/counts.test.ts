import { describe, expect, it } from "vitest";
import { countOf, countPattern } from "../../src/abilities/counts";

describe("counts as card text writes them", () => {
  it("reads numerals, number words to ten and the article for one", () => {
    expect(["3", "12", "two", "Seven", "ten", "a", "an"].map(countOf)).toEqual([3, 12, 2, 7, 10, 1, 1]);
  });

  it("matches the article only where the reader's pattern accepts it", () => {
    const withArticles = new RegExp(`^discard ${countPattern(true)} cards?$`);
    const without = new RegExp(`^you have ${countPattern()} or more cards in hand$`);
    expect(withArticles.exec("discard a card")?.[1]).toBe("a");
    expect(withArticles.exec("discard three cards")?.[1]).toBe("three");
    expect(without.exec("you have a or more cards in hand")).toBeNull();
    expect(countOf(without.exec("you have seven or more cards in hand")![1])).toBe(7);
  });
});
