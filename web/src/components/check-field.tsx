import { Checkbox } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface CheckFieldProps {
  checked: boolean | 'indeterminate';
  onCheckedChange(checked: boolean): void;
  children: ReactNode;
  disabled?: boolean;
  testId?: string;
  size?: 'sm' | 'md';
}

/** A checkbox with its label. */
export function CheckField({ checked, onCheckedChange, children, disabled, testId, size = 'md' }: CheckFieldProps) {
  return (
    <Checkbox.Root size={size} checked={checked} disabled={disabled} data-testid={testId} onCheckedChange={(details) => onCheckedChange(details.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{children}</Checkbox.Label>
    </Checkbox.Root>
  );
}
