'use strict';
// The soak's store: one studio project with an iOS and an Android app and the deepview on,
// 1,000 links (100 in a smoke run), and a secret key for the API part of the mix.

const { loadConfig } = require('../../lib/config');
const { buildDeps } = require('../../lib/build-deps');
const { createProject, updateProject } = require('../../lib/services/projects/projects');
const { createLink } = require('../../lib/services/links/links');
const { createKey } = require('../../lib/services/projects/keys');
const { updateProjectSchema } = require('../../lib/domain/projects/schema');
const { createLinkSchema } = require('../../lib/domain/links/schema');
const { PROJECT_SETTINGS } = require('./fixtures');
const { sized } = require('./smoke');

const LINKS = sized(1_000, 100);

async function seedSoak(env) {
  const deps = buildDeps(loadConfig(env, 'self-hosted'));
  try {
    const created = await createProject(deps, { name: 'Soak', subdomain: 'soak', plan: 'studio', ownerUid: null });
    const project = await updateProject(deps, created, updateProjectSchema.parse({ ...PROJECT_SETTINGS, deepview: { enabled: true } }));
    const slugs = [];
    for (let i = 0; i < LINKS; i++) {
      const slug = `s${i}`;
      await createLink(
        deps,
        project,
        createLinkSchema.parse({ title: `Item ${i}`, slug, deepLink: `soak://items/${i}`, desktopUrl: `https://example.com/items/${i}` }),
      );
      slugs.push(slug);
    }
    const { key } = await createKey(deps, project.id, 'secret');
    return { subdomain: 'soak', linkHost: 'soak.localhost', slugs, key };
  } finally {
    await deps.store.close();
  }
}

module.exports = { seedSoak };
