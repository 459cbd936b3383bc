import { stringify } from 'csv-stringify/sync'

/**
 * Every CSV file we hand out (GEO check exports, ranking downloads), written one way with
 * csv-stringify: RFC 4180 quoting (a field with a quote, comma or line break is quoted, quotes
 * doubled), CRLF line ends, and a UTF-8 byte-order mark by default so spreadsheet programs read
 * Chinese and Japanese text right. Text that a spreadsheet would run as a formula (starting with
 * =, +, -, @, a tab or CR, or their full-width forms) gets an apostrophe in front; numbers stay
 * numbers, so a negative growth is still -12. Empty for null and undefined.
 */
export type CsvCell = string | number | bigint | boolean | null | undefined

export function toCsv(rows: readonly (readonly CsvCell[])[], options: { header?: readonly string[]; bom?: boolean } = {}): string {
  const records = options.header ? [options.header, ...rows] : rows
  return stringify(records as CsvCell[][], {
    bom: options.bom ?? true,
    record_delimiter: 'windows',
    // With a record delimiter set, csv-stringify would otherwise quote only a field holding CRLF,
    // leaving a lone LF or CR to break the row.
    quote_record_delimiter: true,
    escape_formulas: true,
    cast: { boolean: (value) => String(value) },
  })
}
