// Roles given by email, one row per project and email; looked up by email when an account
// with it appears.

import type { Pool } from 'pg';
import type { MemberInvite } from '../../../domain/accounts/types';
import type { Role } from '../../../domain/projects/types';
import type { MemberInviteRepo } from '../../accounts-ports';
import { changed, rows } from '../database/transaction';

type Row = { project_id: string; email: string; role: string; invited_at: string };

const parse = (r: Row): MemberInvite => ({ projectId: r.project_id, email: r.email, role: r.role as Role, invitedAt: r.invited_at });

export function postgresMemberInvites(pool: Pool): MemberInviteRepo {
  return {
    async put(invite) {
      // One statement, so two puts racing for one project and email leave one row (the last).
      await pool.query(
        `INSERT INTO member_invites (project_id, email, role, invited_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (project_id, email) DO UPDATE SET role = EXCLUDED.role, invited_at = EXCLUDED.invited_at`,
        [invite.projectId, invite.email, invite.role, invite.invitedAt],
      );
    },
    async listForProject(projectId) {
      return (await rows<Row>(pool, 'SELECT * FROM member_invites WHERE project_id = $1 ORDER BY email', [projectId])).map(parse);
    },
    async listForEmail(email) {
      return (await rows<Row>(pool, 'SELECT * FROM member_invites WHERE email = $1 ORDER BY project_id', [email])).map(parse);
    },
    async delete(projectId, email) {
      return (await changed(pool, 'DELETE FROM member_invites WHERE project_id = $1 AND email = $2', [projectId, email])) > 0;
    },
  };
}
