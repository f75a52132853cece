// A real OpenID Connect provider for the single sign-on tests: panva's oidc-provider (ESM-only,
// hence a child process) on 127.0.0.1, with one confidential client for Ferry (PKCE required)
// and the test's people. Its built-in login form (devInteractions) signs in whoever's id is typed;
// the test drives it with fetch. Claims follow the specification to the letter: with an access
// token issued, the email is in the userinfo answer, not in the ID token.
//
//   node provider.mjs '<json>'   json: {clientId, clientSecret, redirectUri, people: {id: {email, email_verified}}}
//   prints one line, {"issuer": "http://127.0.0.1:<port>"}, once it listens.

import { createServer } from 'node:http';
import Provider from 'oidc-provider';

const { clientId, clientSecret, redirectUri, people } = JSON.parse(process.argv[2]);

const server = createServer();
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${server.address().port}`;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: clientId,
      client_secret: clientSecret,
      redirect_uris: [redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      // Its metadata lists both methods: Ferry then sends the secret in the body.
      token_endpoint_auth_method: 'client_secret_post',
    },
  ],
  pkce: { required: () => true },
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  async findAccount(_ctx, id) {
    const person = people[id];
    if (!person) return undefined;
    return { accountId: id, claims: async () => ({ sub: id, name: id, ...person }) };
  },
  features: { devInteractions: { enabled: true } },
  cookies: { keys: ['a test provider, never a real one'] },
});
server.on('request', provider.callback());

process.stdout.write(`${JSON.stringify({ issuer })}\n`);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
