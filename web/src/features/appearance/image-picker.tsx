import { Box, Button, Field, FileUpload, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appearanceImageTestId } from '../../app/testids';
import { UploadIcon } from '../../components/ui/icons';
import { requestHeaders } from '../../lib/api-client';

export type ImageField = 'logo' | 'logoSmall' | 'favicon' | 'loginBackground';

/** The server's caps (it checks again, by content): the sign-in background may be a photograph. */
export const IMAGE_LIMITS: Record<ImageField, { bytes: number; label: string }> = {
  logo: { bytes: 1024 * 1024, label: '1MB' },
  logoSmall: { bytes: 1024 * 1024, label: '1MB' },
  favicon: { bytes: 1024 * 1024, label: '1MB' },
  loginBackground: { bytes: 5 * 1024 * 1024, label: '5MB' },
};
const IMAGE_TYPES = ['image/png', 'image/jpeg'];
const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg'];
const FILE_TYPES = 'png/jpg/jpeg';

interface ImagePickerProps {
  field: ImageField;
  label: string;
  hint: string;
  /** The image's URL, null for the built-in look. */
  value: string | null;
  onChange(value: string | null): void;
  /** Previews a wide image (the background) wider than a logo. */
  wide?: boolean;
}

/**
 * Picks one image of the appearance: a preview of the current one, a choice that uploads at
 * once (png, jpg or jpeg; the server checks the content) and a removal back to the built-in
 * look. Nothing is saved until the form is.
 */
export function ImagePicker({ field, label, hint, value, onChange, wide }: ImagePickerProps) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const testId = appearanceImageTestId(field);
  const limit = IMAGE_LIMITS[field];

  async function choose(file: File | undefined) {
    setError(null);
    if (!file) return;
    const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (!IMAGE_TYPES.includes(file.type) || !IMAGE_EXTENSIONS.includes(extension)) {
      setError(t('appearance.errors.wrongType', { fileType: FILE_TYPES }));
      return;
    }
    if (file.size > limit.bytes) {
      setError(t('appearance.errors.tooLarge', { fileSize: limit.label }));
      return;
    }
    setBusy(true);
    try {
      const body = new FormData();
      body.append('file', file);
      const response = await fetch(`/api/interfaceCustomization/image?field=${field}`, { method: 'POST', headers: requestHeaders(), body });
      const answer = (await response.json().catch(() => null)) as { code?: string; msg?: string; data?: { url?: string } } | null;
      if (answer?.code !== '200' || !answer.data?.url) throw new Error(answer?.msg || t('errors.server'));
      onChange(answer.data.url);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('errors.network'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <HStack gap="4" align="center" wrap="wrap">
        <Box
          w={wide ? '48' : '24'}
          h="24"
          borderWidth="1px"
          rounded="l2"
          bg="bg.muted"
          display="flex"
          alignItems="center"
          justifyContent="center"
          overflow="hidden"
          data-testid={`${testId}-preview`}
          data-src={value ?? ''}
        >
          {value ? (
            <Image src={value} alt={label} maxW="full" maxH="full" objectFit="contain" />
          ) : (
            <Text fontSize="xs" color="fg.muted" px="2" textAlign="center">
              {t('appearance.builtIn')}
            </Text>
          )}
        </Box>
        <Stack gap="2">
          <HStack gap="2">
            <FileUpload.Root accept={['.png', '.jpg', '.jpeg']} maxFiles={1} onFileChange={(details) => void choose(details.acceptedFiles[0] ?? details.rejectedFiles[0]?.file)}>
              <FileUpload.HiddenInput data-testid={`${testId}-input`} />
              <FileUpload.Trigger asChild>
                <Button variant="outline" size="sm" loading={busy}>
                  <UploadIcon />
                  {t('appearance.choose')}
                </Button>
              </FileUpload.Trigger>
            </FileUpload.Root>
            <Button
              variant="ghost"
              size="sm"
              disabled={!value || busy}
              onClick={() => {
                setError(null);
                onChange(null);
              }}
              data-testid={`${testId}-remove`}
            >
              {t('appearance.remove')}
            </Button>
          </HStack>
          <Text fontSize="xs" color={error ? 'fg.error' : 'fg.muted'} data-testid={`${testId}-message`}>
            {error ?? `${hint} ${t('appearance.imageRules', { fileType: FILE_TYPES, fileSize: limit.label })}`}
          </Text>
        </Stack>
      </HStack>
    </Field.Root>
  );
}
