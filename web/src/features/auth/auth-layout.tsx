import type { Product } from '@common/permissions';
import { Box, Flex, HStack, Heading, Image, List, Stack, Text } from '@chakra-ui/react';
import type { PropsWithChildren } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppearance } from '../../app/appearance';
import { useRuntimeConfig } from '../../app/runtime-config';
import { TEST_IDS } from '../../app/testids';
import { ShieldIcon } from '../../components/ui/icons';
import type { TranslationKey } from '../../i18n/i18n';

const PRODUCT_LINES: Record<Product, TranslationKey> = {
  hardening: 'auth.brand.hardening',
  assessment: 'auth.brand.assessment',
  monitoring: 'auth.brand.monitoring',
};

/** The frame of the screens reachable without a token: a brand panel and the form, in the current language's appearance. */
export function AuthLayout({ children }: PropsWithChildren) {
  const { t } = useTranslation();
  const { product } = useRuntimeConfig();
  const appearance = useAppearance();
  return (
    <Flex minH="100vh" bg="bg">
      <Flex
        display={{ base: 'none', lg: 'flex' }}
        w="44%"
        maxW="640px"
        direction="column"
        justify="space-between"
        p="12"
        color="white"
        bgGradient="to-br"
        gradientFrom="blue.700"
        gradientTo="gray.900"
        // A customized background lies under a dark veil, so the white text stays readable.
        backgroundImage={appearance.loginBackground ? `linear-gradient(rgba(15, 23, 42, 0.55), rgba(15, 23, 42, 0.75)), url("${appearance.loginBackground}")` : undefined}
        backgroundSize="cover"
        backgroundPosition="center"
        data-testid={TEST_IDS.authBrandPanel}
        data-background={appearance.loginBackground ?? ''}
      >
        <HStack gap="3">
          {appearance.logo ? (
            <Image src={appearance.logo} alt="" maxH="10" maxW="40" objectFit="contain" data-testid={TEST_IDS.authLogo} />
          ) : (
            <Box fontSize="3xl" lineHeight="0">
              <ShieldIcon />
            </Box>
          )}
          <Stack gap="0">
            <Text fontSize="xl" fontWeight="bold" data-testid={TEST_IDS.authProductName}>
              {appearance.productName}
            </Text>
            <Text fontSize="sm" color="whiteAlpha.700">
              {appearance.accountName}
            </Text>
          </Stack>
        </HStack>
        <Stack gap="5" maxW="md">
          <Heading as="p" size="3xl" lineHeight="short">
            {t('auth.brand.headline')}
          </Heading>
          <Text color="whiteAlpha.800" fontSize="lg">
            {t('auth.brand.description')}
          </Text>
          <List.Root gap="2" variant="plain">
            {product.map((name) => (
              <List.Item key={name} color="whiteAlpha.900" alignItems="center">
                <List.Indicator asChild color="blue.300">
                  <ShieldIcon />
                </List.Indicator>
                {t(PRODUCT_LINES[name])}
              </List.Item>
            ))}
          </List.Root>
        </Stack>
        <Text fontSize="xs" color="whiteAlpha.700" data-testid={TEST_IDS.authCopyright}>
          {appearance.copyright}
        </Text>
      </Flex>
      <Flex flex="1" direction="column" align="center" justify="center" px={{ base: '5', md: '10' }} py="10">
        <Box w="full" maxW="sm">
          <HStack gap="2" mb="10" display={{ base: 'flex', lg: 'none' }} color="blue.fg">
            {appearance.logoSmall ? <Image src={appearance.logoSmall} alt="" boxSize="7" objectFit="contain" /> : <ShieldIcon boxSize="7" />}
            <Text fontSize="lg" fontWeight="bold" color="fg">
              {appearance.productName}
            </Text>
          </HStack>
          {children}
        </Box>
      </Flex>
    </Flex>
  );
}
