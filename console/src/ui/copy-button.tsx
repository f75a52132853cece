// Copies a value and says so for a moment (and to screen readers). The accessible name starts
// with the visible word ("Copy", then "Copied"), the rest of `label` follows for screen
// readers only, so the name always contains what is seen (axe: label-content-name-mismatch).

import { useState } from 'preact/hooks';

export function CopyButton({ text, label }: { text: string; label: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = () =>
    navigator.clipboard
      .writeText(text)
      .then(
        () => setState('copied'),
        () => setState('failed'),
      )
      .finally(() => setTimeout(() => setState('idle'), 1500));
  const rest = label.replace(/^Copy\s*/, '');
  return (
    <button type="button" class="quiet small" onClick={copy}>
      <span aria-live="polite">{state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : 'Copy'}</span>
      {rest && <span class="sr-only"> {rest}</span>}
    </button>
  );
}
