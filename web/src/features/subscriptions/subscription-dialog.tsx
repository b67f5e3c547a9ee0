import { useMutation, useQuery } from '@apollo/client/react';
import { EMAIL } from '@common/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { FormDialog } from '../../components/form-dialog';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import {
  AccountSelectorOptionsDocument,
  SubscriptionsCreateDocument,
  SubscriptionsUpdateDocument,
  type AccountSubscriptionInput,
  type SubscriptionProduct,
  type SubscriptionRow_AccountSubscriptionFragment as Subscription,
} from '../../gql/graphql';
import { unwrap } from '../../lib/graphql-result';
import { useDialogSave } from '../../lib/use-dialog-save';
import { useChecks, useForm } from '../../lib/use-form';
import { PRODUCTS, PRODUCT_LABELS } from './subscription-labels';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

interface SubscriptionDialogProps {
  subscription: Subscription | null;
  /** The account a new subscription is for, when the list is narrowed to one. */
  accountId: string | null;
  onClose(): void;
  onSaved(): void;
}

const today = () => new Date().toISOString().slice(0, 10);

/** Creates or edits a subscription: account and product (fixed once created), period, quota and billing email. */
export function SubscriptionDialog({ subscription, accountId, onClose, onSaved }: SubscriptionDialogProps) {
  const { t } = useTranslation();
  const check = useChecks();
  const [product, setProduct] = useState<SubscriptionProduct>(subscription?.product ?? 'APK_PROTECTED');
  const accounts = useQuery(AccountSelectorOptionsDocument, { variables: { search: null }, skip: Boolean(subscription) }).data?.accounts.edges.map((e) => e.node) ?? [];
  const [account, setAccount] = useState<string>(subscription?.accountId ?? accountId ?? '');
  const [accountError, setAccountError] = useState<string | null>(null);
  const validDay = (value: string) =>
    value.trim() === '' || (DAY.test(value.trim()) && !Number.isNaN(Date.parse(`${value.trim()}T00:00:00Z`))) ? null : t('subscriptions.validation.date');
  const form = useForm(
    {
      startsOn: subscription?.startsOn ?? today(),
      endsOn: subscription?.endsOn ?? '',
      quota: subscription?.quota ? String(subscription.quota) : '',
      billingEmail: subscription?.billingEmail ?? '',
    },
    {
      startsOn: [check.required(t('subscriptions.fields.startsOn')), validDay],
      endsOn: [
        validDay,
        (value, values) => (value.trim() && values.startsOn.trim() && value.trim() < values.startsOn.trim() ? t('subscriptions.validation.endBeforeStart') : null),
      ],
      quota: [
        check.matches(/^[1-9]\d{0,8}$/, t('subscriptions.validation.quota')),
        (value) => (Number(value.trim() || 0) > 100_000_000 ? t('subscriptions.validation.quota') : null),
      ],
      billingEmail: [check.matches(EMAIL, t('subscriptions.validation.billingEmail'))],
    },
  );
  const { error, save } = useDialogSave(onSaved);
  const [create] = useMutation(SubscriptionsCreateDocument);
  const [update] = useMutation(SubscriptionsUpdateDocument);
  const devices = product === 'THREAT_PERCEPTION';

  async function submit() {
    const accountMissing = !subscription && !account;
    setAccountError(accountMissing ? t('errors.required', { field: t('subscriptions.fields.account') }) : null);
    if (!form.validate() || accountMissing) throw new Error('invalid');
    const input: AccountSubscriptionInput = {
      product,
      startsOn: form.values.startsOn.trim(),
      endsOn: form.values.endsOn.trim() || null,
      quota: form.values.quota.trim() ? Number(form.values.quota.trim()) : null,
      billingEmail: form.values.billingEmail.trim() || null,
    };
    await save(async () => {
      if (subscription) unwrap((await update({ variables: { id: subscription.id, input } })).data?.updateAccountSubscription);
      else unwrap((await create({ variables: { input, accountId: account } })).data?.createAccountSubscription);
    });
  }

  return (
    <FormDialog
      open
      title={t(subscription ? 'subscriptions.edit' : 'subscriptions.create')}
      error={error}
      onSubmit={submit}
      onClose={onClose}
      testId={TEST_IDS.subscriptionsDialog}
    >
      <SelectField
        label={t('subscriptions.fields.account')}
        required
        value={account}
        disabled={Boolean(subscription)}
        placeholder={subscription ? undefined : ''}
        options={subscription ? [{ value: subscription.accountId, label: subscription.accountName }] : accounts.map((a) => ({ value: a.id, label: a.name }))}
        onValueChange={setAccount}
        error={accountError}
        testId={TEST_IDS.subscriptionsAccount}
      />
      <SelectField
        label={t('subscriptions.fields.product')}
        required
        value={product}
        disabled={Boolean(subscription)}
        options={PRODUCTS.map((p) => ({ value: p, label: t(PRODUCT_LABELS[p]) }))}
        onValueChange={(value) => setProduct(value as SubscriptionProduct)}
        testId={TEST_IDS.subscriptionsProduct}
      />
      <TextField label={t('subscriptions.fields.startsOn')} required type="date" {...form.field('startsOn')} testId={TEST_IDS.subscriptionsStartsOn} />
      <TextField label={t('subscriptions.fields.endsOn')} type="date" {...form.field('endsOn')} helper={t('subscriptions.endsOnHelper')} testId={TEST_IDS.subscriptionsEndsOn} />
      <TextField
        label={t('subscriptions.fields.quota')}
        inputMode="numeric"
        {...form.field('quota')}
        helper={t(devices ? 'subscriptions.quotaHelperDevices' : 'subscriptions.quotaHelperJobs')}
        testId={TEST_IDS.subscriptionsQuota}
      />
      <TextField label={t('subscriptions.fields.billingEmail')} {...form.field('billingEmail')} testId={TEST_IDS.subscriptionsBillingEmail} />
    </FormDialog>
  );
}
