import { MAX_RECORD_DEPTH, parseTransferFile } from '../../src/domain/transfer/parse';

const HEADER = JSON.stringify({ type: 'ferry-export', version: 1, exportedAt: '2026-11-25T10:00:00.000Z', source: 'sqlite' });
const PROJECT = JSON.stringify({
  type: 'project',
  project: {
    id: 'prj_a',
    name: 'A',
    subdomain: 'a',
    plan: 'free',
    ownerUid: null,
    members: {},
    settings: {},
    customDomain: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    extra: 1,
  },
});
const USAGE = JSON.stringify({ type: 'usage', projectId: 'prj_a', month: '2026-11', links: 2, clicks: 5 });

describe('parseTransferFile', () => {
  it('when the file is a header and records, with blank lines anywhere, then the records come back as written', () => {
    const file = parseTransferFile(['', HEADER, '  ', PROJECT, '\t', USAGE, ''].join('\n'));
    expect(file.projectIds).toEqual(['prj_a']);
    expect(file.records).toEqual([JSON.parse(PROJECT), JSON.parse(USAGE)]);
    expect(Object.keys((file.records[0] as { project: object }).project)).toContain('extra');
  });

  it.each([
    ['', 'Line 1: the file is empty: it must start with the export header'],
    ['\n\n', 'Line 1: the file is empty: it must start with the export header'],
    [HEADER.replace('"version":1', '"version":2'), 'Line 1: not a Ferry export header (version: Invalid input: expected 1)'],
    [[HEADER, PROJECT, PROJECT].join('\n'), 'Line 3: project prj_a appears twice'],
    [[HEADER, USAGE].join('\n'), 'Line 2: usage of project prj_a, which no earlier line of the file defines'],
    [[HEADER, PROJECT, USAGE.replace('"clicks":5', '"clicks":-1')].join('\n'), 'Line 3: clicks: Too small: expected number to be >=0'],
    [[HEADER, PROJECT, USAGE.replace('2026-11', '2026-11-01')].join('\n'), 'Line 3: month: must be a YYYY-MM month'],
    [[HEADER, PROJECT, USAGE.replace('}', ',"secret":"x"}')].join('\n'), 'Line 3: Unrecognized key: "secret"'],
    [[HEADER, '[1,2]'].join('\n'), 'Line 2: Invalid input'],
    [[HEADER, PROJECT.replace('"name":"A"', '"name":"A\\u0000"')].join('\n'), 'Line 2: project.name must not contain control characters or broken unicode'],
  ])('when the file is %j, then it is refused: %s', (text, message) => {
    expect(() => parseTransferFile(text)).toThrow(message);
  });

  // A project record is 2 levels (the record, the project); `extra` adds the rest.
  const projectNested = (depth: number) => {
    let extra: unknown = {};
    for (let level = 3; level < depth; level++) extra = { a: extra };
    return JSON.stringify({ ...JSON.parse(PROJECT), project: { ...JSON.parse(PROJECT).project, extra } });
  };

  it('when a record is nested as deep as allowed, then it is read; one level more is refused by line', () => {
    expect(parseTransferFile([HEADER, projectNested(MAX_RECORD_DEPTH)].join('\n')).projectIds).toEqual(['prj_a']);
    expect(() => parseTransferFile([HEADER, projectNested(MAX_RECORD_DEPTH + 1)].join('\n'))).toThrow(
      'Line 2: the record is nested too deeply (at most 32 levels)',
    );
  });

  it('when a record nests 100,000 levels, then it is refused without running out of stack', () => {
    const deep = `{"type":"project","project":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    expect(() => parseTransferFile([HEADER, deep].join('\n'))).toThrow('Line 2: the record is nested too deeply');
  });
});
