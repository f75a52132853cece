// Projects with their subdomain and custom-domain claims as UNIQUE columns, so the insert or
// update itself reports a taken name. Members live in their own table for "my projects".

import type { Database } from 'better-sqlite3';
import { applyProjectPatch } from '../../../domain/projects/apply-patch';
import type { MemberRole, ProjectRecord } from '../../../domain/projects/types';
import type { ProjectRepo } from '../../ports';
import { rethrowAsConflict } from '../database/errors';

type Row = { doc: string };

export function sqliteProjects(db: Database): ProjectRepo {
  const insert = db.prepare(
    'INSERT INTO projects (id, subdomain, custom_domain, domain_status, owner_uid, doc) VALUES (@id, @subdomain, @domain, @status, @owner, @doc)',
  );
  const write = db.prepare('UPDATE projects SET custom_domain = @domain, domain_status = @status, doc = @doc WHERE id = @id');
  const byId = db.prepare<[string], Row>('SELECT doc FROM projects WHERE id = ?');
  const bySubdomain = db.prepare<[string], Row>('SELECT doc FROM projects WHERE subdomain = ?');
  const byDomain = db.prepare<[string], Row>("SELECT doc FROM projects WHERE custom_domain = ? AND domain_status = 'active'");
  const forUser = db.prepare<[string, string], Row>(
    `SELECT doc FROM projects WHERE owner_uid = ? OR id IN (SELECT project_id FROM project_members WHERE uid = ?) ORDER BY id`,
  );
  const page = db.prepare<[string, number], Row>('SELECT doc FROM projects WHERE id > ? ORDER BY id LIMIT ?');
  const ownedCount = db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM projects WHERE owner_uid = ?');
  const anyProject = db.prepare('SELECT 1 FROM projects LIMIT 1');
  const putMember = db.prepare('INSERT OR REPLACE INTO project_members (project_id, uid, role) VALUES (?, ?, ?)');
  const dropMember = db.prepare('DELETE FROM project_members WHERE project_id = ? AND uid = ?');
  const writeOwner = db.prepare('UPDATE projects SET owner_uid = ? WHERE id = ?');

  const parse = (row: Row | undefined) => (row ? (JSON.parse(row.doc) as ProjectRecord) : null);
  const columns = (p: ProjectRecord) => ({
    id: p.id,
    subdomain: p.subdomain,
    domain: p.customDomain?.hostname ?? null,
    status: p.customDomain?.status ?? null,
    owner: p.ownerUid,
    doc: JSON.stringify(p),
  });

  // The owner's count and the insert share one write transaction, so racing creates (even
  // from other processes: `.immediate` below) never pass the plan's project limit.
  const create = db.transaction((p: ProjectRecord, maxOwned: number | undefined): 'created' | 'owner-limit' => {
    if (p.ownerUid && maxOwned !== undefined && ownedCount.get(p.ownerUid)!.n >= maxOwned) return 'owner-limit';
    insert.run(columns(p));
    for (const [uid, role] of Object.entries(p.members)) putMember.run(p.id, uid, role);
    return 'created';
  });

  const save = (p: ProjectRecord) => {
    try {
      write.run(columns(p));
    } catch (error) {
      rethrowAsConflict(error, 'customDomain');
    }
    return p;
  };

  const setMember = db.transaction((id: string, uid: string, role: MemberRole | null, now: string) => {
    const project = parse(byId.get(id));
    if (!project) return null;
    const members = { ...project.members };
    if (role) {
      members[uid] = role;
      putMember.run(id, uid, role);
    } else {
      delete members[uid];
      dropMember.run(id, uid);
    }
    return save({ ...project, members, updatedAt: now });
  });

  const setOwner = db.transaction((id: string, uid: string, now: string) => {
    const project = parse(byId.get(id));
    if (!project) return null;
    const members = { ...project.members };
    delete members[uid];
    dropMember.run(id, uid);
    const previous = project.ownerUid;
    if (previous && previous !== uid) {
      members[previous] = 'editor';
      putMember.run(id, previous, 'editor');
    }
    writeOwner.run(uid, id);
    return save({ ...project, ownerUid: uid, members, updatedAt: now });
  });

  return {
    async create(project, options) {
      try {
        return create.immediate(project, options?.maxOwned);
      } catch (error) {
        return rethrowAsConflict(error, 'subdomain');
      }
    },
    async get(id) {
      return parse(byId.get(id));
    },
    async getBySubdomain(subdomain) {
      return parse(bySubdomain.get(subdomain));
    },
    async getByCustomDomain(hostname) {
      return parse(byDomain.get(hostname));
    },
    async listForUser(uid) {
      return forUser.all(uid, uid).map((row) => parse(row)!);
    },
    async list({ limit, after }) {
      return page.all(after ?? '', limit).map((row) => parse(row)!);
    },
    async countOwnedBy(uid) {
      return ownedCount.get(uid)!.n;
    },
    async update(id, patch, now) {
      const project = parse(byId.get(id));
      return project ? save(applyProjectPatch(project, patch, now)) : null;
    },
    async setMember(id, uid, role, now) {
      return setMember(id, uid, role, now);
    },
    async setOwner(id, uid, now) {
      return setOwner.immediate(id, uid, now);
    },
    async isEmpty() {
      return anyProject.get() === undefined;
    },
  };
}
