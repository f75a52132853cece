// Roles given by email, one row per project and email; looked up by email when an account
// with it appears.

import type { Database } from 'better-sqlite3';
import type { MemberInvite } from '../../../domain/accounts/types';
import type { Role } from '../../../domain/projects/types';
import type { MemberInviteRepo } from '../../accounts-ports';

type Row = { project_id: string; email: string; role: string; invited_at: string };

export function sqliteMemberInvites(db: Database): MemberInviteRepo {
  const put = db.prepare('INSERT OR REPLACE INTO member_invites (project_id, email, role, invited_at) VALUES (?, ?, ?, ?)');
  const forProject = db.prepare<[string], Row>('SELECT * FROM member_invites WHERE project_id = ? ORDER BY email');
  const forEmail = db.prepare<[string], Row>('SELECT * FROM member_invites WHERE email = ? ORDER BY project_id');
  const remove = db.prepare('DELETE FROM member_invites WHERE project_id = ? AND email = ?');
  const parse = (row: Row): MemberInvite => ({ projectId: row.project_id, email: row.email, role: row.role as Role, invitedAt: row.invited_at });

  return {
    async put(invite) {
      put.run(invite.projectId, invite.email, invite.role, invite.invitedAt);
    },
    async listForProject(projectId) {
      return forProject.all(projectId).map(parse);
    },
    async listForEmail(email) {
      return forEmail.all(email).map(parse);
    },
    async delete(projectId, email) {
      return remove.run(projectId, email).changes > 0;
    },
  };
}
