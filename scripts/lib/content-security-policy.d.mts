export const CSP_HEADER: 'Content-Security-Policy';
export interface EmulatorAddress {
  host: string;
  port: number;
}
export function hostingPolicy(firebaseJson: unknown): string;
export function parsePolicy(policy: string): Map<string, string[]>;
export function serializePolicy(directives: Map<string, string[]>): string;
export function withSources(policy: string, additions: Record<string, string[]>): string;
export function emulatorPolicy(
  policy: string,
  emulators: Partial<Record<string, EmulatorAddress>>,
): string;
export function scriptHash(text: string): string;
export function inlineScripts(html: string): string[];
export function missingScriptHashes(policy: string, html: string): string[];
