// One input of a repeated row (a geo rule, a fallback URL, a param): labelled, compact, and
// tied to the API's error by aria-describedby like TextField. The form moves the focus: with
// several errors at once, only it knows which comes first.

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
  return (
    <div class={error ? 'field row-field invalid' : 'field row-field'}>
      <label for={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        placeholder={placeholder}
        spellcheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-note` : undefined}
        onInput={(e) => onInput(e.currentTarget.value)}
      />
      {error && (
        <p id={`${id}-note`} class="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
