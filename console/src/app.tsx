// The shell: sign-in until a session exists, then navigation and one screen at a time. Screens
// are chosen by the URL's hash (#/links, #/analytics), so the static host needs no rewrites.

import { lazy, Suspense } from 'preact/compat';
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { LinksScreen } from './links/links-screen';
import { FirstProject } from './first-project';
import { consoleConfig, firebaseFor, firebaseSession, forgetSession, NoProjectYet, rememberProject, signIn, storedKey, type ConsoleConfig, type FirstProjectStart, type Session } from './session';
import { SignIn } from './sign-in';
import { Loading } from './ui/states';

// The chart library loads only when Analytics is opened: it stays out of the initial bundle.
const AnalyticsScreen = lazy(() => import('./analytics/analytics-screen').then((m) => m.AnalyticsScreen));
const BulkScreen = lazy(() => import('./bulk/bulk-screen').then((m) => m.BulkScreen));
const ProjectsScreen = lazy(() => import('./projects/projects-screen').then((m) => m.ProjectsScreen));

type Screen = 'links' | 'analytics' | 'projects' | 'bulk';
// The Project screen keeps its chosen tab after it: #/projects/webhooks.
const screenFromHash = (): Screen =>
  /^#\/projects(\/|$)/.test(location.hash) ? 'projects' : location.hash === '#/analytics' ? 'analytics' : location.hash === '#/bulk' ? 'bulk' : 'links';

/** `#/links/<slug>` opens a link; `#/links?campaign=<id>` filters by a campaign (from Analytics). */
function linksRoute(): { slug?: string; campaignId?: string } {
  const match = /^#\/links(?:\/([^?]+))?(?:\?campaign=(.+))?$/.exec(location.hash);
  const decode = (part: string | undefined) => (part ? decodeURIComponent(part) : undefined);
  return { slug: decode(match?.[1]), campaignId: decode(match?.[2]) };
}

export function App() {
  const [session, setSession] = useState<Session | null>(null);
  const [config, setConfig] = useState<ConsoleConfig | null>(null);
  const [restoring, setRestoring] = useState(true);
  const [notice, setNotice] = useState<string | null>(null);
  const [firstProject, setFirstProject] = useState<FirstProjectStart | null>(null);
  const [screen, setScreen] = useState<Screen>(screenFromHash);
  const [hash, setHash] = useState(location.hash);

  const current = useRef<Session | null>(null);
  current.current = session;

  const signOut = useCallback((why?: string) => {
    const user = current.current?.user;
    forgetSession();
    setSession(null);
    setNotice(why ?? null);
    // Firebase's own record of the user is in sessionStorage too: signed out, then cleared again.
    if (user) void user.signOut().finally(forgetSession);
  }, []);
  const onUnauthorized = useCallback(() => signOut('Your session has ended: sign in again.'), [signOut]);

  useEffect(() => {
    const onHash = () => {
      setScreen(screenFromHash());
      setHash(location.hash);
    };
    addEventListener('hashchange', onHash);
    return () => removeEventListener('hashchange', onHash);
  }, []);

  /** Firebase Auth, loaded only when the deployment offers it and it is used. */
  const withFirebase = useCallback(async (config: ConsoleConfig, signInWith: (f: Awaited<ReturnType<typeof firebaseFor>>) => Promise<import('firebase/auth').User | null>) => {
    const firebase = await firebaseFor(config);
    const user = await signInWith(firebase);
    if (!user) return null;
    try {
      return await firebaseSession(firebase.auth, user, () => firebase.module.signOutOf(firebase.auth), onUnauthorized);
    } catch (error) {
      // In no project yet: stay signed in and offer to create the first one.
      if (!(error instanceof NoProjectYet)) throw error;
      setFirstProject(error.start);
      return null;
    }
  }, [onUnauthorized]);

  // A reload keeps the tab's key or Firebase user: check it again rather than trusting what was stored.
  useEffect(() => {
    void (async () => {
      const loaded = await consoleConfig();
      setConfig(loaded);
      const key = storedKey();
      try {
        if (key) setSession(await signIn(key, onUnauthorized));
        else if (loaded.firebase && Object.keys(sessionStorage).some((k) => k.startsWith('firebase:authUser:'))) {
          const restored = await withFirebase(loaded, ({ module, auth }) => module.restoredUser(auth));
          if (restored) setSession(restored);
        }
      } catch {
        signOut('Your session has ended: sign in again.');
      } finally {
        setRestoring(false);
      }
    })();
  }, [onUnauthorized, signOut, withFirebase]);

  if (restoring || !config) return <main class="centered"><Loading what="your project" /></main>;
  if (firstProject && !session) {
    const leave = () => {
      setFirstProject(null);
      forgetSession();
      void firstProject.user.signOut().finally(forgetSession);
    };
    return <FirstProject start={firstProject} onSignOut={leave} onOpen={(s) => { rememberProject(s.project.id); setFirstProject(null); setSession(s); }} />;
  }
  if (!session) {
    const done = (s: Session | null) => { if (s) { setNotice(null); setSession(s); } };
    return (
      <SignIn notice={notice} firebase={config.firebase !== null}
        onSignIn={(key) => signIn(key, onUnauthorized).then(done)}
        onEmail={(email, password) => withFirebase(config, ({ module, auth }) => module.withEmail(auth, email, password)).then(done)}
        onGoogle={() => withFirebase(config, ({ module, auth }) => module.withGoogle(auth)).then(done)} />
    );
  }
  const choose = (project: Session['project']) => {
    // An API key names its own project; an ID token names the chosen one on every request.
    if (session.scope.projectId !== undefined) session.scope.projectId = project.id;
    rememberProject(project.id);
    const projects = session.projects.some((p) => p.id === project.id) ? session.projects : [...session.projects, project];
    setSession({ ...session, project, projects });
  };
  return (
    <div class="shell">
      <header class="topbar">
        <span class="brand">Ferry</span>
        {session.projects.length > 1 ? (
          <select class="project" aria-label="Project" value={session.project.id}
            onChange={(e) => { const next = session.projects.find((p) => p.id === e.currentTarget.value); if (next) choose(next); }}>
            {session.projects.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
          </select>
        ) : (
          <span class="project" title={session.project.id}>{session.project.name}</span>
        )}
        {session.user && <span class="who" title={session.user.uid}>{session.user.email ?? session.user.uid}</span>}
        <nav aria-label="Main">
          <a href="#/links" aria-current={screen === 'links' ? 'page' : undefined}>Links</a>
          <a href="#/analytics" aria-current={screen === 'analytics' ? 'page' : undefined}>Analytics</a>
          <a href="#/bulk" aria-current={screen === 'bulk' ? 'page' : undefined}>Bulk</a>
          <a href="#/projects" aria-current={screen === 'projects' ? 'page' : undefined}>Project</a>
        </nav>
        <button type="button" class="quiet" onClick={() => signOut()}>Sign out</button>
      </header>
      <main class={`content screen-${screen}`}>
        {screen === 'projects' ? (
          <Suspense fallback={<Loading what="the project" />}>
            <ProjectsScreen session={session} onProject={choose} />
          </Suspense>
        ) : screen === 'links' ? (
          <LinksScreen key={`${session.project.id} ${hash}`} session={session} route={linksRoute()} />
        ) : screen === 'bulk' ? (
          <Suspense fallback={<Loading what="bulk tools" />}>
            <BulkScreen key={session.project.id} session={session} />
          </Suspense>
        ) : (
          <Suspense fallback={<Loading what="analytics" />}>
            <AnalyticsScreen key={session.project.id} session={session} />
          </Suspense>
        )}
      </main>
    </div>
  );
}
