// Where a page's JavaScript spent the main thread, from a Chrome trace recorded with V8's sampling
// profiler (category `disabled-by-default-v8.cpu_profiler`): self time by function and by package,
// and each package's total (the samples with it anywhere on the stack: what it costs with all it
// calls), each built position read back through the build's source maps to the original file and
// line. The times are the ones the browser measured (not multiplied by a CPU slowdown as
// Lighthouse's estimates are): their proportions are what matter.
import { sourceMapLookup, type RawSourceMap, type SourceMapLookup } from './source-map-lookup';

type CallFrame = {
  functionName: string;
  /** Absent for frames without a script (builtins, V8's pseudo-frames). */
  url?: string;
  lineNumber: number;
  columnNumber: number;
};
type ProfileNode = { id: number; callFrame: CallFrame; parent?: number };
type TraceEvent = {
  name: string;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
};
export type Trace = { traceEvents: TraceEvent[] };

export type SelfTimeRow = { label: string; where: string; ms: number };
type Share = { name: string; selfMs: number; totalMs: number };
export type SelfTime = {
  /** Sampled time running anything but idle, in ms. */
  busyMs: number;
  functions: SelfTimeRow[];
  packages: Share[];
  areas: Share[];
};

/**
 * The packages grouped by what a change to the app could remove or defer (in this order: the
 * first that matches). A package in none is counted under "outros".
 */
const AREAS: { name: string; packages: RegExp }[] = [
  {
    name: 'estilos em tempo de execução (Emotion, stylis, MUI System)',
    packages: /^(@emotion\/.*|stylis|@mui\/(system|styled-engine|private-theming))$/,
  },
  { name: 'componentes MUI', packages: /^@mui\/(material|utils|icons-material|lab)$/ },
  { name: 'React e roteador', packages: /^(react|react-dom|scheduler|react-router(-dom)?)$/ },
  { name: 'Firebase (SDKs, IndexedDB)', packages: /^(@firebase\/.*|firebase|idb|reactfire)$/ },
  { name: 'zod e schemas do domínio', packages: /^(zod|@app\/domain)$/ },
  { name: 'código do app', packages: /^web\/src\// },
  { name: 'topo dos módulos (avaliação ao importar)', packages: /^\(topo do módulo / },
  {
    name: 'V8 e navegador (coleta de lixo, nativo, "(program)")',
    packages: /^\((program|garbage collector|V8\/navegador)\)$/,
  },
];
const areaOf = (pkg: string) => AREAS.find((area) => area.packages.test(pkg))?.name ?? 'outros';

/** V8's pseudo-frames: their names say what they are. */
const PSEUDO = /^\((program|garbage collector|root|idle)\)$/;
/** Where a frame without the app's script ran: V8 or the browser's own native code. */
const ENGINE = '(V8/navegador)';

type Profile = {
  pid: number;
  tid: number;
  nodes: Map<number, ProfileNode>;
  samples: number[];
  deltas: number[];
};

/** The sampled profiles of the trace, each with the thread it profiled. */
function profilesOf(events: TraceEvent[]): Profile[] {
  const profiles = new Map<string, Profile>();
  for (const event of events) {
    if (event.name === 'Profile' && event.id !== undefined) {
      profiles.set(`${event.pid}:${event.id}`, {
        pid: event.pid,
        tid: event.tid,
        nodes: new Map(),
        samples: [],
        deltas: [],
      });
    }
  }
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.id === undefined) continue;
    const profile = profiles.get(`${event.pid}:${event.id}`);
    const data = event.args?.data;
    if (!profile || !data) continue;
    for (const node of data.cpuProfile?.nodes ?? []) profile.nodes.set(node.id, node);
    profile.samples.push(...(data.cpuProfile?.samples ?? []));
    profile.deltas.push(...(data.timeDeltas ?? []));
  }
  return [...profiles.values()];
}

/** The package (or the app's folder) an original file belongs to. */
function packageOf(source: string): string {
  const module = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (module) return module[1]!;
  if (source.includes('packages/domain/')) return '@app/domain';
  const app = /(?:^|\/)src\/((?:[^/]+\/)?[^/]+)/.exec(source);
  return app ? `web/src/${app[1]!.replace(/\.tsx?$/, '')}` : source;
}

/** A frame as the report names it: its function, where it came from, and its package. */
type Place = { key: string; label: string; where: string; pkg: string };

/**
 * Self time by function and by package, and each package's total, on the page's main thread (the
 * renderer main thread that ran the most). `sourceMapOf` gives a script's source map by its
 * address (null: a script without one, named by its file).
 */
export function selfTimeOf(
  trace: Trace,
  sourceMapOf: (url: string) => RawSourceMap | null,
): SelfTime {
  const events = trace.traceEvents;
  const mainThreads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const lookups = new Map<string, SourceMapLookup | null>();
  const lookup = (url: string): SourceMapLookup | null => {
    if (!lookups.has(url)) {
      const map = sourceMapOf(url);
      lookups.set(url, map ? sourceMapLookup(map) : null);
    }
    return lookups.get(url) ?? null;
  };
  const placeOf = (frame: CallFrame): Place => {
    const url = frame.url ?? '';
    const name = frame.functionName || '(anônima)';
    const key = `${url}:${frame.lineNumber}:${frame.columnNumber}:${name}`;
    if (!url || PSEUDO.test(name)) {
      return { key, label: name, where: ENGINE, pkg: PSEUDO.test(name) ? name : ENGINE };
    }
    const file = url.split('/').pop() ?? url;
    // A module's top-level code (the bundler joins a chunk's modules into one): V8 names no
    // function and puts it at the file's start, which the map would give to its first module.
    if (!frame.functionName && frame.lineNumber === 0 && frame.columnNumber === 0) {
      const label = `(topo do módulo ${file})`;
      return { key, label, where: file, pkg: label };
    }
    const original = lookup(url)?.(frame.lineNumber, frame.columnNumber);
    if (!original) {
      return { key, label: name, where: `${file}:${frame.lineNumber + 1}`, pkg: file };
    }
    const source = original.source.replace(/^(\.\.\/)+/, '');
    const label = original.text ? `${name} — ${original.text.slice(0, 70)}` : name;
    return { key, label, where: `${source}:${original.line}`, pkg: packageOf(source) };
  };

  let best: SelfTime = { busyMs: 0, functions: [], packages: [], areas: [] };
  for (const profile of profilesOf(events)) {
    if (!mainThreads.has(`${profile.pid}:${profile.tid}`)) continue;
    const places = new Map<number, Place>();
    const place = (node: ProfileNode) => {
      let found = places.get(node.id);
      if (!found) {
        found = placeOf(node.callFrame);
        places.set(node.id, found);
      }
      return found;
    };
    const byFunction = new Map<string, SelfTimeRow>();
    const self = new Map<string, number>();
    const total = new Map<string, number>();
    const areaSelf = new Map<string, number>();
    const areaTotal = new Map<string, number>();
    let busyMs = 0;
    profile.samples.forEach((nodeId, index) => {
      // A sample stands for the time until the next one.
      const ms = (profile.deltas[index + 1] ?? 0) / 1000;
      const node = profile.nodes.get(nodeId);
      if (!node || node.callFrame.functionName === '(idle)' || ms <= 0) return;
      busyMs += ms;
      const own = place(node);
      const row = byFunction.get(own.key) ?? { label: own.label, where: own.where, ms: 0 };
      row.ms += ms;
      byFunction.set(own.key, row);
      self.set(own.pkg, (self.get(own.pkg) ?? 0) + ms);
      const ownArea = areaOf(own.pkg);
      areaSelf.set(ownArea, (areaSelf.get(ownArea) ?? 0) + ms);
      const onStack = new Set<string>();
      for (let at: ProfileNode | undefined = node; at; at = profile.nodes.get(at.parent ?? -1)) {
        // Every stack starts at V8's root: it says nothing of what ran.
        if (at.callFrame.functionName !== '(root)') onStack.add(place(at).pkg);
      }
      for (const pkg of onStack) total.set(pkg, (total.get(pkg) ?? 0) + ms);
      for (const area of new Set([...onStack].map(areaOf))) {
        areaTotal.set(area, (areaTotal.get(area) ?? 0) + ms);
      }
    });
    if (busyMs > best.busyMs) {
      best = {
        busyMs,
        functions: [...byFunction.values()].sort((a, b) => b.ms - a.ms),
        packages: shares(self, total, () => true),
        areas: shares(areaSelf, areaTotal, (area) => areaSelf.has(area)),
      };
    }
  }
  return best;
}

/** Self and total time by name, the largest self time first. */
const shares = (
  self: Map<string, number>,
  total: Map<string, number>,
  shown: (name: string) => boolean,
): Share[] =>
  [...total.keys()]
    .filter(shown)
    .map((name) => ({ name, selfMs: self.get(name) ?? 0, totalMs: total.get(name) ?? 0 }))
    .sort((a, b) => b.selfMs - a.selfMs);

/** The summary the benchmark prints: the top areas, packages and functions by self time. */
export function printSelfTime(selfTime: SelfTime, top = 15): void {
  const ms = (value: number) => `${value.toFixed(0).padStart(6)} ms`;
  const share = (value: number) => `${((100 * value) / selfTime.busyMs).toFixed(1).padStart(5)}%`;
  console.log(
    `  JavaScript amostrado: ${selfTime.busyMs.toFixed(0)} ms ocupados na thread principal ` +
      '(medidos nesta máquina, sem a desaceleração da CPU)',
  );
  const print = (rows: Share[]) => {
    for (const row of rows) {
      console.log(
        `  ${ms(row.selfMs)} ${share(row.selfMs)} ${ms(row.totalMs)} ${share(row.totalMs)}  ${row.name}`,
      );
    }
  };
  console.log('  Por área, tempo próprio e total (com o que ela chama):');
  print(selfTime.areas);
  console.log('  Por pacote, tempo próprio e total:');
  print(selfTime.packages.slice(0, top));
  console.log('  Por função, tempo próprio:');
  for (const row of selfTime.functions.slice(0, top)) {
    console.log(`  ${ms(row.ms)} ${share(row.ms)}  ${row.where}  ${row.label}`);
  }
}
