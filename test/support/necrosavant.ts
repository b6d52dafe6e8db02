/**
 * The seeds' own example card (402.8h): Necrosavant, whose ability works only
 * in its owner's graveyard, and the smallest state that asks about it. Shared
 * by the suites that need a question that is known to be answered.
 */
export const NECROSAVANT =
  "{3}{B}{B}, Sacrifice a creature: Return Necrosavant from your graveyard to play. Play this ability only during your upkeep.";

export const NECRO_STATE = {
  players: ["alice", "bob"],
  turn: { number: 4, active: "alice", step: "upkeep" },
  objects: [{ id: "necro", name: "Necrosavant", owner: "alice", zone: "graveyard", types: ["creature"], colors: ["black"], text: NECROSAVANT }],
};
