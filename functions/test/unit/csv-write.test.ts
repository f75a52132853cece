import { parse } from 'csv-parse/sync';
import { csvCell, csvFileName, csvRow, csvUnguard } from '../../src/domain/csv/write';

describe('csvCell', () => {
  it('when a cell holds a comma, a quote, a newline or a CR, then it is quoted with quotes doubled', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
    expect(csvCell('plain text')).toBe('plain text');
  });

  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx', '=HYPERLINK("http://evil","x")'])(
    'when text starts like a formula (%j), then it gets an apostrophe',
    (value) => {
      const cell = csvCell(value);
      const rows = parse(`${cell}\r\n`) as string[][];
      expect(rows[0]?.[0]).toBe(`'${value}`);
    },
  );

  it('when a cell is a number, boolean or empty, then it is written plainly; negative numbers stay numbers', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(3.5)).toBe('3.5');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(false)).toBe('false');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell('a=b')).toBe('a=b');
  });
});

describe('csvRow', () => {
  it('when cells are joined, then the row ends with CRLF and a CSV parser reads the same cells back', () => {
    const cells = ['a,b', 'He said "x"', 'multi\r\nline', 'ünïcødé ✓', 7];
    const row = csvRow(cells);
    expect(row.endsWith('\r\n')).toBe(true);
    expect(parse(row)).toEqual([['a,b', 'He said "x"', 'multi\r\nline', 'ünïcødé ✓', '7']]);
  });
});

describe('csvFileName', () => {
  it('when named, then only safe characters remain in the quoted file name', () => {
    expect(csvFileName('acme', 'links', '2026-11-24')).toBe('attachment; filename="ferry-acme-links-2026-11-24.csv"');
    expect(csvFileName('a"b/c', 'clicks', '2026-11-24')).toBe('attachment; filename="ferry-a_b_c-clicks-2026-11-24.csv"');
  });
});

describe('csvUnguard', () => {
  it('when a cell is an exported formula-like text, then the guard apostrophe is dropped; other apostrophes stay', () => {
    for (const value of ['=1+1', '+1', '-1', '@x', '\tx', '\rx']) expect(csvUnguard(csvCell(value).replace(/^"|"$/g, ''))).toBe(value);
    expect(csvUnguard("'quoted")).toBe("'quoted");
    expect(csvUnguard("it's")).toBe("it's");
    expect(csvUnguard('=raw')).toBe('=raw');
  });
});
