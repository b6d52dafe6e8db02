/**
 * Just enough of an EDN reader to load queries/*.edn: it splits text into
 * top-level forms (skipping `;` comments, respecting strings), reads a map
 * of keyword → form, and names the rules of a rules vector, so each query
 * is handed only the rules it calls (datascript re-reads the rules string
 * on every call). Forms stay text; datascript parses them.
 */

const PAIRS: Record<string, string> = { "[": "]", "(": ")", "{": "}" };

/** The top-level forms of `text`, each as its own text. */
export function forms(text: string): string[] {
  const out: string[] = [];
  const open: string[] = [];
  const at: number[] = [];
  let depth = 0;
  let start = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === ";") {
      while (i < text.length && text[i] !== "\n") i++;
      continue;
    }
    if (c === '"') {
      const opened = i;
      if (start < 0) start = i;
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === "\\") i++;
      if (i >= text.length) throw new Error(`a string opened at offset ${opened} is not closed`);
      if (depth === 0) {
        out.push(text.slice(start, i + 1));
        start = -1;
      }
      continue;
    }
    if (c === "[" || c === "(" || c === "{") {
      if (depth === 0) start = i;
      depth++;
      open.push(c);
      at.push(i);
    } else if (c === "]" || c === ")" || c === "}") {
      depth--;
      if (depth < 0) throw new Error(`unbalanced "${c}" at offset ${i}`);
      const opener = open.pop();
      const from = at.pop();
      if (PAIRS[opener!] !== c) throw new Error(`"${c}" at offset ${i} closes the "${opener}" opened at offset ${from}`);
      if (depth === 0) {
        out.push(text.slice(start, i + 1));
        start = -1;
      }
    } else if (depth === 0 && /\S/.test(c) && c !== ",") {
      let j = i;
      while (j < text.length && /[^\s,[\](){}";]/.test(text[j])) j++;
      out.push(text.slice(i, j));
      i = j - 1;
    }
  }
  if (depth !== 0) throw new Error(`unbalanced brackets: the "${open.at(-1)}" opened at offset ${at.at(-1)} is not closed`);
  return out;
}

/** The forms inside a bracketed form: `[a (b) c]` → ["a", "(b)", "c"]. */
export function inner(form: string): string[] {
  return forms(form.slice(1, -1));
}

/** A `{:key form …}` map as keyword name → form text. */
export function readMap(text: string): Map<string, string> {
  const [map, ...rest] = forms(text);
  if (!map?.startsWith("{") || rest.length) throw new Error("expected one {:key form …} map");
  const items = inner(map);
  if (items.length % 2) throw new Error("a map needs a value for every key");
  const out = new Map<string, string>();
  for (let i = 0; i < items.length; i += 2) {
    if (!items[i].startsWith(":")) throw new Error(`map key ${items[i]} is not a keyword`);
    out.set(items[i].slice(1), items[i + 1]);
  }
  return out;
}

/** The name of a rule form `[(name ?a …) clause …]`. */
export function ruleName(rule: string): string {
  const m = /^\[\s*\(\s*([^\s()]+)/.exec(rule);
  if (!m) throw new Error(`not a rule: ${rule.slice(0, 60)}`);
  return m[1];
}

/** Names of the rules a form calls: list forms `(name …)` whose name is a known rule. */
export function calls(form: string, known: Set<string>): Set<string> {
  const out = new Set<string>();
  // Text inside string literals is data, not a call.
  const code = form.replace(/"(?:[^"\\]|\\.)*"/g, '""');
  for (const m of code.matchAll(/\(\s*([^\s()[\]"]+)/g)) if (known.has(m[1])) out.add(m[1]);
  return out;
}

/** "line L, column C" of an offset, for messages about a user's text. */
export function position(text: string, offset: number): string {
  const before = text.slice(0, offset);
  const line = before.split("\n").length;
  return `line ${line}, column ${offset - before.lastIndexOf("\n")}`;
}
