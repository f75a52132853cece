// What a section of the link form needs from the form: the state and its setter, input ids,
// the error at a field (in its label's words) and the plain text input.

import type { JSX } from 'preact';
import type { FormState, TextField as TextKey } from './link-form-model';

export interface FormKit {
  state: FormState;
  update: (fn: (s: FormState) => FormState) => void;
  idOf: (field: string) => string;
  errorAt: (field: string, label: string) => string | undefined;
  text: (name: TextKey, label: string, help: string, type?: string) => JSX.Element;
  setText: (name: TextKey) => (value: string) => void;
}
