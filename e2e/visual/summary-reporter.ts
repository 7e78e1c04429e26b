/**
 * Prints one summary line for the visual run, e.g.
 *   Visual: 306 captures of 170 stories (900 more unchanged since their baselines, not taken), 0 differences, 0 unstable, 0 missing baselines, 0 errors, 0 re-rendered, 190.2 s
 * and, when VISUAL_SUMMARY_FILE is set, writes the same numbers as JSON there (scripts/visual.mjs reads it).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';

type Kind = 'passed' | 'difference' | 'unstable' | 'missing' | 'error';

/** Terminal colour codes, raw or JSON-escaped (a play function's error comes through Storybook's channel as JSON). */
// eslint-disable-next-line no-control-regex
const withoutColours = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '').replace(/\\u001b\[[0-9;]*m/g, '');

const storyOf = (title: string) => title.replace(/ \[(light|dark)\]$/, '');

class SummaryReporter implements Reporter {
  private start = Date.now();
  private planned: TestCase[] = [];
  private outcomes = new Map<string, { kind: Kind; title: string; message: string }>();
  /** Captures whose story failed to render at first and was loaded again (stories.visual.ts). */
  private rerendered = new Map<string, { title: string; reason: string }>();

  onBegin(_config: unknown, suite: Suite) {
    this.start = Date.now();
    this.planned = suite.allTests();
  }

  onTestEnd(test: TestCase, result: TestResult) {
    let kind: Kind = 'passed';
    let message = '';
    if (result.status !== 'passed' && result.status !== 'skipped') {
      message = result.errors.map((e) => e.message ?? '').join('\n');
      if (message.includes('No baseline for story')) kind = 'missing';
      // "N pixels (ratio …) are different" or "Expected an image 1200px by 900px, received …".
      else if (/pixels \(ratio|Expected an image/.test(message)) kind = 'difference';
      // No two identical screenshots in a row before the timeout: the story keeps changing.
      else if (message.includes('toHaveScreenshot')) kind = 'unstable';
      else kind = 'error';
    }
    this.outcomes.set(test.id, { kind, title: test.title, message });
    const first = result.annotations.find((a) => a.type === 'rerendered');
    if (first) this.rerendered.set(test.id, { title: test.title, reason: first.description ?? '' });
  }

  onEnd(result: FullResult) {
    const all = [...this.outcomes.values()];
    const count = (kind: Kind) => all.filter((o) => o.kind === kind).length;
    const stories = new Set(this.planned.map((t) => storyOf(t.title))).size;
    // Captures whose fingerprint matched (stories.visual.ts): not taken, counted here.
    const decisionFile = process.env.VISUAL_DECISION_FILE;
    const unchanged =
      decisionFile && existsSync(decisionFile) ? (JSON.parse(readFileSync(decisionFile, 'utf8')) as { unchanged: string[] }).unchanged.length : 0;
    const seconds = ((Date.now() - this.start) / 1000).toFixed(1);
    const again = [...this.rerendered.values()];
    const summary = {
      stories,
      planned: this.planned.length,
      captured: all.length,
      differences: count('difference'),
      missing: count('missing'),
      unstable: count('unstable'),
      errors: count('error'),
      rerendered: again.length,
      unchanged,
      seconds: Number(seconds),
      status: result.status,
      failed: all.filter((o) => o.kind !== 'passed').map((o) => `${o.title}: ${o.kind}`),
      // "<story id>--<theme>" of each capture that passed (an update writes the manifest from them).
      passed: all.filter((o) => o.kind === 'passed').map((o) => o.title.replace(/ \[(light|dark)\]$/, '--$1')),
    };
    const labels = { difference: 'differences', unstable: 'unstable (no two equal screenshots)', missing: 'missing baselines', error: 'errors' };
    for (const kind of ['difference', 'unstable', 'missing', 'error'] as const) {
      const titles = all.filter((o) => o.kind === kind).map((o) => o.title);
      const label = labels[kind];
      if (titles.length > 0) console.log(`\nVisual ${label} (${titles.length}): ${titles.join(', ')}`);
    }
    if (again.length > 0) {
      console.log(`\nVisual re-rendered (${again.length}; failed to render at first, a story-test flake to fix):`);
      for (const { title, reason } of again.slice(0, 10)) console.log(`  ${title}: ${withoutColours(reason).slice(0, 800)}`);
    }
    // The reason of each error, again at the end: CI keeps only the tail of a long log.
    for (const outcome of all.filter((o) => o.kind === 'error').slice(0, 5)) {
      const plain = withoutColours(outcome.message).split('\n').filter((line) => line.trim() !== '');
      console.log(`\n  ${outcome.title}:\n    ${plain.slice(0, 8).join('\n    ').slice(0, 1500)}`);
    }
    console.log(
      `\nVisual: ${this.planned.length} captures of ${stories} stories` +
        (unchanged > 0 ? ` (${unchanged} more unchanged since their baselines, not taken)` : '') +
        `, ${summary.differences} differences, ${summary.unstable} unstable, ${summary.missing} missing baselines, ` +
        `${summary.errors} errors, ${again.length} re-rendered, ${seconds} s`,
    );
    const notRun = this.planned.length - all.length;
    if (notRun > 0) console.log(`Visual: stopped early; ${notRun} of ${this.planned.length} captures were not run.`);
    if (process.env.VISUAL_SUMMARY_FILE) writeFileSync(process.env.VISUAL_SUMMARY_FILE, JSON.stringify(summary, null, 2));
  }

  printsToStdio() {
    return false;
  }
}

export default SummaryReporter;
