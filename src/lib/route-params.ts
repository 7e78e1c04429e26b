/**
 * A record id from the URL (`:userId`, `:roleId`, …) as a number, or null when it is not one:
 * `abc`, `0`, `-1`, `07`, `1.5` and anything past PostgreSQL's integer (2147483647) never reach
 * the API, so every area treats a malformed id like an unknown one (decision 160).
 */
export function parseId(raw: string | undefined | null): number | null {
  if (!raw || !/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}
