// Sign-in with an account of this Ferry: email and password, posted to POST /api/auth/login.
// Its ids differ from the Firebase form's, which a server offering both shows on the same page.

import { useState } from 'preact/hooks';
import { useRequest } from '../ui/use-request';

export function PasswordSignIn({ onPassword, title }: { onPassword: (email: string, password: string) => Promise<void>; title?: string }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { error, busy, run } = useRequest();
  const submit = (event: Event) => {
    event.preventDefault();
    void run(() => onPassword(email.trim(), password));
  };
  const invalid = error ? true : undefined;
  const described = error ? 'account-error' : undefined;
  return (
    <form class="sign-in-part" onSubmit={submit} noValidate aria-labelledby={title ? 'account-title' : undefined}>
      {title && <h2 id="account-title">{title}</h2>}
      <label for="account-email">Email</label>
      <input
        id="account-email"
        name="email"
        type="email"
        autoComplete="username"
        spellcheck={false}
        required
        value={email}
        onInput={(e) => setEmail(e.currentTarget.value)}
        aria-invalid={invalid}
        aria-describedby={described}
      />
      <label for="account-password">Password</label>
      <input
        id="account-password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onInput={(e) => setPassword(e.currentTarget.value)}
        aria-invalid={invalid}
        aria-describedby={described}
      />
      {error && (
        <p id="account-error" class="field-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" disabled={busy || !email.trim() || !password}>
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
