import { useState } from 'preact/hooks';

/** Copies a value; says so for a moment (and to screen readers). */
export function CopyValue({ text, label }: { text: string; label: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = () =>
    navigator.clipboard.writeText(text).then(() => setState('copied'), () => setState('failed'))
      .finally(() => setTimeout(() => setState('idle'), 1500));
  return (
    <button type="button" class="quiet small" aria-label={label} onClick={copy}>
      <span aria-live="polite">{state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : 'Copy'}</span>
    </button>
  );
}
