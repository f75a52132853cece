// One input of a repeated row (a geo rule, a fallback URL, a param): labelled, compact, and
// tied to the API's error by aria-describedby like TextField; the error takes the focus.

import { useLayoutEffect, useRef } from 'preact/hooks';

interface Props {
  id: string;
  label: string;
  value: string;
  error?: string;
  type?: string;
  placeholder?: string;
  onInput: (value: string) => void;
}

export function RowInput({ id, label, value, error, type = 'text', placeholder, onInput }: Props) {
  const input = useRef<HTMLInputElement>(null);
  // Layout effect: the focus moves in the same frame the error appears, never a paint later.
  useLayoutEffect(() => {
    if (error) input.current?.focus();
  }, [error]);
  return (
    <div class={error ? 'field row-field invalid' : 'field row-field'}>
      <label for={id}>{label}</label>
      <input ref={input} id={id} type={type} value={value} placeholder={placeholder} spellcheck={false}
        aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-note` : undefined}
        onInput={(e) => onInput(e.currentTarget.value)} />
      {error && <p id={`${id}-note`} class="field-error">{error}</p>}
    </div>
  );
}
