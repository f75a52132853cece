'use strict';
// Seeds a fresh SQLite store through the real services of the build output (lib/): one
// studio-plan project, its app settings, and every fixture link via createLink.

const { loadConfig } = require('../../lib/config');
const { buildDeps } = require('../../lib/build-deps');
const { createProject, updateProject } = require('../../lib/services/projects/projects');
const { createLink } = require('../../lib/services/links/links');
const { updateProjectSchema } = require('../../lib/domain/projects/schema');
const { createLinkSchema } = require('../../lib/domain/links/schema');
const { SUBDOMAIN, PROJECT_SETTINGS, links } = require('./fixtures');

async function seedStore(env) {
  const deps = buildDeps(loadConfig(env, 'self-hosted'));
  try {
    // Studio: no monthly link limit, and a click quota (10M) the benchmark cannot reach.
    const created = await createProject(deps, { name: 'Bench', subdomain: SUBDOMAIN, plan: 'studio', ownerUid: null });
    const project = await updateProject(deps, created, updateProjectSchema.parse(PROJECT_SETTINGS));
    for (const [i, { slug, desktopUrl }] of links().entries()) {
      const input = createLinkSchema.parse({ title: `Product ${i}`, slug, deepLink: `bench://products/${i}`, desktopUrl });
      await createLink(deps, project, input);
    }
    return project;
  } finally {
    await deps.store.close();
  }
}

module.exports = { seedStore };
