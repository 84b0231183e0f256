/**
 * Undo steps (stop a child, drop a database), run once, newest first, whether the bench ends
 * normally, throws, or is interrupted with Ctrl-C.
 */
export class CleanupStack {
  private readonly steps: Array<{ name: string; run: () => Promise<void> }> = [];
  private running: Promise<void> | undefined;

  defer(name: string, run: () => Promise<void>): void {
    this.steps.push({ name, run });
  }

  runAll(): Promise<void> {
    this.running ??= this.runSteps();
    return this.running;
  }

  private async runSteps(): Promise<void> {
    for (let step = this.steps.pop(); step; step = this.steps.pop()) {
      try {
        await step.run();
      } catch (error) {
        // One failed step must not leave the others (a database, another child) behind.
        console.error(`cleanup "${step.name}" failed:`, error);
      }
    }
  }
}

/** Runs a bench with a cleanup stack that also runs on SIGINT and SIGTERM, then ends the process. */
export async function runBench(bench: (cleanup: CleanupStack) => Promise<void>): Promise<never> {
  const cleanup = new CleanupStack();
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: cleaning up`);
    void cleanup.runAll().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  let exitCode = 0;
  try {
    await bench(cleanup);
  } catch (error) {
    console.error(error);
    exitCode = 1;
  } finally {
    await cleanup.runAll();
  }
  // Everything the bench opened is closed by now; exiting explicitly means a forgotten socket
  // or timer in a library cannot keep the bench running after it has finished.
  process.exit(exitCode);
}
