import { ErrorAlert } from '../../components/error-alert';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Fieldset, HStack, Spinner, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { TEST_IDS, templateCheckGroupTestId, templateCheckTestId } from '../../app/testids';
import { CheckTree } from '../../components/check-tree';
import { FormStack } from '../../components/form-stack';
import { PageHeader } from '../../components/page-header';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { toaster } from '../../components/ui/toaster';
import {
  AssessmentCheckTreeDocument,
  ReportTemplateCreateDocument,
  ReportTemplateOneDocument,
  ReportTemplateUpdateDocument,
  TemplateRow_ReportTemplateFragmentDoc,
  type TemplateRow_ReportTemplateFragment,
} from '../../gql/graphql';
import type { TranslationKey } from '../../i18n/i18n';
import { errorText, unwrap } from '../../lib/graphql-result';
import { useSubmit } from '../../lib/use-submit';
import { readFragment } from '../../lib/read-fragment';
import { useRoutePlatform } from '../assessment/assessment-platform';
import { TEMPLATE_LANGUAGES, templateLanguageLabel } from './template-language';
import { FINDING_LEVEL_COLORS, FINDING_LEVEL_LABELS } from '../assessment/finding-levels';

type Mode = 'add' | 'edit' | 'view';

/** Spec §5-style bounds the server checks too: 4-100 characters. */
const NAME_MIN = 4;
const NAME_MAX = 100;

const TITLES: Record<'android' | 'ios', Record<Mode, TranslationKey>> = {
  android: { add: 'routes.templateAndroidAdd', edit: 'routes.templateAndroidEdit', view: 'routes.templateAndroidView' },
  ios: { add: 'routes.templateIosAdd', edit: 'routes.templateIosEdit', view: 'routes.templateIosView' },
};

/** /analysis-template/{platform}/{add,edit,view}: a template's name, export language and checks. */
export function ReportTemplateFormPage() {
  const { t } = useTranslation();
  const platform = useRoutePlatform();
  const mode = (useLocation().pathname.split('/').pop() ?? 'add') as Mode;
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const existing = useQuery(ReportTemplateOneDocument, { variables: { id }, skip: mode === 'add' || !id, fetchPolicy: 'network-only' });
  const template = existing.data ? readFragment(TemplateRow_ReportTemplateFragmentDoc, existing.data.reportTemplate) : null;
  const title = t(TITLES[platform.key][mode]);

  if (mode !== 'add' && (!id || existing.error)) {
    return (
      <Stack gap="6">
        <PageHeader title={title} />
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{existing.error ? errorText(existing.error, t) : t('reportTemplates.notFound')}</Alert.Title>
        </Alert.Root>
      </Stack>
    );
  }
  if (mode !== 'add' && !template) return <Spinner />;
  return <TemplateForm key={template?.id ?? 'new'} mode={mode} title={title} template={template} />;
}

function TemplateForm({ mode, title, template }: { mode: Mode; title: string; template: TemplateRow_ReportTemplateFragment | null }) {
  const { t, i18n } = useTranslation();
  const platform = useRoutePlatform();
  const navigate = useNavigate();
  // A template assigned to the account by a system super admin is used, never edited.
  const readOnly = mode === 'view' || template?.owned === false;
  const tree = useQuery(AssessmentCheckTreeDocument, { variables: { platform: platform.gql } });
  const groups = tree.data?.reportCheckTree ?? [];
  const [name, setName] = useState(template?.name ?? '');
  const [lang, setLang] = useState(template?.lang ?? (i18n.language === 'zh-TW' ? 'zh-TW' : 'en'));
  // A new template starts with every check; the tree arrives after the first render.
  const [checks, setChecks] = useState<Set<string> | null>(template ? new Set(template.checks) : null);
  const offered = new Set(groups.flatMap((group) => group.checks.map((check) => check.id)));
  // A saved template may name a check the platform no longer offers (it never reports): saving drops it.
  const chosen = !checks ? offered : tree.data ? new Set([...checks].filter((id) => offered.has(id))) : checks;
  const [submitted, setSubmitted] = useState(false);
  const { busy, error, run } = useSubmit();
  const [create] = useMutation(ReportTemplateCreateDocument);
  const [update] = useMutation(ReportTemplateUpdateDocument);
  const trimmed = name.trim();
  const nameError = !submitted
    ? null
    : trimmed === ''
      ? t('errors.required', { field: t('reportTemplates.fields.name') })
      : trimmed.length < NAME_MIN || trimmed.length > NAME_MAX
        ? t('reportTemplates.nameLength', { min: NAME_MIN, max: NAME_MAX })
        : null;
  const checksError = submitted && chosen.size === 0 ? t('reportTemplates.checksRequired') : null;
  const listPath = `${platform.templatePath}/list`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (readOnly) return;
    setSubmitted(true);
    if (trimmed.length < NAME_MIN || trimmed.length > NAME_MAX || chosen.size === 0) return;
    const input = { name: trimmed, lang, checks: [...chosen] };
    await run(async () => {
      if (template) unwrap((await update({ variables: { id: template.id, input } })).data?.updateReportTemplate);
      else unwrap((await create({ variables: { platform: platform.gql, input } })).data?.createReportTemplate);
      toaster.success({ title: t('common.saved') });
      navigate(listPath);
    });
  }

  const treeGroups = groups.map((group) => ({
    key: group.key,
    label: group.title,
    testId: templateCheckGroupTestId(group.key),
    items: group.checks.map((check) => ({
      value: check.id,
      testId: templateCheckTestId(check.id),
      label: (
        <HStack as="span" gap="2">
          <Badge size="xs" colorPalette={FINDING_LEVEL_COLORS[check.level]}>
            {t(FINDING_LEVEL_LABELS[check.level])}
          </Badge>
          <span>{check.title}</span>
        </HStack>
      ),
    })),
  }));

  return (
    <Stack gap="6">
      <PageHeader
        title={title}
        actions={
          readOnly && template?.owned ? (
            <Button asChild variant="outline" data-testid={TEST_IDS.rowEdit}>
              <RouterLink to={`${platform.templatePath}/edit?id=${encodeURIComponent(template.id)}`}>{t('common.edit')}</RouterLink>
            </Button>
          ) : undefined
        }
      />
      <FormStack onSubmit={submit} gap="5" bg="bg" borderWidth="1px" rounded="l3" p="5" data-testid={TEST_IDS.templateForm}>
        <ErrorAlert message={error} testId={TEST_IDS.formError} />
        <TextField
          label={t('reportTemplates.fields.name')}
          required
          disabled={readOnly}
          value={name}
          onValueChange={setName}
          error={nameError}
          maxLength={NAME_MAX}
          testId={TEST_IDS.templateName}
        />
        <SelectField
          label={t('reportTemplates.fields.lang')}
          required
          disabled={readOnly}
          value={lang}
          options={TEMPLATE_LANGUAGES.map((value) => ({ value, label: templateLanguageLabel(value, t) }))}
          onValueChange={setLang}
          testId={TEST_IDS.templateLang}
        />
        <Fieldset.Root invalid={Boolean(checksError)}>
          <Fieldset.Legend>{t('reportTemplates.fields.checks')}</Fieldset.Legend>
          <Fieldset.HelperText>{t('reportTemplates.checksHelp', { count: chosen.size })}</Fieldset.HelperText>
          {tree.loading ? <Spinner /> : <CheckTree groups={treeGroups} value={chosen} onChange={setChecks} readOnly={readOnly} />}
          {checksError && <Fieldset.ErrorText>{checksError}</Fieldset.ErrorText>}
        </Fieldset.Root>
        <HStack justify="end" gap="2">
          <Button asChild variant="outline">
            <RouterLink to={listPath}>{t(readOnly ? 'reportTemplates.backToList' : 'common.cancel')}</RouterLink>
          </Button>
          {!readOnly && (
            <Button type="submit" colorPalette="blue" loading={busy} data-testid={TEST_IDS.templateSave}>
              {t('common.save')}
            </Button>
          )}
        </HStack>
      </FormStack>
    </Stack>
  );
}
