// What a verb runs with: the config, the services' dependencies (opened only when a verb
// needs the store: help, backup and restore never open it) and the project it acts on.

import type { Readable, Writable } from 'node:stream';
import { buildDeps } from '../build-deps';
import type { Config } from '../config';
import { notFound } from '../domain/errors';
import type { ServiceDeps } from '../services/deps';
import { findProject, listAllProjects } from '../services/projects/projects';
import type { CliContext, ProgressStream } from './command';
import { usageError } from './errors';

export function createContext(
  config: Config,
  json: boolean,
  stderr: ProgressStream,
  stdout: Writable,
  stdin: Readable,
): CliContext & { close(): Promise<void> } {
  let deps: ServiceDeps | undefined;
  const ctx = {
    config,
    json,
    stderr,
    stdout,
    stdin,
    deps: () => (deps ??= buildDeps(config)),
    async project(requested: string | undefined) {
      if (requested !== undefined) {
        const project = await findProject(ctx.deps(), requested);
        if (!project) throw notFound('Project not found');
        return project;
      }
      // Most self-hosted stores hold one project: then naming it is optional.
      const firstTwo = await listAllProjects(ctx.deps(), { limit: 2 });
      if (firstTwo.length === 1) return firstTwo[0]!;
      if (firstTwo.length === 0) throw notFound('The store holds no project yet: create one with `ferry project create --subdomain <sub>`');
      throw usageError('--project <id> is required: the store holds more than one project (`ferry project list`)');
    },
    async close() {
      await deps?.store.close();
    },
  };
  return ctx;
}
