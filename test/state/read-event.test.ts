/**
 * src/state/read-event.ts: the event of a triggers question (SPEC.md) read
 * against its state, the moment before the event. Each kind with its
 * defaults, then each bad field: a CrkbError (400 / exit 2) whose message
 * names the field path.
 */
import { describe, expect, it } from "vitest";
import { CrkbError } from "../../src/errors";
import { readEvent } from "../../src/state/read-event";
import { readState } from "../../src/state/read-state";

const STATE = readState({
  players: ["alice", "bob"],
  turn: { number: 3, active: "alice", step: "precombat-main" },
  objects: [
    { id: "bear", name: "Grizzly Bears", owner: "alice", zone: "in-play", types: ["creature"] },
    { id: "shock", name: "Shock", owner: "alice", zone: "hand", types: ["instant"] },
    { id: "stolen", name: "Hill Giant", owner: "bob", zone: "in-play", types: ["creature"], controller: "alice" },
    { id: "tusker", name: "Krosan Tusker", owner: "bob", zone: "hand", types: ["creature"] },
  ],
});

function read(e: unknown) {
  return readEvent(e, STATE);
}

/** Reading `e` is refused as bad input; its message starts with `path:`. */
function expectRejected(e: unknown, path: string, ...words: string[]): string {
  let caught: unknown;
  try {
    read(e);
  } catch (x) {
    caught = x;
  }
  expect(caught, "readEvent should have thrown").toBeInstanceOf(CrkbError);
  const err = caught as CrkbError;
  expect(err.code).toBe("bad_input");
  expect(err.status).toBe(400);
  expect(err.exitCode).toBe(2);
  expect(err.message.startsWith(`${path}:`), `"${err.message}" should start with "${path}:"`).toBe(true);
  for (const w of words) expect(err.message).toContain(w);
  return err.message;
}

describe("zone-change", () => {
  it("from defaults to each object's zone, and zone names are normalised", () => {
    expect(read({ kind: "zone-change", objects: ["bear", "shock"], to: "exile" })).toEqual({
      kind: "zone-change",
      objects: [
        { id: "bear", from: "in-play", to: "removed" },
        { id: "shock", from: "hand", to: "removed" },
      ],
      prevented: false,
    });
  });

  it("an explicit from that is where the object is, under its modern name", () => {
    expect(read({ kind: "zone-change", objects: ["bear"], from: "battlefield", to: "graveyard" }).kind).toBe("zone-change");
  });

  it("prevented is read", () => {
    expect(read({ kind: "zone-change", objects: ["bear"], to: "graveyard", prevented: true })).toMatchObject({ prevented: true });
  });

  it("missing objects is refused, naming event.objects", () => {
    expectRejected({ kind: "zone-change", to: "graveyard" }, "event.objects");
  });

  it("empty objects is refused, naming event.objects", () => {
    expectRejected({ kind: "zone-change", objects: [], to: "graveyard" }, "event.objects");
  });

  it("objects that is not a list is refused", () => {
    expectRejected({ kind: "zone-change", objects: "bear", to: "graveyard" }, "event.objects");
  });

  it("an unknown object is refused, naming its index and id", () => {
    expectRejected({ kind: "zone-change", objects: ["bear", "ghost"], to: "graveyard" }, "event.objects[1]", "ghost");
  });

  it("a bad to zone is refused, naming event.to", () => {
    expectRejected({ kind: "zone-change", objects: ["bear"], to: "nowhere" }, "event.to", "nowhere");
  });

  it("a missing to zone is refused, naming event.to", () => {
    expectRejected({ kind: "zone-change", objects: ["bear"] }, "event.to");
  });

  it("a bad from zone is refused, naming event.from", () => {
    expectRejected({ kind: "zone-change", objects: ["bear"], from: "nowhere", to: "hand" }, "event.from", "nowhere");
  });

  it("a from that is not where the object is is refused, naming event.from and the object", () => {
    expectRejected({ kind: "zone-change", objects: ["bear"], from: "hand", to: "graveyard" }, "event.from", "bear", "hand");
  });
});

describe("step-begins", () => {
  it("reads the step, whatever its case", () => {
    expect(read({ kind: "step-begins", step: "Upkeep" })).toEqual({ kind: "step-begins", step: "upkeep" });
  });

  it("an unknown step is refused, naming event.step", () => {
    expectRejected({ kind: "step-begins", step: "lunch" }, "event.step", "lunch", "upkeep");
  });

  it("a missing step is refused, naming event.step", () => {
    expectRejected({ kind: "step-begins" }, "event.step");
  });
});

describe("damage", () => {
  it("amount defaults to 1, not prevented", () => {
    expect(read({ kind: "damage", source: "bear", to: "bob" })).toEqual({ kind: "damage", source: "bear", to: "bob", toPlayer: true, amount: 1, prevented: false });
  });

  it("damage to an object", () => {
    expect(read({ kind: "damage", source: "bear", to: "stolen", amount: 2 })).toMatchObject({ to: "stolen", toPlayer: false, amount: 2, prevented: false });
  });

  it("amount 0 counts as prevented (410.7)", () => {
    expect(read({ kind: "damage", source: "bear", to: "bob", amount: 0 })).toMatchObject({ amount: 0, prevented: true });
  });

  it("prevented is read", () => {
    expect(read({ kind: "damage", source: "bear", to: "bob", amount: 3, prevented: true })).toMatchObject({ amount: 3, prevented: true });
  });

  it("an unknown source is refused, naming event.source", () => {
    expectRejected({ kind: "damage", source: "ghost", to: "bob" }, "event.source", "ghost");
  });

  it("damage to an unknown player is refused, naming event.to", () => {
    expectRejected({ kind: "damage", source: "bear", to: "carol" }, "event.to", "carol");
  });

  it("a negative amount is refused, naming event.amount", () => {
    expectRejected({ kind: "damage", source: "bear", to: "bob", amount: -1 }, "event.amount", "-1");
  });

  it("a fractional or non-number amount is refused, naming event.amount", () => {
    expectRejected({ kind: "damage", source: "bear", to: "bob", amount: 1.5 }, "event.amount");
    expectRejected({ kind: "damage", source: "bear", to: "bob", amount: "2" }, "event.amount");
  });
});

describe("cycle and play", () => {
  it("the player is the object's owner outside play", () => {
    expect(read({ kind: "cycle", object: "tusker" })).toEqual({ kind: "cycle", object: "tusker", player: "bob" });
    expect(read({ kind: "play", object: "shock" })).toEqual({ kind: "play", object: "shock", player: "alice" });
  });

  it("the player is the object's controller when it has one", () => {
    expect(read({ kind: "play", object: "stolen" })).toMatchObject({ player: "alice" });
  });

  it("an unknown or missing object is refused, naming event.object", () => {
    expectRejected({ kind: "cycle", object: "ghost" }, "event.object", "ghost");
    expectRejected({ kind: "play" }, "event.object");
  });
});

describe("state", () => {
  it("reads a state event", () => {
    expect(read({ kind: "state" })).toEqual({ kind: "state" });
  });
});

describe("the event itself", () => {
  it("an unknown kind is refused, naming event.kind and the kinds", () => {
    expectRejected({ kind: "explode" }, "event.kind", "explode", "zone-change");
  });

  it("a missing kind is refused, naming event.kind", () => {
    expectRejected({}, "event.kind");
  });

  it("an event that is not an object is refused, naming event", () => {
    for (const e of [null, undefined, "state", 3, []]) expectRejected(e, "event");
  });

  it("the path prefix can be given", () => {
    let message = "";
    try {
      readEvent({ kind: "nope" }, STATE, "asks[2].event");
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message.startsWith("asks[2].event.kind:")).toBe(true);
  });
});

describe("deeply nested values", () => {
  let deep: unknown = [];
  for (let i = 0; i < 100_000; i++) deep = [deep];

  it("give a 400 naming the field, not a crash", () => {
    expectRejected(deep, "event");
    expectRejected({ kind: deep }, "event.kind");
    expectRejected({ kind: "zone-change", objects: deep, to: "graveyard" }, "event.objects[0]");
    expectRejected({ kind: "zone-change", objects: ["bear"], to: deep }, "event.to");
    expectRejected({ kind: "zone-change", objects: ["bear"], from: deep, to: "hand" }, "event.from");
    expectRejected({ kind: "step-begins", step: deep }, "event.step");
    expectRejected({ kind: "damage", source: deep, to: "bob" }, "event.source");
    expectRejected({ kind: "damage", source: "bear", to: deep }, "event.to");
    expectRejected({ kind: "damage", source: "bear", to: "bob", amount: deep }, "event.amount");
    expectRejected({ kind: "play", object: deep }, "event.object");
  });
});
