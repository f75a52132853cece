import { fromCloudTrace, fromTraceparent, traceFields } from '../../src/http/trace-context';

describe('trace context', () => {
  it('when traceparent is well formed, then its trace, span and sampled flag', () => {
    expect(fromTraceparent('00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01')).toEqual({
      traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
      spanId: '00f067aa0ba902b7',
      sampled: true,
    });
    expect(fromTraceparent(' 00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-02 ')).toMatchObject({ sampled: false });
  });

  it.each([
    undefined,
    '',
    '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7',
    '00-00000000000000000000000000000000-00f067aa0ba902b7-01',
    '00-4bf92f3577b34da6a3ce929d0e0e4736-0000000000000000-01',
    '00-4BF92F3577B34DA6A3CE929D0E0E4736-00f067aa0ba902b7-01',
    'zz-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01',
  ])('when traceparent is %j, then no trace', (header) => expect(fromTraceparent(header)).toBeNull());

  it('when X-Cloud-Trace-Context is well formed, then its trace, its decimal span as 16 hex digits, and o=1 as sampled', () => {
    expect(fromCloudTrace('105445AA7843BC8BF206B12000100000/1;o=1')).toEqual({
      traceId: '105445aa7843bc8bf206b12000100000',
      spanId: '0000000000000001',
      sampled: true,
    });
    expect(fromCloudTrace('105445aa7843bc8bf206b12000100000/18446744073709551615;o=0')).toEqual({
      traceId: '105445aa7843bc8bf206b12000100000',
      spanId: 'ffffffffffffffff',
      sampled: false,
    });
    expect(fromCloudTrace('105445aa7843bc8bf206b12000100000')).toEqual({ traceId: '105445aa7843bc8bf206b12000100000', sampled: false });
  });

  it('when the span does not fit 64 bits or is zero, then the trace is kept without it', () => {
    expect(fromCloudTrace('105445aa7843bc8bf206b12000100000/18446744073709551616;o=1')).toEqual({ traceId: '105445aa7843bc8bf206b12000100000', sampled: true });
    expect(fromCloudTrace('105445aa7843bc8bf206b12000100000/0;o=1')).toEqual({ traceId: '105445aa7843bc8bf206b12000100000', sampled: true });
  });

  it.each([
    undefined,
    '',
    'abc/1;o=1',
    '00000000000000000000000000000000/1;o=1',
    '105445aa7843bc8bf206b12000100000/1;o=2',
    '105445aa7843bc8bf206b12000100000/x',
  ])('when X-Cloud-Trace-Context is %j, then no trace', (header) => expect(fromCloudTrace(header)).toBeNull());

  it('when a project is known, then the trace is its resource name; without one, the bare id; no trace, no fields', () => {
    const trace = { traceId: 'a'.repeat(32), spanId: 'b'.repeat(16), sampled: false };
    expect(traceFields(trace, 'p1')).toEqual({
      'logging.googleapis.com/trace': `projects/p1/traces/${'a'.repeat(32)}`,
      'logging.googleapis.com/spanId': 'b'.repeat(16),
      'logging.googleapis.com/trace_sampled': false,
    });
    expect(traceFields({ traceId: 'a'.repeat(32), sampled: true }, undefined)).toEqual({
      'logging.googleapis.com/trace': 'a'.repeat(32),
      'logging.googleapis.com/trace_sampled': true,
    });
    expect(traceFields(null, 'p1')).toEqual({});
  });
});
