import { Field, HStack, Input, type InputProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PasswordInput } from './ui/password-input';
import { useTranslation } from 'react-i18next';

interface TextFieldProps extends Omit<InputProps, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange(value: string): void;
  error?: string | null;
  helper?: ReactNode;
  required?: boolean;
  testId?: string;
  /** Draws a password input with a show/hide toggle. */
  password?: boolean;
  /** The test id of the password's show/hide toggle. */
  toggleTestId?: string;
  /** Something on the label's line, at its end (e.g. a "forgot password" link). */
  aside?: ReactNode;
  /** The whole field's width (label and input), e.g. in a filter bar. */
  fieldW?: string;
}

/** A labelled input with its error and helper text. */
export function TextField({ label, value, onValueChange, error, helper, required, testId, password, toggleTestId, aside, fieldW, ...inputProps }: TextFieldProps) {
  const { t } = useTranslation();
  return (
    <Field.Root invalid={Boolean(error)} required={required} w={fieldW}>
      <HStack justify="space-between" w="full">
        <Field.Label>
          {label}
          {required && <Field.RequiredIndicator />}
        </Field.Label>
        {aside}
      </HStack>
      {password ? (
        <PasswordInput
          {...inputProps}
          showLabel={t('auth.signIn.showPassword')}
          hideLabel={t('auth.signIn.hidePassword')}
          toggleTestId={toggleTestId}
          value={value}
          data-testid={testId}
          onChange={(event) => onValueChange(event.currentTarget.value)}
        />
      ) : (
        <Input {...inputProps} value={value} data-testid={testId} onChange={(event) => onValueChange(event.currentTarget.value)} />
      )}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
