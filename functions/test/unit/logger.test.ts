import { loadConfig } from '../../src/config';
import { jsonLogger, type LogLevel } from '../../src/platform/logger';

function lines(level: LogLevel) {
  const out: string[] = [];
  const err: string[] = [];
  const log = jsonLogger(level, { out: (l) => out.push(l), err: (l) => err.push(l) });
  for (const at of ['debug', 'info', 'warn', 'error'] as const) log[at](at, { n: 1 });
  return { out: out.map((l) => JSON.parse(l)), err: err.map((l) => JSON.parse(l)) };
}

describe('jsonLogger', () => {
  it('when at debug, then every level, with Cloud Logging severities; warnings and errors on stderr', () => {
    expect(lines('debug')).toEqual({
      out: [
        { severity: 'DEBUG', message: 'debug', n: 1 },
        { severity: 'INFO', message: 'info', n: 1 },
      ],
      err: [
        { severity: 'WARNING', message: 'warn', n: 1 },
        { severity: 'ERROR', message: 'error', n: 1 },
      ],
    });
  });

  it.each([
    ['info', ['INFO'], ['WARNING', 'ERROR']],
    ['warn', [], ['WARNING', 'ERROR']],
    ['error', [], ['ERROR']],
    ['silent', [], []],
  ] as const)('when at %s, then only that level and above', (level, out, err) => {
    const got = lines(level);
    expect(got.out.map((l) => l.severity)).toEqual(out);
    expect(got.err.map((l) => l.severity)).toEqual(err);
  });

  it('when asked whether a level is written, then it answers as the lines do', () => {
    const log = jsonLogger('info', { out: () => undefined, err: () => undefined });
    expect([log.enabled('debug'), log.enabled('info'), log.enabled('warn'), log.enabled('error')]).toEqual([false, true, true, true]);
    expect(jsonLogger('silent').enabled('error')).toBe(false);
  });

  it('when an error is logged, then its message, code and stack are written (JSON would drop them)', () => {
    const err: string[] = [];
    const log = jsonLogger('info', { out: () => undefined, err: (l) => err.push(l) });
    log.error('failed', { error: Object.assign(new Error('disk full'), { code: 'SQLITE_FULL' }) });
    log.error('plain', { error: 'text' });
    expect(JSON.parse(err[0]!)).toEqual({
      severity: 'ERROR',
      message: 'failed',
      error: { message: 'disk full', code: 'SQLITE_FULL', stack: expect.stringContaining('Error: disk full') },
    });
    expect(JSON.parse(err[1]!)).toEqual({ severity: 'ERROR', message: 'plain', error: 'text' });
  });
});

describe('the default sink', () => {
  it('when lines are logged in one turn of the event loop, then stdout gets them in one write; a warning first flushes what waits', async () => {
    const writes: string[] = [];
    const errors: string[] = [];
    const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => (writes.push(String(chunk)), true));
    const error = jest.spyOn(console, 'error').mockImplementation((line) => void errors.push(String(line)));
    try {
      const log = jsonLogger('info');
      log.info('one');
      log.info('two');
      expect(writes).toEqual([]);
      await new Promise((resolve) => setImmediate(resolve));
      expect(writes).toEqual(['{"severity":"INFO","message":"one"}\n{"severity":"INFO","message":"two"}\n']);
      log.info('three');
      log.warn('careful');
      expect(writes[1]).toBe('{"severity":"INFO","message":"three"}\n');
      expect(errors).toEqual(['{"severity":"WARNING","message":"careful"}']);
      await new Promise((resolve) => setImmediate(resolve));
      expect(writes).toHaveLength(2);
    } finally {
      write.mockRestore();
      error.mockRestore();
    }
  });
});

describe('LOG_LEVEL', () => {
  it('when unset, then info; when set, that level; anything else stops the start naming the variable', () => {
    expect(loadConfig({}, 'self-hosted').logLevel).toBe('info');
    expect(loadConfig({ LOG_LEVEL: 'debug' }, 'self-hosted').logLevel).toBe('debug');
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' }, 'self-hosted')).toThrow(
      'Invalid environment variable LOG_LEVEL: LOG_LEVEL must be one of debug, info, warn, error, silent',
    );
  });

  it('when on Cloud Functions, then lines name traces under the project', () => {
    expect(loadConfig({ GCLOUD_PROJECT: 'ferry-prod', IP_HASH_PEPPER: 'x'.repeat(16) }, 'functions').traceProject).toBe('ferry-prod');
    expect(loadConfig({}, 'self-hosted').traceProject).toBeUndefined();
  });
});
