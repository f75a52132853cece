// The three states every screen has besides its content.

export const Loading = ({ what }: { what: string }) => (
  <p class="state" role="status" aria-live="polite">
    Loading {what}…
  </p>
);

export const Empty = ({ children }: { children: preact.ComponentChildren }) => <div class="state empty">{children}</div>;

export const ErrorState = ({ message, onRetry }: { message: string; onRetry?: () => void }) => (
  <div class="state error" role="alert">
    <p>{message}</p>
    {onRetry && (
      <button type="button" onClick={onRetry}>
        Try again
      </button>
    )}
  </div>
);

/** Shown where a viewer's controls that change things are hidden or disabled. */
export const ViewerNote = () => (
  <p class="notice viewer-note" data-role="viewer">
    You have the viewer role: ask an owner for the editor role to change links.
  </p>
);
