/**
 * Runs a command-line script's main. A failure prints its message alone and
 * exits 1: a bad DATA_DIR or DATABASE_URL (EnvError) or an unreachable database
 * is one line an operator can act on, not a stack trace.
 */
export function runMain(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
