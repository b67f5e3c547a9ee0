import type { Reporter, TestModule } from 'vitest/node';

declare module '@vitest/runner' {
  interface TaskMeta {
    /** What a fault test measured (events accepted and stored, jobs finished, time to recover…). */
    figures?: Record<string, string | number>;
  }
}

/** Prints the figures every fault test recorded (`recordFigures`), after the run. */
export class FiguresReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const lines: string[] = [];
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const figures = test.meta().figures;
        if (!figures) continue;
        const width = Math.max(...Object.keys(figures).map((name) => name.length));
        lines.push(`${test.fullName} [${test.result().state}]`);
        for (const [name, value] of Object.entries(figures)) lines.push(`  ${name.padEnd(width)}  ${value}`);
      }
    }
    if (lines.length) process.stdout.write(`\nFault suite figures\n${lines.join('\n')}\n`);
  }
}
