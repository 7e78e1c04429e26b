// The steps of `npm test`, in their order (scripts/test-all.mjs runs them; bench/suite/test-time.mjs
// times them the same way). Steps in one group run at the same time, their output printed whole,
// one after the other, when all have ended. ESLint keeps one core busy for the group's length; the
// native type check (typescript-native, decision 353) and the unit tests' two happy-dom workers
// share the other, so the three take about the linter's time instead of one after another. The
// `npm start` journeys leave part of the cores idle while their servers and browsers wait on each
// other, even on three workers (decision 357), and the demo build's short suite fills some of it
// (decision 355).
export const TEST_STEPS = [
  { script: 'typecheck', label: 'Type check', group: 'first' },
  { script: 'lint', label: 'Lint (with the layering fixture)', group: 'first' },
  { script: 'test:unit', label: 'Unit tests', group: 'first' },
  { script: 'test:stories', label: 'Story tests (Chromium, a11y)' },
  { script: 'test:server', label: 'Server tests' },
  { script: 'test:e2e', label: 'End-to-end, MSW demo build', group: 'e2e' },
  { script: 'test:e2e:server', label: 'End-to-end, npm start', group: 'e2e' },
  { script: 'test:visual', label: 'Visual regression' },
];

/** `steps` cut into runs of neighbours that share a group; a step without a group runs alone. */
export function inGroups(steps) {
  const batches = [];
  for (const step of steps) {
    const last = batches.at(-1);
    if (step.group && last?.[0].group === step.group) last.push(step);
    else batches.push([step]);
  }
  return batches;
}
