import { loadConfig, type ServerConfig } from '../config';
import { BackupError } from './archive';
import { backupCommand, describeCommandError, restoreCommand } from './commands';

/** `npm run backup` and `npm run restore` (commands.ts): one line on stdout, or one sentence on stderr and exit 1. */
const [command, ...args] = process.argv.slice(2);
let config: ServerConfig | undefined;
try {
  config = loadConfig();
  if (command === 'backup') process.stdout.write(`${await backupCommand(args, config)}\n`);
  else if (command === 'restore') process.stdout.write(`${await restoreCommand(args, config)}\n`);
  else throw new BackupError('Usage: npm run backup [-- --out FILE], or npm run restore FILE [-- --replace]');
} catch (error) {
  const sentence = config ? describeCommandError(error, config) : (error as Error).message;
  process.stderr.write(`${sentence.replace(/\.$/, '')}.\n`);
  process.exitCode = 1;
}
