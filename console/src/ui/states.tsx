// The three states every screen has besides its content.

export const Loading = ({ what }: { what: string }) => (
  <p class="state" role="status" aria-live="polite">Loading {what}…</p>
);

export const Empty = ({ children }: { children: preact.ComponentChildren }) => <div class="state empty">{children}</div>;

export const ErrorState = ({ message, onRetry }: { message: string; onRetry?: () => void }) => (
  <div class="state error" role="alert">
    <p>{message}</p>
    {onRetry && <button type="button" onClick={onRetry}>Try again</button>}
  </div>
);
