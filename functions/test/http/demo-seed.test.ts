// The demo project of a first start, when several processes start together on one empty store
// (PostgreSQL behind several Ferry processes): exactly one makes it and prints keys, the others
// start without an error.
import { seedDemoProject } from '../../src/services/projects/demo-project';
import { testApp } from '../support/test-app';

describe('seedDemoProject', () => {
  const t = testApp();
  afterAll(() => t.close());

  it('when three starts race on an empty store, then one creates demo with its keys and the others get nothing', async () => {
    const seeds = await Promise.all([seedDemoProject(t.deps), seedDemoProject(t.deps), seedDemoProject(t.deps)]);
    expect(seeds.filter((seed) => seed !== null)).toHaveLength(1);
    expect(seeds.find((seed) => seed !== null)).toMatchObject({ projectId: 'demo', secretKey: expect.stringMatching(/^sk_live_/) });
    expect((await t.deps.store.keys.list('demo')).map((key) => key.type).sort()).toEqual(['publishable', 'secret']);
    expect(await seedDemoProject(t.deps)).toBeNull();
  });
});
