// The admin Auth SDK reports failures as errors carrying a string `code` ('auth/...').
export function isAuthError(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}
