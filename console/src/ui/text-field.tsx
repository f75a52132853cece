// A labelled input whose help or error is tied to it (aria-describedby), so a screen reader
// reads the error with the field, and the field is marked invalid.

import { useLayoutEffect, useRef } from 'preact/hooks';

interface Props {
  id: string;
  label: string;
  help: string;
  value: string;
  error?: string;
  type?: string;
  autoFocus?: boolean;
  onInput: (value: string) => void;
}

export function TextField({ id, label, help, value, error, type = 'text', autoFocus, onInput }: Props) {
  const input = useRef<HTMLInputElement>(null);
  // The form, not the field, moves the focus to an error: with several, it knows the first.
  useLayoutEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);
  return (
    <div class={error ? 'field invalid' : 'field'}>
      <label for={id}>{label}</label>
      <input
        ref={input}
        id={id}
        type={type}
        value={value}
        spellcheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-note`}
        onInput={(e) => onInput(e.currentTarget.value)}
      />
      <p id={`${id}-note`} class={error ? 'field-error' : 'help'}>
        {error ?? help}
      </p>
    </div>
  );
}
