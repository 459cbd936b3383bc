import { describe, expect, it } from 'vitest'
import { parse } from '../../cms/node_modules/csv-parse/lib/sync.js'
import { toCsv } from '../../cms/src/lib/csv'

describe('the CSV writer', () => {
  it('starts with a byte-order mark, ends every line with CRLF, and can leave the mark out', () => {
    expect(toCsv([['a', 1]], { header: ['x', 'y'] })).toBe('\ufeffx,y\r\na,1\r\n')
    expect(toCsv([['a', 1]], { bom: false })).toBe('a,1\r\n')
  })

  it('quotes fields with quotes, commas and line breaks, doubling the quotes', () => {
    expect(toCsv([['say "hi"', 'a,b', 'two\nlines', 'cr\r\nlf', 'plain']], { bom: false })).toBe('"say ""hi""","a,b","two\nlines","cr\r\nlf",plain\r\n')
  })

  it('keeps Chinese, Japanese and full-width text as it is', () => {
    expect(toCsv([['豆包', 'アクメ、テスト', '通义千问, 文心一言', 'ＤＡＬＬ-Ｅ']], { bom: false })).toBe('豆包,アクメ、テスト,"通义千问, 文心一言",ＤＡＬＬ-Ｅ\r\n')
  })

  it('puts an apostrophe before text a spreadsheet would run as a formula, not before numbers', () => {
    const line = toCsv([['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\tx', '\rx', '＝1', '=HYPERLINK("x")', -12, 0.5, 'a=b']], { bom: false })
    expect(line).toBe(`'=1+1,'+SUM(A1),'-2+3,'@cmd,'\tx,"'\rx",'＝1,"'=HYPERLINK(""x"")",-12,0.5,a=b\r\n`)
  })

  it('writes null and undefined as empty fields and booleans as words', () => {
    expect(toCsv([[null, undefined, true, false, 0]], { bom: false })).toBe(',,true,false,0\r\n')
  })

  it('reads back as it was written (apart from the formula guard)', () => {
    const rows = [
      ['名前', 'note, with comma', 'multi\r\nline "quoted"', ''],
      ['ＤＡＬＬ-Ｅ', '通义千问', 'plain', '42'],
    ]
    const back = parse(toCsv(rows, { header: ['a', 'b', 'c', 'd'] }), { bom: true, columns: false, relax_column_count: false }) as string[][]
    expect(back).toEqual([['a', 'b', 'c', 'd'], ...rows])
  })
})
