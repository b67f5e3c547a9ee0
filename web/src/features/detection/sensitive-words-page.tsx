import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Field, HStack, Stack, Text, Textarea, Wrap } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { PageHeader } from '../../components/page-header';
import { toaster } from '../../components/ui/toaster';
import { DetectionSaveSensitiveWordsDocument, DetectionSensitiveWordsDocument } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { errorText, unwrap } from '../../lib/graphql-result';
import { ScopeSwitch, useDetectionScope } from './detection-list';
import { sensitiveWordsProblem } from './detection-validation';
import { ErrorAlert } from '../../components/error-alert';

/** /manage/detectionManage/sensitiveWordManage: the account's comma-separated sensitive words. */
export function SensitiveWordsPage() {
  const { t, i18n } = useTranslation();
  const scope = useDetectionScope();
  const { data, loading, error } = useQuery(DetectionSensitiveWordsDocument, { variables: { system: scope.variable }, fetchPolicy: 'cache-and-network' });
  const [save, saving] = useMutation(DetectionSaveSensitiveWordsDocument);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const loaded = data?.sensitiveWords;

  useEffect(() => {
    if (loaded) setText(loaded.text);
  }, [loaded]);

  async function submit() {
    const local = sensitiveWordsProblem(text);
    if (local) {
      setProblem(t(local));
      return;
    }
    setProblem(null);
    try {
      const saved = unwrap((await save({ variables: { words: text, system: scope.variable }, refetchQueries: [DetectionSensitiveWordsDocument] })).data?.updateSensitiveWords);
      setText(saved.text);
      toaster.success({ title: t('common.saved') });
    } catch (failure) {
      setProblem(errorText(failure, t));
    }
  }

  return (
    <Stack gap="6" maxW="4xl">
      <PageHeader description={t('detection.words.description')} />
      <ScopeSwitch scope={scope} />
      <ErrorAlert error={error} />
      <Box borderWidth="1px" rounded="l3" bg="bg" p="5">
        <Stack gap="4">
          <Field.Root invalid={problem !== null}>
            <Field.Label>{t(scope.system ? 'detection.words.systemLabel' : 'detection.words.label')}</Field.Label>
            <Textarea
              rows={6}
              value={text}
              disabled={loading && !loaded}
              placeholder={t('detection.words.placeholder')}
              onChange={(e) => setText(e.currentTarget.value)}
              data-testid={TEST_IDS.sensitiveWordsInput}
            />
            {problem ? <Field.ErrorText data-testid={TEST_IDS.formError}>{problem}</Field.ErrorText> : <Field.HelperText>{t('detection.words.helper')}</Field.HelperText>}
          </Field.Root>
          <HStack justify="space-between" wrap="wrap">
            <Text fontSize="sm" color="fg.muted">
              {loaded?.updatedAt ? t('detection.words.updated', { by: loaded.updatedBy ?? '', at: formatDateTime(loaded.updatedAt, i18n.language) }) : ''}
            </Text>
            <Button colorPalette="blue" onClick={() => void submit()} loading={saving.loading} data-testid={TEST_IDS.sensitiveWordsSave}>
              {t('common.save')}
            </Button>
          </HStack>
        </Stack>
      </Box>
      {loaded && !loaded.system && (
        <Stack gap="2">
          <Text fontWeight="medium">{t('detection.words.defaults')}</Text>
          {loaded.defaults.length ? (
            <Wrap gap="2" data-testid={TEST_IDS.sensitiveWordsDefaults}>
              {loaded.defaults.map((w) => (
                <Badge key={w} variant="subtle">
                  {w}
                </Badge>
              ))}
            </Wrap>
          ) : (
            <Text color="fg.muted">{t('common.noData')}</Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
