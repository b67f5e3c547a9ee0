import { Avatar, Button, FileUpload, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { UploadIcon } from '../../components/ui/icons';
import { toaster } from '../../components/ui/toaster';
import { requestHeaders } from '../../lib/api-client';
import { refreshUser } from '../auth/session-actions';
import { useAvatarUrl } from './use-avatar-url';

/** Spec §5: images are png, jpg or jpeg; the server caps avatars at 2 MB. */
const AVATAR_TYPES = ['image/png', 'image/jpeg'] as const;
const AVATAR_EXTENSIONS = 'png, jpg, jpeg';
const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

interface AvatarUploadProps {
  /** The current avatar's path, null without one. */
  avatar: string | null;
  name: string;
}

/** The avatar with a preview of the chosen image before it is uploaded. */
export function AvatarUpload({ avatar, name }: AvatarUploadProps) {
  const { t } = useTranslation();
  const current = useAvatarUrl(avatar);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!file) {
      setPreview(undefined);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function choose(chosen: File | undefined) {
    setError(null);
    if (!chosen) return;
    const extension = chosen.name.split('.').pop()?.toLowerCase() ?? '';
    if (!(AVATAR_TYPES as readonly string[]).includes(chosen.type) || !['png', 'jpg', 'jpeg'].includes(extension)) {
      setError(t('account.avatar.wrongType', { fileType: AVATAR_EXTENSIONS }));
      return;
    }
    if (chosen.size > AVATAR_MAX_BYTES) {
      setError(t('account.avatar.tooLarge', { fileSize: '2MB' }));
      return;
    }
    setFile(chosen);
  }

  async function upload() {
    if (!file) {
      setError(t('account.avatar.noFile'));
      return;
    }
    setBusy(true);
    try {
      const body = new FormData();
      body.append('file', file);
      const response = await fetch('/api/user/avatar', { method: 'POST', headers: requestHeaders(), body });
      const answer = (await response.json().catch(() => null)) as { code?: string; msg?: string } | null;
      if (answer?.code !== '200') throw new Error(answer?.msg || t('errors.server'));
      await refreshUser();
      setFile(null);
      toaster.success({ title: t('account.avatar.saved') });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('errors.network'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <HStack gap="6" align="center" wrap="wrap">
      <Avatar.Root size="2xl" colorPalette="blue">
        <Avatar.Fallback name={name} />
        {(preview ?? current) && <Avatar.Image src={preview ?? current} data-testid={TEST_IDS.avatarPreview} />}
      </Avatar.Root>
      <Stack gap="2">
        <HStack gap="2">
          <FileUpload.Root accept={['.png', '.jpg', '.jpeg']} maxFiles={1} onFileChange={(details) => choose(details.acceptedFiles[0] ?? details.rejectedFiles[0]?.file)}>
            <FileUpload.HiddenInput data-testid={TEST_IDS.avatarInput} />
            <FileUpload.Trigger asChild>
              <Button variant="outline" size="sm">
                <UploadIcon />
                {t('account.avatar.choose')}
              </Button>
            </FileUpload.Trigger>
          </FileUpload.Root>
          <Button size="sm" colorPalette="blue" disabled={!file} loading={busy} onClick={() => void upload()} data-testid={TEST_IDS.avatarUpload}>
            {t('account.avatar.upload')}
          </Button>
        </HStack>
        <Text fontSize="xs" color={error ? 'fg.error' : 'fg.muted'} data-testid={TEST_IDS.avatarMessage}>
          {error ?? t('account.avatar.hint', { fileType: AVATAR_EXTENSIONS, fileSize: '2MB' })}
        </Text>
      </Stack>
    </HStack>
  );
}
