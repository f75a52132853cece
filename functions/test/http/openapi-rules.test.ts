// The rules the server enforces are in the document a client is generated from: the patterns
// and formats of the fields a fuzzer would otherwise fill with what the server refuses, and in
// words the rules no JSON Schema can hold.

import { EMAIL_PATTERN } from '../../src/domain/accounts/schema';
import { CONTROL_FREE, HOST_NAME, HTTP_URL_START, HTTPS_URL_START, SAFE_DEEP_LINK } from '../../src/domain/text-patterns';
import { buildOpenApiDocument } from '../../src/http/openapi/build-document';

type Json = Record<string, unknown>;
const doc = buildOpenApiDocument({ hosts: { shortDomain: 'localhost:8080', publicScheme: 'http' } });
const schemas = (doc.components as { schemas: Record<string, Json & { properties: Record<string, Json> }> }).schemas;

/** A field's string schema, out of `anyOf: [string, null]` when nullable. */
function field(schema: string, name: string): Json {
  const property = schemas[schema]!.properties[name]!;
  const anyOf = property.anyOf as Json[] | undefined;
  return anyOf ? anyOf.find((branch) => branch.type === 'string')! : property;
}
/** Every pattern of a string schema, whether zod wrote one or an allOf of several. */
const patterns = (schema: Json): string[] => [
  ...(typeof schema.pattern === 'string' ? [schema.pattern] : []),
  ...((schema.allOf as Json[] | undefined) ?? []).map((part) => part.pattern as string),
];
const parameter = (path: string, method: string, name: string) =>
  (doc.paths[path]![method]!.parameters as (Json & { schema: Json })[]).find((p) => p.name === name)!;
const description = (path: string, method: string) => doc.paths[path]![method]!.description as string;

describe('the document states the server rules', () => {
  it('when a free-text field is documented, then it carries the no-control-character pattern', () => {
    for (const [schema, name] of [
      ['CreateLinkRequest', 'title'],
      ['CreateLinkRequest', 'utmSource'],
      ['CreateCampaignRequest', 'name'],
      ['CreateProjectRequest', 'name'],
      ['QualifyReferralRequest', 'event'],
    ]) {
      expect(patterns(field(schema!, name!))).toContain(CONTROL_FREE.source);
    }
    expect(patterns(parameter('/api/links', 'get', 'tag').schema)).toContain(CONTROL_FREE.source);
    expect(patterns(parameter('/api/links/export.csv', 'get', 'campaignId').schema)).toContain(CONTROL_FREE.source);
  });

  it('when a field takes an http(s) or https URL, then it says format uri, the scheme pattern and the words', () => {
    for (const [schema, name, pattern] of [
      ['CreateLinkRequest', 'desktopUrl', HTTP_URL_START],
      ['CreateLinkRequest', 'ogImageUrl', HTTPS_URL_START],
      ['CreateLinkRequest', 'instantAppUrl', HTTPS_URL_START],
      ['UpdateProjectRequest', 'iconUrl', HTTPS_URL_START],
      ['UpdateProjectRequest', 'catchAllUrl', HTTP_URL_START],
    ] as const) {
      const url = field(schema, name);
      expect([url.format, patterns(url)]).toEqual(['uri', expect.arrayContaining([pattern.source, CONTROL_FREE.source])]);
      expect(url.description).toMatch(/https?|URL/);
    }
    // A deep link may hold #{...} variables, which format uri would refuse: the pattern says it all.
    expect([field('CreateLinkRequest', 'deepLink').format, patterns(field('CreateLinkRequest', 'deepLink'))]).toEqual([
      undefined,
      [CONTROL_FREE.source, SAFE_DEEP_LINK.source],
    ]);
  });

  it('when a field takes an email or a host name, then its pattern is the one the server checks', () => {
    expect(patterns(field('SignInRequest', 'email'))).toEqual([EMAIL_PATTERN.source]);
    expect(patterns(parameter('/api/projects/{projectId}/invites/{email}', 'delete', 'email').schema)).toEqual([EMAIL_PATTERN.source]);
    for (const [schema, name] of [
      ['SetDomainRequest', 'hostname'],
      ['UpdateProjectRequest', 'customDomain'],
    ])
      expect(patterns(field(schema!, name!))).toContain(HOST_NAME.source);
  });

  it('when the server refuses an empty value, then the document says minLength 1', () => {
    expect(parameter('/api/links/resolve/{slug}', 'get', 'subdomain').schema.minLength).toBe(1);
    expect(field('AddMemberRequest', 'projectId').minLength).toBe(1);
  });

  it('when a rule relates values no schema can, then the operation or parameter says it in words', () => {
    expect(description('/api/projects/{projectId}/analytics', 'get')).toMatch(/`from` must not be after `to`.*at most 366 days/);
    expect(description('/api/projects/{projectId}/clicks.csv', 'get')).toMatch(/at most 366 days/);
    expect(parameter('/api/links', 'get', 'cursor').description).toMatch(/Opaque: the X-Next-Cursor/);
    expect(description('/api/referrals/track', 'post')).toMatch(/With an API key \(publishable or secret\) newUserId is required/);
    expect(description('/api/match', 'post')).toMatch(/without `subdomain`, the answer is 400/);
    expect(description('/api/auth/invitation', 'post')).toMatch(/used, replaced by a newer link or has expired is 400/);
  });

  it('when a member is added, then the document asks for exactly one of email and uid, as the server does', () => {
    expect(schemas.AddMemberRequest!.oneOf).toEqual([
      { properties: { email: {} }, required: ['email'] },
      { properties: { uid: {} }, required: ['uid'] },
    ]);
  });
});
