// Projects with their subdomain and custom-domain claims as UNIQUE columns, so the insert or
// update itself reports a taken name; members in their own table for "my projects". Every
// read-change-write of a project's doc holds the row (SELECT ... FOR UPDATE), since several
// processes may change one project at once.

import type { Pool, PoolClient } from 'pg';
import { applyProjectPatch } from '../../../domain/projects/apply-patch';
import type { ProjectRecord } from '../../../domain/projects/types';
import type { ProjectRepo } from '../../ports';
import { StoreConflictError } from '../../ports';
import { inTransaction, type Queryable, row, rows, uniqueViolation } from '../database/transaction';

type Row = { doc: string };

const parse = (r: Row | null) => (r ? (JSON.parse(r.doc) as ProjectRecord) : null);

/** A taken subdomain or custom domain, named by the constraint PostgreSQL reports. */
function asConflict(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint === 'projects_subdomain_key') throw new StoreConflictError('subdomain');
  if (constraint === 'projects_custom_domain_key') throw new StoreConflictError('customDomain');
  throw error;
}

async function save(db: Queryable, p: ProjectRecord): Promise<ProjectRecord> {
  await db.query('UPDATE projects SET custom_domain = $2, domain_status = $3, owner_uid = $4, doc = $5 WHERE id = $1', [
    p.id,
    p.customDomain?.hostname ?? null,
    p.customDomain?.status ?? null,
    p.ownerUid,
    JSON.stringify(p),
  ]);
  return p;
}

async function putMember(db: Queryable, id: string, uid: string, role: string): Promise<void> {
  await db.query('INSERT INTO project_members (project_id, uid, role) VALUES ($1, $2, $3) ON CONFLICT (project_id, uid) DO UPDATE SET role = EXCLUDED.role', [
    id,
    uid,
    role,
  ]);
}

async function dropMember(db: Queryable, id: string, uid: string): Promise<void> {
  await db.query('DELETE FROM project_members WHERE project_id = $1 AND uid = $2', [id, uid]);
}

export function postgresProjects(pool: Pool): ProjectRepo {
  /** Runs `change` on the project with its row held; null when there is no such project. */
  const withLocked = (id: string, change: (db: PoolClient, project: ProjectRecord) => Promise<ProjectRecord>) =>
    inTransaction(pool, async (db) => {
      const project = parse(await row<Row>(db, 'SELECT doc FROM projects WHERE id = $1 FOR UPDATE', [id]));
      return project ? change(db, project) : null;
    }).catch(asConflict);

  const countOwned = async (db: Queryable, uid: string) => (await row<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM projects WHERE owner_uid = $1', [uid]))!.n;

  return {
    async create(p, options) {
      const maxOwned = options?.maxOwned;
      return inTransaction(pool, async (db) => {
        if (p.ownerUid && maxOwned !== undefined) {
          // No row stands for an owner, so racing creates by one owner (from any process) queue
          // on a lock named after the owner: each counts only after the previous one committed.
          await db.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`ferry:projects-owned-by:${p.ownerUid}`]);
          if ((await countOwned(db, p.ownerUid)) >= maxOwned) return 'owner-limit' as const;
        }
        await db.query('INSERT INTO projects (id, subdomain, custom_domain, domain_status, owner_uid, doc) VALUES ($1, $2, $3, $4, $5, $6)', [
          p.id,
          p.subdomain,
          p.customDomain?.hostname ?? null,
          p.customDomain?.status ?? null,
          p.ownerUid,
          JSON.stringify(p),
        ]);
        for (const [uid, role] of Object.entries(p.members)) await putMember(db, p.id, uid, role);
        return 'created' as const;
      }).catch(asConflict);
    },
    async get(id) {
      return parse(await row<Row>(pool, 'SELECT doc FROM projects WHERE id = $1', [id]));
    },
    async getBySubdomain(subdomain) {
      return parse(await row<Row>(pool, 'SELECT doc FROM projects WHERE subdomain = $1', [subdomain]));
    },
    async getByCustomDomain(hostname) {
      return parse(await row<Row>(pool, "SELECT doc FROM projects WHERE custom_domain = $1 AND domain_status = 'active'", [hostname]));
    },
    async listForUser(uid) {
      const found = await rows<Row>(
        pool,
        'SELECT doc FROM projects WHERE owner_uid = $1 OR id IN (SELECT project_id FROM project_members WHERE uid = $1) ORDER BY id',
        [uid],
      );
      return found.map((r) => parse(r)!);
    },
    async list({ limit, after }) {
      return (await rows<Row>(pool, 'SELECT doc FROM projects WHERE id > $1 ORDER BY id LIMIT $2', [after ?? '', limit])).map((r) => parse(r)!);
    },
    async countOwnedBy(uid) {
      return countOwned(pool, uid);
    },
    async update(id, patch, now) {
      return withLocked(id, (db, project) => save(db, applyProjectPatch(project, patch, now)));
    },
    async setMember(id, uid, role, now) {
      return withLocked(id, async (db, project) => {
        const members = { ...project.members };
        if (role) {
          members[uid] = role;
          await putMember(db, id, uid, role);
        } else {
          delete members[uid];
          await dropMember(db, id, uid);
        }
        return save(db, { ...project, members, updatedAt: now });
      });
    },
    async setOwner(id, uid, now) {
      return withLocked(id, async (db, project) => {
        const members = { ...project.members };
        delete members[uid];
        await dropMember(db, id, uid);
        const previous = project.ownerUid;
        if (previous && previous !== uid) {
          members[previous] = 'editor';
          await putMember(db, id, previous, 'editor');
        }
        return save(db, { ...project, ownerUid: uid, members, updatedAt: now });
      });
    },
    async isEmpty() {
      return (await row(pool, 'SELECT 1 FROM projects LIMIT 1')) === null;
    },
  };
}
