import { useState, type ChangeEvent } from 'react';
import { useFormErrors } from './use-form-errors';

/** The fields of a draft that hold text, which a text input edits as typed. */
type TextField<Draft> = { [Key in keyof Draft]: Draft[Key] extends string ? Key : never }[keyof Draft] & string;

/**
 * A console dialog's values as typed, with their errors (see useFormErrors): editing a field
 * clears its error, and `textProps` (`dateTimeProps`) wires a text input (a date-and-time field)
 * to a field in one spread.
 */
export function useDraftForm<Draft extends object>(createDraft: () => Draft, fields: readonly (keyof Draft & string)[]) {
  const [draft, setDraft] = useState<Draft>(createDraft);
  const errors = useFormErrors(fields);

  const edit = <Field extends keyof Draft & string>(field: Field, value: Draft[Field]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    errors.clear(field);
  };

  const textProps = <Field extends TextField<Draft>>(field: Field) => ({
    name: field,
    value: String(draft[field]),
    error: errors.fieldErrors[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setDraft((current) => ({ ...current, [field]: event.target.value }));
      errors.clear(field);
    },
  });

  /** Wires a date-and-time field (DateTimeField, which gives its value rather than an event) to a field. */
  const dateTimeProps = <Field extends TextField<Draft>>(field: Field) => ({
    value: String(draft[field]),
    error: errors.fieldErrors[field],
    onChange: (value: string) => {
      setDraft((current) => ({ ...current, [field]: value }));
      errors.clear(field);
    },
  });

  return { draft, edit, textProps, dateTimeProps, ...errors };
}
