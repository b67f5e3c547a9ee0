import { Field, NativeSelect } from '@chakra-ui/react';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onValueChange(value: string): void;
  /** Text of the empty first option; without it there is none. */
  placeholder?: string;
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
  testId?: string;
  /** The field's width, e.g. in a filter bar. */
  w?: string;
}

/** A labelled native select. */
export function SelectField({ label, value, options, onValueChange, placeholder, error, required, disabled, testId, w }: SelectFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled} w={w}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} data-testid={testId} onChange={(event) => onValueChange(event.currentTarget.value)}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
