import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Box, Button, CloseButton, Field, HStack, Input, SimpleGrid, Spinner, Stack, Text, Textarea, Wrap } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { TEST_IDS } from '../../app/testids';
import { CheckField } from '../../components/check-field';
import { ErrorAlert } from '../../components/error-alert';
import { FormStack } from '../../components/form-stack';
import { PageHeader } from '../../components/page-header';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { toaster } from '../../components/ui/toaster';
import {
  NoticeRow_NoticeFragmentDoc,
  NoticesAccountChoicesDocument,
  NoticesCreateDocument,
  NoticesOneDocument,
  NoticesPublishDocument,
  NoticesUpdateDocument,
  NoticesUserChoicesDocument,
  type NoticeInput,
  type NoticeLevel,
  type NoticeRow_NoticeFragment as Notice,
  type NoticeScope,
  type NoticeType,
} from '../../gql/graphql';
import { errorText, unwrap } from '../../lib/graphql-result';
import { readFragment } from '../../lib/read-fragment';
import { useSession } from '../../lib/session-store';
import { useSubmit } from '../../lib/use-submit';
import { NOTICE_LEVEL_LABELS, NOTICE_LEVELS, NOTICE_SCOPE_LABELS, NOTICE_SCOPES, NOTICE_TYPE_LABELS, WRITABLE_NOTICE_TYPES } from './notice-labels';

const LIST_PATH = '/manage/systemmanage/notice/list';
/** The server's bounds (notices.service.ts). */
const TITLE_MAX = 100;
const CONTENT_MAX = 5000;

/**
 * /manage/systemmanage/notice/add-or-update[/{id}]: a notice's title, plain-text content, type,
 * level and recipients (every account for system admins, chosen accounts, or chosen users),
 * saved as a draft or saved and published at once. A published notice is shown read-only.
 */
export function NoticeFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const existing = useQuery(NoticesOneDocument, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'network-only' });
  const notice = existing.data ? readFragment(NoticeRow_NoticeFragmentDoc, existing.data.notice) : null;
  if (id && existing.error) {
    return (
      <Stack gap="6">
        <PageHeader />
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{errorText(existing.error, t)}</Alert.Title>
        </Alert.Root>
      </Stack>
    );
  }
  if (id && !notice) return <Spinner />;
  return <NoticeForm key={notice?.id ?? 'new'} notice={notice} />;
}

type Picked = ReadonlyMap<string, string>;

function NoticeForm({ notice }: { notice: Notice | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const systemAdmin = user?.isSystemAdmin ?? false;
  const readOnly = notice?.status === 'PUBLISHED';
  const [title, setTitle] = useState(notice?.title ?? '');
  const [content, setContent] = useState(notice?.content ?? '');
  const [type, setType] = useState<NoticeType>(notice?.type ?? 'PLATFORM_UPDATE');
  const [level, setLevel] = useState<NoticeLevel>(notice?.level ?? 'NORMAL');
  const [scope, setScope] = useState<NoticeScope>(notice?.scope ?? 'ACCOUNTS');
  const [accounts, setAccounts] = useState<Picked>(new Map(notice?.accounts.map((a) => [a.id, a.name]) ?? []));
  const [users, setUsers] = useState<Picked>(new Map(notice?.users.map((u) => [u.id, `${u.username} (${u.accountName})`]) ?? []));
  const [submitted, setSubmitted] = useState(false);
  const submit = useSubmit();
  const [create] = useMutation(NoticesCreateDocument);
  const [update] = useMutation(NoticesUpdateDocument);
  const [publish] = useMutation(NoticesPublishDocument);

  const problems = {
    title: title.trim().length === 0 || [...title.trim()].length > TITLE_MAX ? t('notices.validation.title') : null,
    content: content.trim().length === 0 || [...content].length > CONTENT_MAX ? t('notices.validation.content') : null,
    recipients: scope === 'ACCOUNTS' && accounts.size === 0 ? t('notices.validation.accounts') : scope === 'USERS' && users.size === 0 ? t('notices.validation.users') : null,
  };
  const shown = (problem: string | null) => (submitted ? problem : null);
  const scopes = NOTICE_SCOPES.filter((value) => value !== 'GLOBAL' || systemAdmin || scope === 'GLOBAL');

  async function save(andPublish: boolean) {
    setSubmitted(true);
    if (Object.values(problems).some(Boolean)) return;
    const input: NoticeInput = {
      title: title.trim(),
      content,
      type,
      level,
      scope,
      accountIds: scope === 'ACCOUNTS' ? [...accounts.keys()] : [],
      userIds: scope === 'USERS' ? [...users.keys()] : [],
    };
    await submit.run(async () => {
      const saved = notice
        ? unwrap((await update({ variables: { id: notice.id, input } })).data?.updateNotice)
        : unwrap((await create({ variables: { input } })).data?.createNotice);
      if (andPublish) {
        const done = unwrap((await publish({ variables: { id: saved.id } })).data?.publishNotice);
        toaster.success({ title: t('notices.admin.published', { count: done.receiverCount }) });
      } else {
        toaster.success({ title: t('notices.form.saved') });
      }
      navigate(LIST_PATH);
    });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void save(false);
  }

  return (
    <Stack gap="6">
      <PageHeader />
      {readOnly && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t('notices.form.publishedReadOnly')}</Alert.Title>
        </Alert.Root>
      )}
      <FormStack gap="5" maxW="3xl" bg="bg" p="6" borderWidth="1px" rounded="l3" onSubmit={onSubmit}>
        <fieldset disabled={readOnly} style={{ display: 'contents' }}>
          <TextField
            label={t('notices.fields.title')}
            required
            value={title}
            onValueChange={setTitle}
            error={shown(problems.title)}
            maxLength={TITLE_MAX}
            testId={TEST_IDS.noticeFormTitle}
          />
          <Field.Root required invalid={Boolean(shown(problems.content))}>
            <Field.Label>
              {t('notices.fields.content')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Textarea rows={8} value={content} maxLength={CONTENT_MAX} onChange={(e) => setContent(e.currentTarget.value)} data-testid={TEST_IDS.noticeFormContent} />
            {shown(problems.content) ? <Field.ErrorText>{problems.content}</Field.ErrorText> : <Field.HelperText>{t('notices.form.contentHelper')}</Field.HelperText>}
          </Field.Root>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <SelectField
              label={t('notices.fields.type')}
              required
              value={type}
              options={(WRITABLE_NOTICE_TYPES as readonly NoticeType[])
                .concat(WRITABLE_NOTICE_TYPES.includes(type as never) ? [] : [type])
                .map((value) => ({ value, label: t(NOTICE_TYPE_LABELS[value]) }))}
              onValueChange={(value) => setType(value as NoticeType)}
              testId={TEST_IDS.noticeFormType}
            />
            <SelectField
              label={t('notices.fields.level')}
              required
              value={level}
              options={NOTICE_LEVELS.map((value) => ({ value, label: t(NOTICE_LEVEL_LABELS[value]) }))}
              onValueChange={(value) => setLevel(value as NoticeLevel)}
              testId={TEST_IDS.noticeFormLevel}
            />
            <SelectField
              label={t('notices.fields.scope')}
              required
              value={scope}
              options={scopes.map((value) => ({ value, label: t(NOTICE_SCOPE_LABELS[value]) }))}
              onValueChange={(value) => setScope(value as NoticeScope)}
              testId={TEST_IDS.noticeFormScope}
            />
          </SimpleGrid>
          {scope === 'ACCOUNTS' && <AccountsPicker picked={accounts} onChange={setAccounts} readOnly={readOnly} error={shown(problems.recipients)} />}
          {scope === 'USERS' && <UsersPicker picked={users} onChange={setUsers} readOnly={readOnly} error={shown(problems.recipients)} />}
        </fieldset>
        <ErrorAlert message={submit.error} testId={TEST_IDS.noticeFormError} />
        <HStack gap="3" justify="end">
          <Button variant="outline" onClick={() => navigate(LIST_PATH)}>
            {t('common.cancel')}
          </Button>
          {!readOnly && (
            <>
              <Button type="submit" variant="outline" colorPalette="blue" loading={submit.busy} data-testid={TEST_IDS.noticeFormSaveDraft}>
                {t('notices.form.saveDraft')}
              </Button>
              <Button colorPalette="blue" loading={submit.busy} onClick={() => void save(true)} data-testid={TEST_IDS.noticeFormPublish}>
                {t('notices.form.saveAndPublish')}
              </Button>
            </>
          )}
        </HStack>
      </FormStack>
    </Stack>
  );
}

interface PickerProps {
  picked: Picked;
  onChange(next: Picked): void;
  readOnly: boolean;
  error: string | null;
}

function AccountsPicker({ picked, onChange, readOnly, error }: PickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const choices = useQuery(NoticesAccountChoicesDocument, { variables: { search: search.trim() || null } }).data?.noticeAccountChoices ?? [];
  return (
    <Picker
      label={t('notices.fields.accounts')}
      searchLabel={t('notices.form.searchAccounts')}
      search={search}
      onSearch={setSearch}
      choices={choices.map((a) => ({ id: a.id, label: a.name }))}
      picked={picked}
      onChange={onChange}
      readOnly={readOnly}
      error={error}
      testId={TEST_IDS.noticeFormAccount}
    />
  );
}

function UsersPicker({ picked, onChange, readOnly, error }: PickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const choices = useQuery(NoticesUserChoicesDocument, { variables: { search: search.trim() || null } }).data?.noticeUserChoices ?? [];
  return (
    <Picker
      label={t('notices.fields.users')}
      searchLabel={t('notices.form.searchUsers')}
      search={search}
      onSearch={setSearch}
      choices={choices.map((u) => ({ id: u.id, label: `${u.username} (${u.accountName})` }))}
      picked={picked}
      onChange={onChange}
      readOnly={readOnly}
      error={error}
      testId={TEST_IDS.noticeFormUser}
    />
  );
}

/** A searchable multi-select: the chosen entries as removable badges over a checkbox list. */
function Picker({
  label,
  searchLabel,
  search,
  onSearch,
  choices,
  picked,
  onChange,
  readOnly,
  error,
  testId,
}: PickerProps & { label: string; searchLabel: string; search: string; onSearch(text: string): void; choices: Array<{ id: string; label: string }>; testId: string }) {
  const { t } = useTranslation();
  const toggle = (id: string, name: string, on: boolean) => {
    const next = new Map(picked);
    if (on) next.set(id, name);
    else next.delete(id);
    onChange(next);
  };
  return (
    // Not a Field: its context would give every checkbox below the same input id.
    <Stack gap="1.5" role="group" aria-label={label}>
      <Text fontSize="sm" fontWeight="medium">
        {label}
        <Text as="span" color="fg.error" ms="1">
          *
        </Text>
        <Text as="span" color="fg.muted" fontWeight="normal" ms="2">
          {t('notices.form.selected', { count: picked.size })}
        </Text>
      </Text>
      {picked.size > 0 && (
        <Wrap gap="1" mb="2">
          {[...picked].map(([id, name]) => (
            <Badge key={id} variant="subtle" colorPalette="blue" gap="1">
              {name}
              {!readOnly && <CloseButton size="2xs" aria-label={name} onClick={() => toggle(id, name, false)} />}
            </Badge>
          ))}
        </Wrap>
      )}
      {!readOnly && (
        <Box w="full" borderWidth="1px" borderColor={error ? 'border.error' : undefined} rounded="l2" p="3">
          <Input size="sm" mb="3" placeholder={searchLabel} aria-label={searchLabel} value={search} onChange={(e) => onSearch(e.currentTarget.value)} />
          <Stack gap="2" maxH="56" overflowY="auto">
            {choices.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                {t('notices.form.noChoices')}
              </Text>
            ) : (
              choices.map((choice) => (
                <CheckField
                  key={choice.id}
                  size="sm"
                  checked={picked.has(choice.id)}
                  onCheckedChange={(on) => toggle(choice.id, choice.label, on)}
                  testId={`${testId}-${choice.id}`}
                >
                  {choice.label}
                </CheckField>
              ))
            )}
          </Stack>
        </Box>
      )}
      {error && (
        <Text fontSize="xs" color="fg.error">
          {error}
        </Text>
      )}
    </Stack>
  );
}
