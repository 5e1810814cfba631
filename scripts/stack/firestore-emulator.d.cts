// Types of firestore-emulator.cjs for TypeScript callers.
export interface FirestoreEmulator {
  port: number;
  /** host:port, for FIRESTORE_EMULATOR_HOST. */
  host: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  reset(): void;
}

export function createFirestoreEmulator(options: { port: number; host?: string; dataFile?: string }): FirestoreEmulator;
