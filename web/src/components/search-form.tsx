import { Button, HStack, Input } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface SearchFormProps {
  placeholder: string;
  /** Called with the trimmed text when the form is submitted. */
  onSearch(search: string): void;
  testId?: string;
}

/** A free-text search over a list, applied on submit (not on every keystroke). */
export function SearchForm({ placeholder, onSearch, testId }: SearchFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(draft.trim());
  }
  return (
    <HStack as="form" onSubmit={submit} gap="2" maxW="md">
      <Input placeholder={placeholder} aria-label={placeholder} value={draft} onChange={(e) => setDraft(e.currentTarget.value)} bg="bg" data-testid={testId} />
      <Button type="submit" variant="outline">
        {t('common.search')}
      </Button>
    </HStack>
  );
}
