/**
 * Durable writes for the data directory and the release store: the bytes are
 * written in full (a short write is continued, not ignored), flushed to disk,
 * and read back before the caller renames the file into place, so a full
 * disk or a failing device fails the operation instead of leaving a
 * truncated file that the next start would skip (issue 11).
 */
import { closeSync, fsyncSync, openSync, readFileSync, writeSync } from "node:fs";

/** Writes `text` to `file`, flushes it and reads it back; throws naming the file on a short or failed write. */
export function writeVerified(file: string, text: string): void {
  const bytes = Buffer.from(text, "utf8");
  const fd = openSync(file, "w");
  try {
    let done = 0;
    while (done < bytes.length) {
      const n = writeSync(fd, bytes, done, bytes.length - done);
      if (n <= 0) throw new Error(`${file}: the disk took no more bytes after ${done} of ${bytes.length}`);
      done += n;
    }
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  const back = readFileSync(file);
  if (!back.equals(bytes)) throw new Error(`${file}: ${back.length} bytes on disk after writing ${bytes.length}`);
}
