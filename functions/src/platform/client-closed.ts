// The status a request gets when its client went away before the answer: nginx's 499 "Client
// Closed Request". Nobody reads it; the request log and the metrics do, and keep it apart
// from the server's own failures (http/client-abort.ts, platform/metrics.ts).

export const CLIENT_CLOSED_REQUEST = 499;
