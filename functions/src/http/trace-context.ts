// The trace a request belongs to, from the headers Google's front end (X-Cloud-Trace-Context)
// or any W3C tracer (traceparent) sets, in the fields Cloud Logging uses to group a request's
// log lines under its trace. Malformed headers are ignored: they come from clients.

export interface TraceContext {
  traceId: string;
  /** 16 hex digits, as Cloud Logging's spanId wants. */
  spanId?: string;
  sampled: boolean;
}

const TRACEPARENT = /^[0-9a-f]{2}-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;
const CLOUD_TRACE = /^([0-9a-fA-F]{32})(?:\/(\d{1,20}))?(?:;o=([01]))?$/;
const ZEROS = /^0+$/;

/** `00-<trace>-<span>-<flags>` (W3C Trace Context). */
export function fromTraceparent(header: string | undefined): TraceContext | null {
  const match = header ? TRACEPARENT.exec(header.trim()) : null;
  if (!match || ZEROS.test(match[1]!) || ZEROS.test(match[2]!)) return null;
  return { traceId: match[1]!, spanId: match[2]!, sampled: (parseInt(match[3]!, 16) & 1) === 1 };
}

/** `<trace>/<decimal span>;o=<0|1>` (Google Cloud). */
export function fromCloudTrace(header: string | undefined): TraceContext | null {
  const match = header ? CLOUD_TRACE.exec(header.trim()) : null;
  if (!match || ZEROS.test(match[1]!)) return null;
  const span = match[2] && !ZEROS.test(match[2]) ? BigInt(match[2]) : null;
  return {
    traceId: match[1]!.toLowerCase(),
    ...(span !== null && span < 2n ** 64n ? { spanId: span.toString(16).padStart(16, '0') } : {}),
    sampled: match[3] === '1',
  };
}

/** The log fields of a trace; `project` makes the trace a link Cloud Logging follows. */
export function traceFields(trace: TraceContext | null, project: string | undefined): Record<string, unknown> {
  if (!trace) return {};
  return {
    'logging.googleapis.com/trace': project ? `projects/${project}/traces/${trace.traceId}` : trace.traceId,
    ...(trace.spanId ? { 'logging.googleapis.com/spanId': trace.spanId } : {}),
    'logging.googleapis.com/trace_sampled': trace.sampled,
  };
}
