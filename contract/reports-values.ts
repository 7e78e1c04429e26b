// The plain values of the reports contract: constants and pure helpers with no zod, so a screen
// that only shows or filters (not a form) never downloads the validation library for them
// (decision 260). `contract/reports.ts` re-exports them beside its schemas.
/** The longest period a report or export covers, inclusive (field code RANGE_TOO_LONG beyond). */
export const REPORT_MAX_DAYS = 366;
export const REPORT_GROUPS = ['item', 'customer'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];
export const REPORT_SORT_FIELDS = ['name', 'quantity'] as const;

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / DAY_MS;
/** Days in `startDate..endDate`, both included. */
export const daysInRange = (startDate: string, endDate: string) => dayNumber(endDate) - dayNumber(startDate) + 1;

export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
/**
 * A CSV's field separator: Excel opens a CSV with the list separator of the reader's regional
 * settings (`;` for id-ID and wherever the decimal mark is a comma, `,` for en-US), and a
 * `sep=` line would make it ignore the UTF-8 byte-order mark (decision 313).
 */
export const CSV_SEPARATORS = ['semicolon', 'comma'] as const;
export type CsvSeparator = (typeof CSV_SEPARATORS)[number];
export const EXPORT_LANGUAGES = ['id', 'en'] as const;
export type ExportLanguage = (typeof EXPORT_LANGUAGES)[number];
