/** A labelled input of a Formik form with its message, and the amount field with its quick-amount chips. */
import type { FormikProps } from 'formik';
import type { InputHTMLAttributes } from 'react';
import { formatShortRupees } from '../../domain/format';
import { FieldError } from '../../engine/plugin-api';

type Props<V> = { form: FormikProps<V>; name: keyof V & string; label: string; hint?: string; idPrefix: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name'>;

export function TextField<V>({ form, name, label, hint, idPrefix, ...input }: Props<V>) {
  const id = `${idPrefix}-${name}`;
  const message = form.touched[name] && form.errors[name] ? String(form.errors[name]) : null;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        value={String(form.values[name] ?? '')}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        aria-invalid={Boolean(message)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...input}
      />
      {hint ? (
        <span id={`${id}-hint`} className="muted">
          {hint}
        </span>
      ) : null}
      {message ? <FieldError id={`${id}-error`}>{message}</FieldError> : null}
    </div>
  );
}

/** Chips of whole-rupee amounts within [min, max]; choosing one fills `name`. */
export function QuickAmounts<V>({ form, name, amounts, min, max }: { form: FormikProps<V>; name: keyof V & string; amounts: readonly number[]; min: number; max: number }) {
  const within = amounts.filter((rupees) => rupees * 100 >= min && rupees * 100 <= max);
  if (within.length === 0) return null;
  return (
    <div className="choices" role="group" aria-label="Quick amounts">
      {within.map((rupees) => (
        <button
          key={rupees}
          type="button"
          className="chip"
          aria-pressed={String(form.values[name]) === String(rupees)}
          onClick={() => {
            void form.setFieldValue(name, String(rupees), true);
            void form.setFieldTouched(name, true, false);
          }}
        >
          {formatShortRupees(rupees * 100)}
        </button>
      ))}
    </div>
  );
}
