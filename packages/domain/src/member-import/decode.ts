// The text of an imported file: UTF-8 (with or without the BOM Excel writes) or, when the bytes
// are not valid UTF-8, Windows-1252, the encoding Excel in Portuguese saves "CSV" in.

/** The file's text, without a BOM. */
export function decodeCsvBytes(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return text.startsWith('\uFEFF') ? text.slice(1) : text;
}
