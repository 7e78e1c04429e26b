import type { ChangeLogEntry } from '../../data/ChangeLogTable/diff';

export interface LogArrangement {
  /**
   * Fields in the order a person reads the record (a user: username, name, email, role…); the
   * API's `changes` follow the stored JSON's key order. Fields not named keep theirs, after these.
   */
  fieldOrder?: readonly string[];
  /** Lists of plain values read in a catalogue's order (a role's permissions as on the matrix). */
  valueOrder?: Readonly<Record<string, readonly string[]>>;
}

const rankIn = (order: readonly string[]) => {
  const index = new Map(order.map((name, position) => [name, position]));
  return (name: unknown) => (typeof name === 'string' ? (index.get(name) ?? order.length) : order.length);
};

/** Sorts a list by a catalogue (stable: values outside it keep their order, after the known ones). */
const inOrderOf = (value: unknown, rank: (name: unknown) => number) => (Array.isArray(value) ? [...value].sort((a, b) => rank(a) - rank(b)) : value);

/**
 * The entries as a person reads them: `changes` in the area's field order, listed values in their
 * catalogue's order. Which fields changed stays the API's answer (decision 163); only the order moves.
 */
export function arrangeEntries<E extends Pick<ChangeLogEntry, 'changes'>>(entries: readonly E[], { fieldOrder, valueOrder }: LogArrangement): E[] {
  if (!fieldOrder && !valueOrder) return [...entries];
  const fieldRank = fieldOrder ? rankIn(fieldOrder) : undefined;
  const valueRanks = new Map(Object.entries(valueOrder ?? {}).map(([field, order]) => [field, rankIn(order)]));
  return entries.map((entry) => {
    const changes = entry.changes.map((change) => {
      const rank = valueRanks.get(change.field);
      return rank ? { ...change, before: inOrderOf(change.before, rank), after: inOrderOf(change.after, rank) } : change;
    });
    if (fieldRank) changes.sort((a, b) => fieldRank(a.field) - fieldRank(b.field));
    return { ...entry, changes };
  });
}
