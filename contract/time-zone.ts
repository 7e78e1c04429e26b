/**
 * The wall clock of `timeZone` at an instant, as milliseconds read as UTC. The zone's offset is
 * looked up once per hour of the instants a clock is asked about (zones change their offset on
 * the hour), not per instant: an export of a hundred thousand rows spans a few thousand hours.
 */
export function wallClock(timeZone: string): (at: number) => number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const offsets = new Map<number, number>();
  return (at) => {
    const hour = Math.floor(at / 3_600_000);
    let offset = offsets.get(hour);
    if (offset === undefined) {
      const probe = hour * 3_600_000;
      const read = Object.fromEntries(parts.formatToParts(new Date(probe)).map((part) => [part.type, part.value]));
      offset = Date.UTC(Number(read.year), Number(read.month) - 1, Number(read.day), Number(read.hour), Number(read.minute), Number(read.second)) - probe;
      offsets.set(hour, offset);
    }
    return at + offset;
  };
}
