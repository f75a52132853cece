// A provider that lies, for the refusals a correct provider cannot cause: its discovery, keys,
// authorization and token endpoints are sound (PKCE and the client's secret, sent by HTTP Basic,
// the one method its metadata lists, are checked), but the
// ID token it signs with jose carries the defect the test asked for. Each test first posts
// {defect, claims} to /test/next; the next token then has it, with those claims (null: left out).
//
//   node rogue-provider.mjs [port]   prints {"issuer": "http://127.0.0.1:<port>"} once it listens.
//
// Defects: none (a sound token), nonce, aud, exp, unknown-key (a key its JWKS never listed),
// bad-signature (the published key id, another key), alg-none (unsigned), iss (another issuer).

import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

const CLIENT = { id: 'ferry', secret: 'rogue-client-secret-1' };
const port = Number(process.argv[2] ?? 0);

const published = await generateKeyPair('RS256');
const stranger = await generateKeyPair('RS256');
const jwks = { keys: [{ ...(await exportJWK(published.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }] };

let next = { defect: 'none', claims: {} };
const codes = new Map();

const b64 = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
const json = (res, status, body) => res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(body));
const body = async (req) => {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text;
};

async function idToken(issuer, grant) {
  const { defect, claims } = next;
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: defect === 'iss' ? 'https://another-issuer.example' : issuer,
    sub: 'rogue-person',
    aud: defect === 'aud' ? 'someone-else' : CLIENT.id,
    iat: defect === 'exp' ? now - 7200 : now,
    exp: defect === 'exp' ? now - 3600 : now + 300,
    nonce: defect === 'nonce' ? 'not-the-nonce-ferry-sent' : grant.nonce,
    email: 'rogue@acme.example',
    email_verified: true,
    ...claims,
  };
  // A claim set to null is left out: how a test asks for a token without email_verified (Entra's).
  for (const [name, value] of Object.entries(payload)) if (value === null) delete payload[name];
  if (defect === 'alg-none') return `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`;
  const key = defect === 'unknown-key' || defect === 'bad-signature' ? stranger.privateKey : published.privateKey;
  const kid = defect === 'unknown-key' ? 'k-unknown' : 'k1';
  return new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' }).sign(key);
}

async function token(req, res, issuer) {
  const form = new URLSearchParams(await body(req));
  // client_secret_basic: both parts form-encoded before base64 (RFC 6749 §2.3.1).
  const basic = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString('utf8');
  const [id, secret] = basic.split(':').map((part) => decodeURIComponent(part.replace(/\+/g, ' ')));
  if (id !== CLIENT.id || secret !== CLIENT.secret) return json(res, 401, { error: 'invalid_client' });
  const grant = codes.get(form.get('code'));
  codes.delete(form.get('code'));
  const verifier = form.get('code_verifier') ?? '';
  if (!grant || grant.redirectUri !== form.get('redirect_uri') || createHash('sha256').update(verifier).digest('base64url') !== grant.challenge) {
    return json(res, 400, { error: 'invalid_grant' });
  }
  json(res, 200, { access_token: randomBytes(16).toString('hex'), token_type: 'Bearer', expires_in: 300, id_token: await idToken(issuer, grant) });
}

const server = createServer(async (req, res) => {
  const issuer = `http://127.0.0.1:${server.address().port}`;
  const url = new URL(req.url, issuer);
  switch (`${req.method} ${url.pathname}`) {
    case 'GET /.well-known/openid-configuration':
      return json(res, 200, {
        issuer, authorization_endpoint: `${issuer}/authorize`, token_endpoint: `${issuer}/token`, jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'], subject_types_supported: ['public'], code_challenge_methods_supported: ['S256'],
        // It even claims `none`: Ferry must refuse an unsigned token all the same.
        id_token_signing_alg_values_supported: ['RS256', 'none'], token_endpoint_auth_methods_supported: ['client_secret_basic'],
      });
    case 'GET /jwks':
      return json(res, 200, jwks);
    case 'GET /authorize': {
      const q = url.searchParams;
      if (q.get('client_id') !== CLIENT.id || q.get('code_challenge_method') !== 'S256' || !q.get('code_challenge')) return json(res, 400, { error: 'invalid_request' });
      const code = randomBytes(16).toString('hex');
      codes.set(code, { nonce: q.get('nonce'), challenge: q.get('code_challenge'), redirectUri: q.get('redirect_uri') });
      const back = new URL(q.get('redirect_uri'));
      back.searchParams.set('code', code);
      back.searchParams.set('state', q.get('state'));
      return res.writeHead(302, { location: back.href }).end();
    }
    case 'POST /token':
      return token(req, res, issuer);
    case 'POST /test/next':
      next = { defect: 'none', claims: {}, ...JSON.parse(await body(req)) };
      return res.writeHead(204).end();
    default:
      return json(res, 404, { error: 'not_found' });
  }
});

await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
process.stdout.write(`${JSON.stringify({ issuer: `http://127.0.0.1:${server.address().port}`, client: CLIENT })}\n`);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
