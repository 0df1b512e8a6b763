// Where a position in a built file came from, read from the build's own source map (the web build
// has them: `build.sourcemap` in web/vite.config.ts). Enough of the source map format for a
// profile: the mappings' segments and the original files' text; no dependency for it.

export type OriginalPosition = {
  /** The original file as the map names it (e.g. `../../node_modules/@emotion/…/x.esm.js`). */
  source: string;
  /** 1-based, like an editor. */
  line: number;
  /** That line of the original file, trimmed (empty when the map has no sources' text). */
  text: string;
};

export type RawSourceMap = {
  sources: string[];
  sourcesContent?: (string | null)[];
  mappings: string;
};
/** One mapping segment: generated column, source index, original line (0-based). */
type Segment = [column: number, source: number, line: number];

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const digitOf = new Map([...BASE64].map((char, index) => [char, index]));

/** The base64 VLQ numbers of one segment. */
function decodeSegment(text: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = digitOf.get(char);
    if (digit === undefined) throw new Error(`Source map com caractere inválido: ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Each generated line's segments, in column order; the fields are deltas across the whole map. */
function decodeMappings(mappings: string): Segment[][] {
  let source = 0;
  let line = 0;
  return mappings.split(';').map((lineText) => {
    let column = 0;
    const segments: Segment[] = [];
    for (const segmentText of lineText.split(',')) {
      if (!segmentText) continue;
      const [dColumn = 0, dSource, dLine] = decodeSegment(segmentText);
      column += dColumn;
      // A segment of one field maps to nothing.
      if (dSource === undefined || dLine === undefined) continue;
      source += dSource;
      line += dLine;
      segments.push([column, source, line]);
    }
    return segments;
  });
}

export type SourceMapLookup = (line: number, column: number) => OriginalPosition | null;

/**
 * A lookup in a built file's source map, by 0-based generated line and column, as a V8 profile
 * gives them; null when the position maps to nothing.
 */
export function sourceMapLookup(map: RawSourceMap): SourceMapLookup {
  const lines = decodeMappings(map.mappings);
  const sourceLines = new Map<number, string[]>();
  const textOf = (source: number, line: number) => {
    let text = sourceLines.get(source);
    if (!text) {
      text = (map.sourcesContent?.[source] ?? '').split('\n');
      sourceLines.set(source, text);
    }
    return (text[line] ?? '').trim();
  };
  return (line, column) => {
    const segments = lines[line];
    if (!segments?.length) return null;
    // The last segment at or before the column.
    let found: Segment | undefined;
    for (const segment of segments) {
      if (segment[0] > column) break;
      found = segment;
    }
    found ??= segments[0];
    if (!found) return null;
    const [, source, originalLine] = found;
    return {
      source: map.sources[source] ?? '?',
      line: originalLine + 1,
      text: textOf(source, originalLine),
    };
  };
}
