// Proves the layering rule fires: ESLint must report import/no-restricted-paths on the fixture.
import { execFileSync } from 'node:child_process';

let output = '';
try {
  output = execFileSync('npx', ['eslint', '--no-ignore', '--format', 'json', 'lint-fixtures/violates-layering.ts'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
} catch (error) {
  output = error.stdout ?? '';
}
const results = JSON.parse(output || '[]');
const fired = results.flatMap((result) => result.messages).some((message) => message.ruleId === 'import/no-restricted-paths');
if (!fired) {
  console.error('lint fixture: import/no-restricted-paths did NOT fire on lint-fixtures/violates-layering.ts');
  process.exit(1);
}
console.log('lint fixture: the layering rule fires on the deliberate violation, as it must');
