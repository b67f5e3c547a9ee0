import type { Product } from '@common/permissions';
import { Box, Flex, HStack, Heading, List, Stack, Text } from '@chakra-ui/react';
import type { PropsWithChildren } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../../app/runtime-config';
import { ShieldIcon } from '../../components/ui/icons';
import type { TranslationKey } from '../../i18n/i18n';

const PRODUCT_LINES: Record<Product, TranslationKey> = {
  hardening: 'auth.brand.hardening',
  assessment: 'auth.brand.assessment',
  monitoring: 'auth.brand.monitoring',
};

/** The frame of the screens reachable without a token: a brand panel and the form. */
export function AuthLayout({ children }: PropsWithChildren) {
  const { t } = useTranslation();
  const { product } = useRuntimeConfig();
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
      >
        <HStack gap="3">
          <Box fontSize="3xl" lineHeight="0">
            <ShieldIcon />
          </Box>
          <Stack gap="0">
            <Text fontSize="xl" fontWeight="bold">
              {t('common.appName')}
            </Text>
            <Text fontSize="sm" color="whiteAlpha.700">
              {t('common.appTagline')}
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
        <Box />
      </Flex>
      <Flex flex="1" direction="column" align="center" justify="center" px={{ base: '5', md: '10' }} py="10">
        <Box w="full" maxW="sm">
          <HStack gap="2" mb="10" display={{ base: 'flex', lg: 'none' }} color="blue.fg">
            <ShieldIcon boxSize="7" />
            <Text fontSize="lg" fontWeight="bold" color="fg">
              {t('common.appName')}
            </Text>
          </HStack>
          {children}
        </Box>
      </Flex>
    </Flex>
  );
}
