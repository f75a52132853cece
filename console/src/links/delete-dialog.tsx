// Deleting a link asks first, in a modal dialog: the focused, default answer keeps the link.

import { useEffect, useRef } from 'preact/hooks';
import type { Link } from './link-form-model';

interface Props {
  link: Link;
  open: boolean;
  busy: boolean;
  onDelete: () => void;
  onClose: () => void;
}

export function DeleteDialog({ link, open, busy, onDelete, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (open) dialog.current?.showModal();
    else dialog.current?.close();
  }, [open]);
  return (
    <dialog ref={dialog} class="confirm" aria-labelledby="delete-title" aria-describedby="delete-text" onClose={onClose}>
      <h2 id="delete-title">Delete {link.slug}?</h2>
      <p id="delete-text">{link.shortUrl} stops working at once and its click history is gone. This cannot be undone.</p>
      <div class="actions">
        <button type="button" class="danger" disabled={busy} onClick={onDelete}>
          {busy ? 'Deleting…' : 'Delete link'}
        </button>
        <button type="button" class="quiet" autoFocus onClick={onClose}>
          Keep it
        </button>
      </div>
    </dialog>
  );
}
