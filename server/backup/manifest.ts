import { z } from 'zod';
import packageJson from '../../package.json' with { type: 'json' };

/**
 * What a backup file holds (docs/decisions/342-backups.md), in this order:
 * - `laju-backup.json`: what made it (the format, LAJU's version, the schema version), so a file
 *   that is not a backup, or one from a newer LAJU, is told at once;
 * - `db/<table>/<n>.ndjson.gz`: each table's rows, a JSON array of column texts per line;
 * - `files/<path>`: every stored file of the data dir, as it is;
 * - `manifest.json`: every part with its size and sha256, the row counts, the sequences;
 * - `manifest.json.sha256`: the manifest's own checksum.
 */
export const BACKUP_FORMAT = 'laju-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const HEADER_PATH = 'laju-backup.json';
export const MANIFEST_PATH = 'manifest.json';
export const MANIFEST_SUM_PATH = 'manifest.json.sha256';
export const tablePartPath = (table: string, index: number) => `db/${table}/${String(index).padStart(6, '0')}.ndjson.gz`;
export const FILES_PREFIX = 'files/';

export const LAJU_VERSION: string = packageJson.version;

export const backupHeaderSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().positive(),
  lajuVersion: z.string(),
  schemaVersion: z.number().int().nonnegative(),
  createdAt: z.string(),
  engine: z.enum(['pglite', 'postgres']),
});
export type BackupHeader = z.infer<typeof backupHeaderSchema>;

const partSchema = z.object({ path: z.string(), bytes: z.number().int().nonnegative(), sha256: z.string().regex(/^[0-9a-f]{64}$/) });
export type BackupPart = z.infer<typeof partSchema>;

export const manifestSchema = backupHeaderSchema.extend({
  migrations: z.array(z.object({ version: z.number().int(), name: z.string() })),
  tables: z.array(
    z.object({
      name: z.string(),
      columns: z.array(z.string()),
      rows: z.number().int().nonnegative(),
      parts: z.array(z.object({ path: z.string(), rows: z.number().int().nonnegative() })),
    }),
  ),
  sequences: z.array(z.object({ name: z.string(), lastValue: z.string(), isCalled: z.boolean() })),
  files: z.array(z.object({ path: z.string(), bytes: z.number().int().nonnegative(), sha256: z.string() })),
  parts: z.array(partSchema),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

/** The name of a backup the server or `npm run backup` makes: its time, so names sort by age. */
export const backupFileName = (at: Date) => `laju-backup-${at.toISOString().replace(/[-:]/g, '')}.tar`;
export const BACKUP_FILE_NAME = /^laju-backup-(\d{8}T\d{6}(?:\.\d{3})?Z)\.tar$/;
