/**
 * Where the servers' CPU goes per request while a load row runs
 * (bench/load.ts with CRKB_LOAD_PROFILE=1): V8's sampling profiler on this
 * process's main thread (node:inspector, as --cpu-prof), its self time
 * summed by package (fastify, a plugin, node's own http, our src) and by
 * function, in µs per request answered. The profiler slows every function
 * alike, so the shares compare, not the absolute figures.
 */
import { Session, type Profiler } from "node:inspector";

type CallFrame = Profiler.ProfileNode["callFrame"];
import { sep } from "node:path";

/** Self time per request, µs, by package and by function, the largest first. */
export interface ProfileSeen {
  /** Every sample but the idle ones. */
  totalUs: number;
  byPackage: [string, number][];
  byFunction: [string, number][];
}

function post<T>(session: Session, method: string, params?: object): Promise<T> {
  return new Promise((resolve, reject) => session.post(method, params ?? {}, (err, result) => (err ? reject(err) : resolve(result as T))));
}

/** The package a script belongs to: its node_modules package, node's own, ours (src/, bench/), or V8's pseudo-functions. */
function packageOf(frame: CallFrame): string {
  const { url, functionName } = frame;
  if (url === "") return functionName.startsWith("(") ? functionName : "(native)";
  if (url.startsWith("node:")) return `node:${url.slice(5).split("/")[0] === "internal" ? url.slice(5).split("/").slice(0, 2).join("/") : url.slice(5)}`;
  const path = decodeURIComponent(url.replace(/^file:\/\//, ""));
  const modules = path.lastIndexOf(`node_modules${sep}`);
  if (modules >= 0) {
    const [scope, name] = path.slice(modules + 13).split(sep);
    return scope.startsWith("@") ? `${scope}/${name}` : scope;
  }
  const src = path.search(/[/\\](src|bench)[/\\]/);
  return src >= 0 ? path.slice(src + 1).split(sep).slice(0, 2).join("/") : path;
}

function functionOf(frame: CallFrame): string {
  const file = frame.url.split(/[/\\]/).pop() ?? "";
  return `${frame.functionName || "(anonymous)"} ${file}:${frame.lineNumber + 1}`;
}

/** Starts profiling; the function returned stops and sums the profile over `requests`. */
export async function profile(intervalUs = 100): Promise<(requests: number) => Promise<ProfileSeen>> {
  const session = new Session();
  session.connect();
  await post(session, "Profiler.enable");
  await post(session, "Profiler.setSamplingInterval", { interval: intervalUs });
  await post(session, "Profiler.start");
  return async (requests) => {
    const { profile: p } = await post<{ profile: Profiler.Profile }>(session, "Profiler.stop");
    session.disconnect();
    const nodes = new Map(p.nodes.map((n) => [n.id, n]));
    const byPackage = new Map<string, number>();
    const byFunction = new Map<string, number>();
    const add = (m: Map<string, number>, k: string, us: number) => m.set(k, (m.get(k) ?? 0) + us);
    p.samples!.forEach((id, i) => {
      const frame = nodes.get(id)!.callFrame;
      const us = p.timeDeltas![i] / Math.max(1, requests);
      add(byPackage, packageOf(frame), us);
      add(byFunction, functionOf(frame), us);
    });
    const sorted = (m: Map<string, number>) => [...m].filter(([k]) => k !== "(idle)").sort((a, b) => b[1] - a[1]);
    const totalUs = [...byPackage].reduce((sum, [k, us]) => (k === "(idle)" ? sum : sum + us), 0);
    return { totalUs, byPackage: sorted(byPackage), byFunction: sorted(byFunction) };
  };
}
