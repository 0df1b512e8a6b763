export const EMULATOR_CONFIG_FILE: string;
export function emulatorFirebaseConfig(
  firebaseJson: Record<string, unknown>,
): Record<string, unknown>;
export function emulatorConfigArgs(): string[];
