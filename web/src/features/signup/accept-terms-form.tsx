import { Alert, Box, Button, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormStack } from '../../components/form-stack';
import { TEST_IDS } from '../../app/testids';
import { useEnvelopeAction } from '../../lib/use-envelope-action';
import { CheckField } from '../../components/check-field';
import { acceptTerms, type SignupOutcome } from './signup-api';

interface AcceptTermsFormProps {
  signupId: string;
  onDone(outcome: SignupOutcome): void;
}

/** Step 3: the terms and conditions, which must be accepted ('Please read terms and conditions'). */
export function AcceptTermsForm({ signupId, onDone }: AcceptTermsFormProps) {
  const { t } = useTranslation();
  const [accepted, setAccepted] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const { busy, alert, run } = useEnvelopeAction();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!accepted) return;
    await run(
      () => acceptTerms(signupId),
      (outcome) => outcome,
      (outcome) => onDone(outcome),
    );
  }

  return (
    <FormStack onSubmit={submit} gap="4" data-testid={TEST_IDS.signUpTermsForm}>
      <Box borderWidth="1px" rounded="l2" p="4" maxH="56" overflowY="auto" bg="bg.subtle" fontSize="sm">
        <Stack gap="2">
          <Text fontWeight="semibold">{t('signup.terms.title')}</Text>
          <Text>{t('signup.terms.use')}</Text>
          <Text>{t('signup.terms.security')}</Text>
          <Text>{t('signup.terms.data')}</Text>
        </Stack>
      </Box>
      <CheckField checked={accepted} onCheckedChange={setAccepted} testId={TEST_IDS.signUpAccept}>
        {t('signup.acceptTerms')}
      </CheckField>
      {((submitted && !accepted) || alert) && (
        <Alert.Root status="error" data-testid={TEST_IDS.signUpAlert}>
          <Alert.Indicator />
          <Alert.Title>{alert ?? t('signup.termsRequired')}</Alert.Title>
        </Alert.Root>
      )}
      <Button type="submit" colorPalette="blue" size="lg" loading={busy} data-testid={TEST_IDS.signUpNext}>
        {t('signup.finish')}
      </Button>
    </FormStack>
  );
}
