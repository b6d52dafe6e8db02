/** The five colors (203.2c: "The five colors are white, blue, black, red, and green"), as card text writes them. */
export const COLORS: readonly string[] = ["white", "blue", "black", "red", "green"];
