/**
 * The files the CLI reads (questions, queries, states, rules, releases,
 * scenarios), each bounded before it is read: a regular file is stat'ed
 * first, so a 200 MB file is refused by its size without being read, and
 * anything else (standard input, a pipe, a device such as /dev/zero) is read
 * at most one byte past its limit.
 */
import { closeSync, openSync, readSync, statSync } from "node:fs";
import { badInput } from "../errors";

/** The reason `file` cannot be opened, in words. */
function cannot(file: string, e: unknown): never {
  const code = (e as NodeJS.ErrnoException).code;
  throw badInput(`cannot read ${file}: ${code === "ENOENT" ? "no such file" : code === "EISDIR" ? "it is a directory" : code ?? (e as Error).message}`);
}

/**
 * Refuses `file` before it is read: missing, a directory, or a regular file
 * of more than `max` bytes. Returns whether it is a regular file.
 */
export function checkFile(file: string, max: number): boolean {
  let stat;
  try {
    stat = statSync(file);
  } catch (e) {
    cannot(file, e);
  }
  if (stat.isDirectory()) throw badInput(`cannot read ${file}: it is a directory`);
  if (stat.isFile() && stat.size > max) throw badInput(`${file}: ${stat.size} bytes; at most ${max} are accepted`);
  return stat.isFile();
}

/** Standard input (0) or a file as UTF-8, refused past `max` bytes. `name` is how messages call it. */
export function readInput(file: string | 0, name: string, max: number): string {
  if (file !== 0) checkFile(file, max);
  let fd: number;
  try {
    fd = file === 0 ? 0 : openSync(file, "r");
  } catch (e) {
    cannot(name, e);
  }
  try {
    return readBounded(fd, name, max).toString("utf8");
  } finally {
    if (fd !== 0) closeSync(fd);
  }
}

/** Non-blocking standard input answers EAGAIN until data comes: wait this long, then read again. */
const RETRY_MS = 5;

function readBounded(fd: number, name: string, max: number): Buffer {
  const chunks: Buffer[] = [];
  let total = 0;
  const buffer = Buffer.alloc(Math.min(max + 1, 64 * 1024));
  for (;;) {
    let n: number;
    try {
      n = readSync(fd, buffer, 0, buffer.length, null);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === "EAGAIN") {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, RETRY_MS);
        continue;
      }
      if ((e as NodeJS.ErrnoException).code === "EOF") break;
      cannot(name, e);
    }
    if (n === 0) break;
    total += n;
    if (total > max) throw badInput(`${name}: more than ${max} bytes; at most ${max} are accepted`);
    chunks.push(Buffer.from(buffer.subarray(0, n)));
  }
  return Buffer.concat(chunks);
}
