// The visual step with every capture (--full) N times (default 3) against one
// build, printing each run's summary line; a story that failed to render at first and was loaded
// again is counted as re-rendered (decision 121). Not run by `npm run bench` (N × ~10 minutes):
//   node bench/flake/visual-rerenders.mjs [runs]
// Exit status non-zero when any run failed or re-rendered a story.
import { spawn } from 'node:child_process';

const runs = Number(process.argv[2] ?? 3);
let bad = 0;
let rerenderedAll = 0;
for (let run = 1; run <= runs; run += 1) {
  // The first run builds storybook-static when stale; the others use it as it is.
  const args = ['scripts/visual.mjs', '--full', ...(run > 1 ? ['--no-build'] : [])];
  const { code, output } = await new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let text = '';
    child.stdout.on('data', (chunk) => {
      text += chunk;
    });
    child.on('exit', (exitCode) => resolve({ code: exitCode ?? 1, output: text }));
  });
  const line = /^Visual: \d+ captures.*$/m.exec(output)?.[0] ?? 'no summary line';
  const rerendered = Number(/, (\d+) re-rendered/.exec(line)?.[1] ?? NaN);
  const section = /Visual re-rendered[\s\S]*?(?=\nVisual:)/.exec(output)?.[0];
  console.log(`run ${run}/${runs}: exit ${code}; ${line}`);
  if (section) console.log(section);
  if (code !== 0 || !(rerendered === 0)) bad += 1;
  rerenderedAll += Number.isNaN(rerendered) ? 0 : rerendered;
}
console.log(`\nvisual step, ${runs} full runs: ${runs - bad} clean, ${rerenderedAll} re-rendered captures in all.`);
process.exitCode = bad ? 1 : 0;
