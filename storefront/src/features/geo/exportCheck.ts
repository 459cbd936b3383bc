import { toCsv as writeCsv } from '@aidir/cms/lib'
import ExcelJS from 'exceljs'
import type { CheckView } from './checkView'

/**
 * A finished check as a table, one row per platform, for CSV and XLSX. Column titles stay in
 * English: exports go to spreadsheets and other tools that match on them.
 */
const columns = [
  { header: 'Platform', key: 'platform', width: 18 },
  { header: 'Question', key: 'question', width: 48 },
  { header: 'Hit terms', key: 'hitTerms', width: 28 },
  { header: 'Recommended', key: 'recommended', width: 13 },
  { header: 'Verdict', key: 'verdict', width: 16 },
  { header: 'Exposure count', key: 'exposures', width: 15 },
  { header: 'Samples', key: 'samples', width: 10 },
  { header: 'Recommending samples', key: 'recommendedSamples', width: 22 },
  { header: 'Evidence', key: 'evidence', width: 80 },
  { header: 'Sandbox', key: 'sandbox', width: 10 },
  { header: 'Checked at', key: 'checkedAt', width: 24 },
] as const

type Row = Record<(typeof columns)[number]['key'], string | number>

export function exportRows(view: CheckView): Row[] {
  return view.detections.map((d) => ({
    platform: d.platformName,
    question: view.check.question,
    hitTerms: view.check.hitTerms.join(', '),
    recommended: d.recommended ? 'yes' : 'no',
    verdict: d.verdict ?? '',
    exposures: d.exposures ?? 0,
    samples: d.samples,
    recommendedSamples: d.recommendedSamples,
    evidence: d.evidence.join(' | '),
    sandbox: d.sandbox ? 'yes' : 'no',
    checkedAt: view.check.createdAt,
  }))
}

/** One row per platform under the column titles, written by the shared CSV writer. */
export function toCsv(view: CheckView): string {
  return writeCsv(
    exportRows(view).map((row) => columns.map((c) => row[c.key])),
    { header: columns.map((c) => c.header) },
  )
}

export async function toXlsx(view: CheckView): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  workbook.created = new Date(view.check.createdAt)
  const sheet = workbook.addWorksheet('GEO check')
  sheet.columns = columns.map((c) => ({ ...c }))
  sheet.getRow(1).font = { bold: true }
  sheet.views = [{ state: 'frozen', ySplit: 1 }]
  for (const row of exportRows(view)) sheet.addRow(row)
  sheet.getColumn('evidence').alignment = { wrapText: true, vertical: 'top' }
  return Buffer.from(await workbook.xlsx.writeBuffer())
}
