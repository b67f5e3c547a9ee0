import { Stack, type StackProps } from '@chakra-ui/react';
import type { FormEvent } from 'react';

interface FormStackProps extends Omit<StackProps, 'onSubmit' | 'as' | 'asChild'> {
  onSubmit(event: FormEvent<HTMLFormElement>): void;
}

/** A `<form>` laid out as a stack; the page validates, so the browser's own checks are off. */
export function FormStack({ onSubmit, children, ...stackProps }: FormStackProps) {
  return (
    <Stack asChild {...stackProps}>
      <form noValidate onSubmit={onSubmit}>
        {children}
      </form>
    </Stack>
  );
}
