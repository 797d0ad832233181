// CSV for the welfare worker's exports: UTF-8 with a byte-order mark, so Excel opens Korean text
// correctly; RFC 4180 quoting; cells that a spreadsheet would run as a formula are neutralised.
const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  // "=HYPERLINK(...)" typed into a note must stay text in Excel (CSV injection).
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return BOM + [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
