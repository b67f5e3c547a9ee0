import type { Reporter } from 'vitest/node';

/**
 * Prints the figures every test recorded (`recordFigures` of the fault helpers, in
 * `meta.figures`) after the run: the fault and cluster suites' measurements in one place.
 */
export const figuresReporter: Reporter = {
  onTestRunEnd(testModules) {
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
    if (lines.length) process.stdout.write(`\nFigures\n${lines.join('\n')}\n`);
  },
};
