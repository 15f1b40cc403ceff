import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import type { FieldRule } from './sign-in-rules.ts';

type Values<N extends string> = Record<N, string>;
type Errors<N extends string> = Partial<Record<N, string>>;

function check<N extends string>(rules: Record<N, FieldRule>, values: Values<N>) {
  const errors: Errors<N> = {};
  const clean = {} as Values<N>;
  for (const name of Object.keys(rules) as N[]) {
    const result = rules[name](values[name]);
    if ('message' in result) errors[name] = result.message;
    else clean[name] = result.value;
  }
  return { errors, clean };
}

/**
 * A small sign-in form with plain controlled inputs (decision 054), behaving as the react-hook-form
 * forms of the app do: nothing is checked until the first submit; a submit with mistakes shows every
 * message and puts the cursor in the first wrong field; after that a field is checked as it is typed
 * in. `onValid` gets the cleaned values (trimmed where the rule trims).
 */
export function useSignInForm<N extends string>(
  rules: Record<N, FieldRule>,
  onValid: (values: Values<N>) => void | Promise<void>,
) {
  const names = Object.keys(rules) as N[];
  const [values, setValues] = useState(() => Object.fromEntries(names.map((n) => [n, ''])) as Values<N>);
  const [errors, setErrors] = useState<Errors<N>>({});
  const submitted = useRef(false);
  const inputs = useRef<Partial<Record<N, HTMLInputElement | null>>>({});

  const field = (name: N) => ({
    name,
    value: values[name],
    inputRef: (el: HTMLInputElement | null) => {
      inputs.current[name] = el;
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.target.value;
      setValues((v) => ({ ...v, [name]: value }));
      if (!submitted.current) return;
      const result = rules[name](value);
      setErrors((e) => ({ ...e, [name]: 'message' in result ? result.message : undefined }));
    },
    error: Boolean(errors[name]),
    helperText: errors[name],
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = true;
    const result = check(rules, values);
    setErrors(result.errors);
    const firstWrong = names.find((n) => result.errors[n]);
    if (firstWrong) {
      inputs.current[firstWrong]?.focus();
      return;
    }
    void onValid(result.clean);
  };

  return { field, onSubmit };
}
