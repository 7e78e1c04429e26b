/**
 * Prints one summary line for the visual run, e.g.
 *   Visual: 64 stories × 2 themes = 128 captures, 0 differences, 0 missing baselines, 0 errors, 52.3 s
 * and, when VISUAL_SUMMARY_FILE is set, writes the same numbers as JSON there (scripts/visual.mjs reads it).
 */
import { writeFileSync } from 'node:fs';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

type Kind = 'passed' | 'difference' | 'missing' | 'error';

class SummaryReporter implements Reporter {
  private start = Date.now();
  private outcomes = new Map<string, { kind: Kind; title: string; message: string }>();

  onBegin() {
    this.start = Date.now();
  }

  onTestEnd(test: TestCase, result: TestResult) {
    let kind: Kind = 'passed';
    const message = result.errors.map((e) => e.message ?? '').join('\n');
    if (result.status !== 'passed' && result.status !== 'skipped') {
      if (message.includes('No baseline for story')) kind = 'missing';
      else if (message.includes('toHaveScreenshot')) kind = 'difference';
      else kind = 'error';
    }
    this.outcomes.set(test.id, { kind, title: test.title, message });
  }

  onEnd(result: FullResult) {
    const all = [...this.outcomes.values()];
    const count = (kind: Kind) => all.filter((o) => o.kind === kind).length;
    const stories = new Set(all.map((o) => o.title.replace(/ \[(light|dark)\]$/, ''))).size;
    const seconds = ((Date.now() - this.start) / 1000).toFixed(1);
    const summary = {
      stories,
      captures: all.length,
      differences: count('difference'),
      missing: count('missing'),
      errors: count('error'),
      seconds: Number(seconds),
      status: result.status,
      failed: all.filter((o) => o.kind !== 'passed').map((o) => `${o.title}: ${o.kind}`),
    };
    for (const kind of ['difference', 'missing', 'error'] as const) {
      const titles = all.filter((o) => o.kind === kind).map((o) => o.title);
      if (titles.length > 0) console.log(`\nVisual ${kind === 'missing' ? 'missing baselines' : kind + 's'} (${titles.length}): ${titles.join(', ')}`);
    }
    console.log(
      `\nVisual: ${stories} stories × 2 themes = ${all.length} captures, ${summary.differences} differences, ` +
        `${summary.missing} missing baselines, ${summary.errors} errors, ${seconds} s`,
    );
    if (process.env.VISUAL_SUMMARY_FILE) writeFileSync(process.env.VISUAL_SUMMARY_FILE, JSON.stringify(summary, null, 2));
  }

  printsToStdio() {
    return false;
  }
}

export default SummaryReporter;
