// Projects: switch between the projects this credential can see (a secret key sees its own),
// create one (the owner's, within the plan's limit), then the chosen project in groups, one tab
// each: overview with plan usage this month, settings, app identity, team (API keys, members),
// custom domain, webhooks.

import type { FerryAdmin } from '@ferry/sdk/admin';
import { useState } from 'preact/hooks';
import { roleOf, type Session } from '../session';
import { ErrorState, Loading } from '../ui/states';
import { useLoad } from '../ui/use-request';
import type { Project } from './api';
import { ApiKeys } from './api-keys';
import { CustomDomain } from './custom-domain';
import { Members } from './members';
import { NewProjectForm } from './new-project-form';
import { GroupPanel, GroupTabs, useGroup } from './project-tabs';
import { SettingsForm } from './settings-form';
import { PlanUsage } from './usage';
import { Webhooks } from './webhooks';
import './projects.css';

interface Props {
  session: Session;
  /** Tells the shell which project is chosen, so the other screens follow. */
  onProject?: (project: Project) => void;
}

export function ProjectsScreen({ session, onProject }: Props) {
  const { admin } = session;
  const [chosen, setChosen] = useState(session.project.id);
  const list = useLoad(() => admin.GET('/api/projects'), [admin]);
  const one = useLoad(() => admin.GET('/api/projects/{projectId}', { params: { path: { projectId: chosen } } }), [admin, chosen]);
  const { data: projects, setData: setProjects } = list;
  const { data: project, setData: setProject, reload: loadProject } = one;
  const error = list.error ?? one.error;
  const [creating, setCreating] = useState(false);
  const [group, setGroup] = useGroup();

  // A signed-in person who is not the owner: owner-only cards say so without asking the API.
  const role = project ? roleOf(session, project) : null;
  const notOwner = session.user && (role === 'editor' || role === 'viewer') ? role : undefined;

  const saved = (p: Project) => {
    setProject(p);
    onProject?.(p);
  };

  const choose = (id: string) => {
    setProject(null);
    setChosen(id);
    const next = projects?.find((p) => p.id === id);
    if (next) onProject?.(next);
  };

  return (
    <section aria-labelledby="projects-title" class="projects">
      <div class="screen-head">
        <h1 id="projects-title">Project</h1>
        <div class="switcher">
          <label for="project-switch">Switch project</label>
          <select id="project-switch" value={chosen} disabled={!projects} onChange={(e) => choose(e.currentTarget.value)}>
            {(projects ?? [session.project]).map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} ({p.id})
              </option>
            ))}
          </select>
          {!creating && (
            <button type="button" class="quiet" onClick={() => setCreating(true)}>
              New project
            </button>
          )}
        </div>
      </div>
      {creating && (
        <NewProjectForm
          admin={admin}
          onCancel={() => setCreating(false)}
          onCreated={(p) => {
            setCreating(false);
            setProjects([...(projects ?? []), p]);
            choose(p.id);
          }}
        />
      )}
      {error ? (
        <ErrorState
          message={error}
          onRetry={() => {
            void list.reload();
            void loadProject();
          }}
        />
      ) : !project ? (
        <Loading what="the project" />
      ) : (
        <>
          <GroupTabs group={group} onGroup={setGroup} />
          <div key={project.id}>
            <GroupPanel id="overview" group={group}>
              <Overview admin={admin} project={project} />
            </GroupPanel>
            <GroupPanel id="settings" group={group}>
              <SettingsForm part="general" admin={admin} project={project} readOnly={role === 'viewer'} onSaved={saved} />
            </GroupPanel>
            <GroupPanel id="app" group={group}>
              <SettingsForm part="app" admin={admin} project={project} readOnly={role === 'viewer'} onSaved={saved} />
            </GroupPanel>
            <GroupPanel id="team" group={group}>
              <ApiKeys admin={admin} projectId={project.id} notOwner={notOwner} />
              <Members admin={admin} project={project} notOwner={notOwner} me={session.user?.uid} onChanged={() => void loadProject()} />
            </GroupPanel>
            <GroupPanel id="domain" group={group}>
              <CustomDomain admin={admin} projectId={project.id} readOnly={role === 'viewer'} onChanged={() => void loadProject()} />
            </GroupPanel>
            <GroupPanel id="webhooks" group={group}>
              <Webhooks admin={admin} projectId={project.id} readOnly={role === 'viewer'} />
            </GroupPanel>
          </div>
        </>
      )}
    </section>
  );
}

function Overview({ admin, project }: { admin: FerryAdmin; project: Project }) {
  return (
    <section class="card overview" aria-labelledby="overview-title">
      <h2 id="overview-title">{project.name}</h2>
      <dl class="facts">
        <div>
          <dt>Links live at</dt>
          <dd>
            <code>{project.host}</code>
          </dd>
        </div>
        <div>
          <dt>Plan</dt>
          <dd>
            <span class="badge">{project.plan}</span>
          </dd>
        </div>
        <div>
          <dt>Project ID</dt>
          <dd>
            <code>{project.id}</code>
          </dd>
        </div>
      </dl>
      <PlanUsage admin={admin} projectId={project.id} />
    </section>
  );
}
