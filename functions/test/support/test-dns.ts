// Names the tests resolve without DNS, shared by the default test app and the webhook receiver:
// `*.invalid` is a name that does not exist (RFC 6761), `*.dns-down.example` meets a DNS
// failure (the resolver times out); anything else is answered by the caller's own rule.

const dnsError = (code: string) => Object.assign(new Error(`getaddrinfo ${code}`), { code });

export function failingTestName(host: string): Error | null {
  if (host.endsWith('.invalid')) return dnsError('ENOTFOUND');
  if (host.endsWith('.dns-down.example')) return dnsError('EAI_AGAIN');
  return null;
}
