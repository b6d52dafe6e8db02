import { describe, expect, it } from "vitest";
import { analyzeTerms } from "../../src/search/analyze";
import { otherForms } from "../../src/search/verb-forms";

const term = (word: string) => analyzeTerms(word)[0];

describe("otherForms: the forms of an irregular verb the stemmer leaves apart", () => {
  it("each form of a verb reaches the others, as terms", () => {
    expect(otherForms(term("leaves"))).toEqual([term("left")]);
    expect(otherForms(term("left"))).toEqual([term("leave")]);
    expect([...otherForms(term("chosen"))].sort()).toEqual([term("choose"), term("chose")].sort());
  });

  it("a regular verb and a word that is no verb have none", () => {
    expect(otherForms(term("attacks"))).toEqual([]);
    expect(otherForms(term("creature"))).toEqual([]);
  });

  it("the verbs measured and left out have none: the rules' 'dealt' and 'gone' are not what a player's 'deal' and 'go' ask", () => {
    expect(otherForms(term("deal"))).toEqual([]);
    expect(otherForms(term("go"))).toEqual([]);
  });
});
