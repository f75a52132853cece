// The page of a set-password link (#/set-password?token=..., printed by `ferry user create` or
// `ferry user reset-password`): a new password twice, checked here first, then posted with the
// token to POST /api/auth/invitation, which signs the account in. Shown without a session. The
// inputs have no maxLength: a longer pasted password would be cut without a word; the check says so.

import { useState } from 'preact/hooks';
import { useRequest } from '../ui/use-request';
import { newPasswordProblem, PASSWORD_RULE } from './sign-in-errors';

interface Props {
  token: string;
  /** Sets the password and signs in; rejects with a sentence. */
  onSet: (token: string, password: string) => Promise<void>;
}

export function SetPassword({ token, onSet }: Props) {
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const { error, busy, run, fail } = useRequest();
  const submit = (event: Event) => {
    event.preventDefault();
    const problem = newPasswordProblem(password, repeated);
    if (problem) return fail(problem);
    void run(() => onSet(token, password));
  };
  const invalid = error ? true : undefined;
  return (
    <main class="centered">
      <form class="card sign-in" onSubmit={submit} noValidate aria-labelledby="set-password-title">
        <h1 id="set-password-title">Set your password</h1>
        {!token ? (
          <p class="form-error" role="alert">
            This link is incomplete: open the whole set-password link you were sent.
          </p>
        ) : (
          <div class="sign-in-part">
            <p class="help" id="password-rule">
              For the Ferry Console: {PASSWORD_RULE}
            </p>
            <label for="new-password">New password</label>
            <input
              id="new-password"
              name="new-password"
              type="password"
              autoComplete="new-password"
              required
              value={password}
              onInput={(e) => setPassword(e.currentTarget.value)}
              aria-invalid={invalid}
              aria-describedby={error ? 'password-rule set-password-error' : 'password-rule'}
            />
            <label for="repeat-password">Repeat the new password</label>
            <input
              id="repeat-password"
              name="repeat-password"
              type="password"
              autoComplete="new-password"
              required
              value={repeated}
              onInput={(e) => setRepeated(e.currentTarget.value)}
              aria-invalid={invalid}
              aria-describedby={error ? 'set-password-error' : undefined}
            />
            {error && (
              <p id="set-password-error" class="field-error" role="alert">
                {error}
              </p>
            )}
            <button type="submit" disabled={busy || !password || !repeated}>
              {busy ? 'Setting the password…' : 'Set password and sign in'}
            </button>
          </div>
        )}
        <p class="help">
          <a href="#/sign-in">Back to sign-in</a>
        </p>
      </form>
    </main>
  );
}
