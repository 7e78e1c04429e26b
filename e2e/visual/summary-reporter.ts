/**
 * Prints one summary line for the visual run, e.g.
 *   Visual: 306 captures of 170 stories (900 more unchanged since their baselines, not taken), 0 differences, 0 unstable, 0 missing baselines, 0 errors, 0 re-rendered, 190.2 s
 * then where a capture's time went and the cost of a full run at 3× today's captures from this
 * run's cost per capture (decision 250), and, when VISUAL_SUMMARY_FILE is set, writes the same
 * numbers as JSON there (scripts/visual.mjs reads it).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import type { FullConfig, FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';

/** Per capture (stories.visual.ts, annotation "timing"): how it was rendered and each phase in ms. */
type Timing = { how: 'load' | 'story' | 'theme'; render: number; globals?: number; settle: number; shot: number; bytes: boolean };

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
  private timings: Timing[] = [];
  private workers = 0;
  private loadAtStart = loadavg()[0] ?? 0;

  onBegin(config: FullConfig, suite: Suite) {
    this.start = Date.now();
    this.planned = suite.allTests();
    this.workers = config.workers;
    this.loadAtStart = loadavg()[0] ?? 0;
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
    const timing = result.annotations.find((a) => a.type === 'timing');
    if (timing?.description) this.timings.push(JSON.parse(timing.description) as Timing);
  }

  /**
   * Where a capture's time went (in its worker; workers run side by side), and the projection of a
   * full run at 3× today's captures from this run's wall time per capture. Returns the figures.
   */
  private printCost(seconds: number, captured: number, today: number) {
    if (captured === 0) return undefined;
    const perCapture = (seconds * 1000) / captured;
    const projected = (3 * today * perCapture) / 1000;
    const avg = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);
    const by = (how: Timing['how']) => this.timings.filter((t) => t.how === how);
    const render = (['load', 'story', 'theme'] as const)
      .map((how) => ({ how, list: by(how) }))
      .filter(({ list }) => list.length > 0)
      .map(({ how, list }) => {
        const label = { load: 'full page loads', story: 'stories switched in place', theme: 'themes switched in place' }[how];
        const back = how === 'story' ? avg(list.map((t) => t.globals ?? 0)) : 0;
        return `${list.length} ${label} ${avg(list.map((t) => t.render)).toFixed(0)} ms${back >= 1 ? ` (of which ${back.toFixed(0)} ms setting the theme global)` : ''}`;
      });
    const bytes = this.timings.filter((t) => t.bytes).length;
    const load = loadavg()[0] ?? 0;
    console.log(
      `Visual cost: ${(perCapture / 1000).toFixed(3)} s per capture (${captured} in ${seconds.toFixed(1)} s, ${this.workers} workers; ` +
        `1-minute load average ${this.loadAtStart.toFixed(1)} at the start, ${load.toFixed(1)} at the end). In a worker: ` +
        `render ${render.join(', ')}; settle ${avg(this.timings.map((t) => t.settle)).toFixed(0)} ms; ` +
        `screenshot and compare ${avg(this.timings.map((t) => t.shot)).toFixed(0)} ms (${bytes} of ${this.timings.length} byte-identical to their baseline, not decoded).`,
    );
    // Below 100 captures the browsers' start dominates the figure: no projection from it.
    if (captured >= 100)
      console.log(
      `Visual projection: a full run at 3× today's ${today} captures (${3 * today}) ≈ ${projected.toFixed(0)} s of capturing at this cost per capture ` +
        `(budget 600 s for the whole step; scripts/visual.mjs adds its fixed part).`,
    );
    if (captured < 100) return undefined;
    return { perCaptureMs: Math.round(perCapture), todayCaptures: today, projected3xCaptureS: Math.round(projected), loadStart: this.loadAtStart, loadEnd: load };
  }

  onEnd(result: FullResult) {
    const all = [...this.outcomes.values()];
    const count = (kind: Kind) => all.filter((o) => o.kind === kind).length;
    const stories = new Set(this.planned.map((t) => storyOf(t.title))).size;
    // Captures whose fingerprint matched (stories.visual.ts): not taken, counted here.
    const decisionFile = process.env.VISUAL_DECISION_FILE;
    const decision =
      decisionFile && existsSync(decisionFile) ? (JSON.parse(readFileSync(decisionFile, 'utf8')) as { captured: string[]; unchanged: string[] }) : undefined;
    const unchanged = decision?.unchanged.length ?? 0;
    // Every capture of today's stories (a -g filter runs some of them): what the projection triples.
    const today = decision ? decision.captured.length + decision.unchanged.length : this.planned.length;
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
    const cost = notRun === 0 ? this.printCost(Number(seconds), all.length, today) : undefined;
    if (process.env.VISUAL_SUMMARY_FILE) writeFileSync(process.env.VISUAL_SUMMARY_FILE, JSON.stringify({ ...summary, cost }, null, 2));
  }

  printsToStdio() {
    return false;
  }
}

export default SummaryReporter;
