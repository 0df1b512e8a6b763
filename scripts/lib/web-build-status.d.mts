/** The file through which the emulator run's web build says it is under way, and how it ended. */
export const webBuildStatusFile: string;
/** What a run says when the web build failed with this exit code. */
export function webBuildFailure(code: number | string): string;
/** `file` defaults to webBuildStatusFile (tests pass one of their own). */
type At = { file?: string };
export function markWebBuildStarted(options?: At & { pid?: number }): void;
export function markWebBuildDone(code: number, options?: At): void;
export function clearWebBuildStatus(options?: At): void;
/** Resolves once no web build is under way; throws if the build failed or was interrupted. */
export function waitForWebBuild(options?: At & { timeoutMs?: number }): Promise<void>;
