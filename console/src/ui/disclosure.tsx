// A button that shows or hides what follows it (the WAI-ARIA disclosure pattern). What it hides
// is not rendered until opened: a second sign-in form's "Email" and "Password" stay out of the
// page, and out of the accessibility tree, while the first form is the one in use.

import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';

export function Disclosure({ id, label, children }: { id: string; label: string; children: ComponentChildren }) {
  const [open, setOpen] = useState(false);
  return (
    <div class="disclosure">
      <button type="button" class="disclosure-toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        <span aria-hidden="true" class="disclosure-mark">
          {open ? '▾' : '▸'}
        </span>{' '}
        {label}
      </button>
      <div id={id} hidden={!open}>
        {open && children}
      </div>
    </div>
  );
}
