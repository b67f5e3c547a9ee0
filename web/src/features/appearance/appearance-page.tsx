import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Field, Fieldset, Grid, HStack, Input, Spinner, Stack, Tabs, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { applyAppearance } from '../../app/appearance';
import { appearanceFieldTestId, appearanceTabTestId, TEST_IDS } from '../../app/testids';
import { ErrorAlert } from '../../components/error-alert';
import { FormStack } from '../../components/form-stack';
import { PageHeader } from '../../components/page-header';
import { toaster } from '../../components/ui/toaster';
import { AppearanceForm_AppearanceFragmentDoc, AppearanceSettingsDocument, AppearanceUpdateDocument, type AppearanceForm_AppearanceFragment } from '../../gql/graphql';
import { isLanguage, LANGUAGES, LANGUAGE_LABELS, type Language, type TranslationKey } from '../../i18n/i18n';
import { errorText, unwrap } from '../../lib/graphql-result';
import { formatDateTime } from '../../lib/format';
import { readFragment } from '../../lib/read-fragment';
import { ImagePicker, type ImageField } from './image-picker';
import { TEXT_LIMITS, validateAppearance, type TextField, type Values } from './appearance-validation';

const BASE = '/manage/systemmanage/interfaceManage';

const TEXTS: readonly { field: TextField; label: TranslationKey; hint: TranslationKey }[] = [
  { field: 'productName', label: 'appearance.fields.productName', hint: 'appearance.hints.productName' },
  { field: 'accountName', label: 'appearance.fields.accountName', hint: 'appearance.hints.accountName' },
  { field: 'copyright', label: 'appearance.fields.copyright', hint: 'appearance.hints.copyright' },
];

const IMAGES: readonly { field: ImageField; label: TranslationKey; hint: TranslationKey; wide?: boolean }[] = [
  { field: 'logo', label: 'appearance.fields.logo', hint: 'appearance.hints.logo', wide: true },
  { field: 'logoSmall', label: 'appearance.fields.logoSmall', hint: 'appearance.hints.logoSmall' },
  { field: 'favicon', label: 'appearance.fields.favicon', hint: 'appearance.hints.favicon' },
  { field: 'loginBackground', label: 'appearance.fields.loginBackground', hint: 'appearance.hints.loginBackground', wide: true },
];

function valuesOf(setting: AppearanceForm_AppearanceFragment): Values {
  return {
    productName: setting.productName,
    accountName: setting.accountName,
    copyright: setting.copyright,
    logo: setting.logo ?? null,
    logoSmall: setting.logoSmall ?? null,
    favicon: setting.favicon ?? null,
    loginBackground: setting.loginBackground ?? null,
  };
}

function AppearanceForm({ lang, initial, onSaved }: { lang: Language; initial: Values; onSaved(): void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<TextField, TranslationKey>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [save] = useMutation(AppearanceUpdateDocument);
  const set =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) =>
      setValues((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateAppearance(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setServerError(null);
    try {
      const saved = unwrap((await save({ variables: { input: { id: lang, ...values } } })).data?.updateAppearance);
      // Every screen of this visit shows the new look at once (header, title, favicon).
      applyAppearance(lang, readFragment(AppearanceForm_AppearanceFragmentDoc, saved));
      toaster.success({ title: t('common.saved') });
      onSaved();
    } catch (failure) {
      setServerError(errorText(failure, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormStack onSubmit={submit} gap="6" bg="bg" borderWidth="1px" rounded="l3" p="6" maxW="4xl" data-testid={TEST_IDS.appearanceForm} data-lang={lang}>
      <ErrorAlert message={serverError} testId={TEST_IDS.formError} />
      <Fieldset.Root>
        <Fieldset.Legend fontSize="md">{t('appearance.sections.texts')}</Fieldset.Legend>
        <Stack gap="4" pt="2">
          {TEXTS.map(({ field, label, hint }) => (
            <Field.Root key={field} invalid={Boolean(errors[field])} required={field === 'productName'}>
              <Field.Label>
                {t(label)}
                {field === 'productName' && <Field.RequiredIndicator />}
              </Field.Label>
              <Input
                value={values[field]}
                maxLength={TEXT_LIMITS[field] + 20}
                onChange={(event) => set(field)(event.currentTarget.value)}
                data-testid={appearanceFieldTestId(field)}
              />
              {errors[field] ? (
                <Field.ErrorText data-testid={`${appearanceFieldTestId(field)}-error`}>{t(errors[field], { max: TEXT_LIMITS[field] })}</Field.ErrorText>
              ) : (
                <Field.HelperText>{t(hint)}</Field.HelperText>
              )}
            </Field.Root>
          ))}
        </Stack>
      </Fieldset.Root>

      <Fieldset.Root>
        <Fieldset.Legend fontSize="md">{t('appearance.sections.images')}</Fieldset.Legend>
        <Grid templateColumns={{ base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }} gap="6" pt="2">
          {IMAGES.map(({ field, label, hint, wide }) => (
            <ImagePicker key={field} field={field} label={t(label)} hint={t(hint)} value={values[field]} onChange={set(field)} wide={wide} />
          ))}
        </Grid>
      </Fieldset.Root>

      <HStack justify="end">
        <Button type="submit" colorPalette="blue" loading={busy} data-testid={TEST_IDS.appearanceSave}>
          {t('common.save')}
        </Button>
      </HStack>
    </FormStack>
  );
}

/**
 * /manage/systemmanage/interfaceManage/{lang} (spec §2): the product name, account name,
 * copyright, logos, favicon and sign-in background of each language, one tab per language.
 */
export function AppearancePage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const lang: Language = isLanguage(params.lang) ? params.lang : 'en';
  const { data, loading, error, refetch } = useQuery(AppearanceSettingsDocument, { variables: { lang }, fetchPolicy: 'network-only' });
  const setting = data?.appearance ? readFragment(AppearanceForm_AppearanceFragmentDoc, data.appearance) : null;

  return (
    <Stack gap="6">
      <PageHeader description={t('appearance.description')} />
      <Tabs.Root value={lang} onValueChange={(details) => navigate(`${BASE}/${details.value}`)}>
        <Tabs.List>
          {LANGUAGES.map((language) => (
            <Tabs.Trigger key={language} value={language} data-testid={appearanceTabTestId(language)}>
              {t(LANGUAGE_LABELS[language])}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
      <ErrorAlert error={error} />
      {loading && !setting ? (
        <Spinner />
      ) : (
        setting &&
        setting.id === lang && (
          <>
            <AppearanceForm key={`${lang}-${setting.updateTime ?? ''}`} lang={lang} initial={valuesOf(setting)} onSaved={() => void refetch()} />
            {setting.updateTime && (
              <Text fontSize="sm" color="fg.muted">
                {t('appearance.updated', { time: formatDateTime(setting.updateTime, i18n.language) })}
              </Text>
            )}
          </>
        )
      )}
    </Stack>
  );
}
