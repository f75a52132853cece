// A signed-in Firebase user who is in no project yet: create the first one here (within the
// plan's limit, as on the Projects screen), or ask an owner to add this user ID as a member.

import { NewProjectForm } from './projects/new-project-form';
import { CopyButton } from './ui/copy-button';
import type { FirstProjectStart, Session } from './session';

export function FirstProject({ start, onOpen, onSignOut }: { start: FirstProjectStart; onOpen: (s: Session) => void; onSignOut: () => void }) {
  return (
    <main class="centered first-project">
      <section class="first-project-body" aria-labelledby="first-project-title">
        <h1 id="first-project-title">Create your first project</h1>
        <p class="help">
          Signed in as <strong>{start.user.email ?? start.user.uid}</strong>. A project holds your links, app settings and keys;
          its subdomain becomes the host of its short links.
        </p>
        <NewProjectForm admin={start.admin} title="Project" onCreated={(project) => onOpen(start.open(project))} />
        <div class="card member-instead">
          <p class="help">Joining a team instead? Ask a project owner to add you as a member with your user ID:</p>
          <p class="uid"><code>{start.user.uid}</code> <CopyButton text={start.user.uid} label="Copy your user ID" /></p>
        </div>
        <button type="button" class="quiet" onClick={onSignOut}>Sign out</button>
      </section>
    </main>
  );
}
