// Name resolution for tests, without DNS, shared by the default test app and the webhook
// receiver: `*.invalid` is a name that does not exist (RFC 6761), `*.dns-down.example` meets a
// DNS failure (the resolver times out); any other name gets the address `addressOf` picks.

const dnsError = (code: string) => Object.assign(new Error(`getaddrinfo ${code}`), { code });

export function testResolver(addressOf: (host: string) => string) {
  return async (host: string) => {
    if (host.endsWith('.invalid')) throw dnsError('ENOTFOUND');
    if (host.endsWith('.dns-down.example')) throw dnsError('EAI_AGAIN');
    return [{ address: addressOf(host), family: 4 }];
  };
}
