// @ferry/sdk/admin against the real server: the typed client made from docs/openapi.json creates,
// reads, lists and deletes links, reads the project, and gives the API's typed errors.

import { createFerryAdmin } from '../src/admin/index';
import { type RunningFerry, startFerry } from './support/ferry-server';

let ferry: RunningFerry;
beforeAll(async () => {
  ferry = await startFerry();
});
afterAll(() => ferry.close());

const admin = (credential?: string) => createFerryAdmin({ baseUrl: `${ferry.apiBase}/`, credential: credential ?? ferry.secretKey });

describe('@ferry/sdk/admin', () => {
  it('creates a link, reads it back, finds it in the list and deletes it', async () => {
    const client = admin();
    const created = await client.POST('/api/links', { body: { title: 'Winter sale', deepLink: 'acme://winter', slug: 'winter', tags: ['sale'] } });
    expect(created.error).toBeUndefined();
    expect(created.data).toMatchObject({ success: true, slug: 'winter', link: { title: 'Winter sale', tags: ['sale'] } });
    const read = await client.GET('/api/links/{slug}', { params: { path: { slug: 'winter' } } });
    expect(read.data).toMatchObject({ slug: 'winter', deepLink: 'acme://winter' });
    const list = await client.GET('/api/links', { params: { query: { limit: 50 } } });
    expect(list.data?.map((l) => l.slug)).toContain('winter');
    expect((await client.DELETE('/api/links/{slug}', { params: { path: { slug: 'winter' } } })).response.status).toBe(200);
    expect((await client.GET('/api/links/{slug}', { params: { path: { slug: 'winter' } } })).error).toMatchObject({ code: 'NOT_FOUND' });
  });

  it("answers the API's errors typed: the field a validation error names, 401 without a credential", async () => {
    const invalid = await admin().POST('/api/links', { body: { title: '', deepLink: 'acme://x' } });
    expect(invalid.response.status).toBe(400);
    expect(invalid.error).toMatchObject({ code: 'INVALID_ARGUMENT', field: 'title' });
    const anonymous = createFerryAdmin({ baseUrl: ferry.apiBase });
    expect((await anonymous.GET('/api/links', {})).response.status).toBe(401);
  });

  it('asks a credential function on every request (an ID token refreshes hourly)', async () => {
    let asked = 0;
    const client = createFerryAdmin({
      baseUrl: ferry.apiBase,
      credential: async () => {
        asked += 1;
        return ferry.secretKey;
      },
    });
    const project = await client.GET('/api/projects/{projectId}', { params: { path: { projectId: 'demo' } } });
    expect(project.data).toMatchObject({ id: 'demo', subdomain: 'demo' });
    await client.GET('/api/links', {});
    expect(asked).toBe(2);
  });
});
