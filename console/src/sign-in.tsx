// Sign-in with a secret API key (sk_live_…). Firebase Auth (email/password, Google) is the
// next step for deployments with a Firebase project (docs/console.md).

import { useState } from 'preact/hooks';

interface Props {
  notice: string | null;
  onSignIn: (key: string) => Promise<void>;
}

export function SignIn({ notice, onSignIn }: Props) {
  const [key, setKey] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await onSignIn(key.trim());
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Sign-in failed.');
      setBusy(false);
    }
  };

  return (
    <main class="centered">
      <form class="card sign-in" onSubmit={submit} noValidate>
        <h1>Ferry Console</h1>
        {notice && <p class="notice" role="status">{notice}</p>}
        <label for="api-key">API key</label>
        <input id="api-key" name="apiKey" type="password" autoComplete="off" spellcheck={false} required
          placeholder="sk_live_…" value={key} onInput={(e) => setKey(e.currentTarget.value)}
          aria-invalid={error ? true : undefined} aria-describedby={error ? 'api-key-error' : 'api-key-help'} />
        {error ? <p id="api-key-error" class="field-error">{error}</p>
          : <p id="api-key-help" class="help">The project's secret key, printed at first start. Kept in this tab only.</p>}
        <button type="submit" disabled={busy || !key.trim()}>{busy ? 'Signing in…' : 'Sign in'}</button>
      </form>
    </main>
  );
}
