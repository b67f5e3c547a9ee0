import { IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { useState } from 'react';
import { EyeIcon, EyeOffIcon } from './icons';

interface PasswordInputProps extends Omit<InputProps, 'type'> {
  showLabel: string;
  hideLabel: string;
  toggleTestId?: string;
}

/** A password field with a show/hide toggle. */
export function PasswordInput({ showLabel, hideLabel, toggleTestId, ...inputProps }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      endElement={
        <IconButton
          variant="ghost"
          size="xs"
          me="-2"
          aria-label={visible ? hideLabel : showLabel}
          aria-pressed={visible}
          data-testid={toggleTestId}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </IconButton>
      }
    >
      <Input {...inputProps} type={visible ? 'text' : 'password'} />
    </InputGroup>
  );
}
