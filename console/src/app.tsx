// The shell: sign-in until a session exists, then navigation and one screen at a time. Screens
// are chosen by the URL's hash (#/links, #/analytics), so the static host needs no rewrites.

import { lazy, Suspense } from 'preact/compat';
import { useCallback, useEffect, useState } from 'preact/hooks';
import { LinksScreen } from './links/links-screen';
import { forgetSession, signIn, storedKey, type Session } from './session';
import { SignIn } from './sign-in';
import { Loading } from './ui/states';

// The chart library loads only when Analytics is opened: it stays out of the initial bundle.
const AnalyticsScreen = lazy(() => import('./analytics/analytics-screen').then((m) => m.AnalyticsScreen));
const BulkScreen = lazy(() => import('./bulk/bulk-screen').then((m) => m.BulkScreen));
const ProjectsScreen = lazy(() => import('./projects/projects-screen').then((m) => m.ProjectsScreen));

type Screen = 'links' | 'analytics' | 'projects' | 'bulk';
const screenFromHash = (): Screen =>
  location.hash === '#/projects' ? 'projects' : location.hash === '#/analytics' ? 'analytics' : location.hash === '#/bulk' ? 'bulk' : 'links';

export function App() {
  const [session, setSession] = useState<Session | null>(null);
  const [restoring, setRestoring] = useState(() => storedKey() !== null);
  const [notice, setNotice] = useState<string | null>(null);
  const [screen, setScreen] = useState<Screen>(screenFromHash);

  const signOut = useCallback((why?: string) => {
    forgetSession();
    setSession(null);
    setNotice(why ?? null);
  }, []);
  const onUnauthorized = useCallback(() => signOut('Your session has ended: sign in again.'), [signOut]);

  useEffect(() => {
    const onHash = () => setScreen(screenFromHash());
    addEventListener('hashchange', onHash);
    return () => removeEventListener('hashchange', onHash);
  }, []);

  // A reload keeps the tab's key: check it again rather than trusting what was stored.
  useEffect(() => {
    const key = storedKey();
    if (!key) return;
    signIn(key, onUnauthorized)
      .then(setSession, () => signOut('Your session has ended: sign in again.'))
      .finally(() => setRestoring(false));
  }, [onUnauthorized, signOut]);

  if (restoring) return <main class="centered"><Loading what="your project" /></main>;
  if (!session) {
    return <SignIn notice={notice} onSignIn={(key) => signIn(key, onUnauthorized).then((s) => { setNotice(null); setSession(s); })} />;
  }
  return (
    <div class="shell">
      <header class="topbar">
        <span class="brand">Ferry</span>
        <span class="project" title={session.project.id}>{session.project.name}</span>
        <nav aria-label="Main">
          <a href="#/links" aria-current={screen === 'links' ? 'page' : undefined}>Links</a>
          <a href="#/analytics" aria-current={screen === 'analytics' ? 'page' : undefined}>Analytics</a>
          <a href="#/bulk" aria-current={screen === 'bulk' ? 'page' : undefined}>Bulk</a>
          <a href="#/projects" aria-current={screen === 'projects' ? 'page' : undefined}>Project</a>
        </nav>
        <button type="button" class="quiet" onClick={() => signOut()}>Sign out</button>
      </header>
      <main class="content">
        {screen === 'projects' ? (
          <Suspense fallback={<Loading what="the project" />}>
            <ProjectsScreen session={session} onProject={(project) => setSession({ ...session, project })} />
          </Suspense>
        ) : screen === 'links' ? (
          <LinksScreen session={session} />
        ) : screen === 'bulk' ? (
          <Suspense fallback={<Loading what="bulk tools" />}>
            <BulkScreen session={session} />
          </Suspense>
        ) : (
          <Suspense fallback={<Loading what="analytics" />}>
            <AnalyticsScreen session={session} />
          </Suspense>
        )}
      </main>
    </div>
  );
}
