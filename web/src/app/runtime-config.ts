import { PRODUCTS, type Product } from '@common/permissions';
import { createContext, useContext } from 'react';
import { isLanguage, type Language } from '../i18n/i18n';

/** `/config/config.json` (spec §7): the deployment's default language and products. */
export interface RuntimeConfig {
  platform: Language;
  product: Product[];
}

const FALLBACK: RuntimeConfig = { platform: 'en', product: [...PRODUCTS] };

/** Reads the runtime config; a missing or broken file leaves the defaults (English). */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    const response = await fetch('/config/config.json', { headers: { Accept: 'application/json' } });
    const body = (await response.json()) as Partial<RuntimeConfig>;
    return {
      platform: isLanguage(body.platform) ? body.platform : FALLBACK.platform,
      product: Array.isArray(body.product) ? PRODUCTS.filter((name) => body.product?.includes(name)) : FALLBACK.product,
    };
  } catch {
    return FALLBACK;
  }
}

export const RuntimeConfigContext = createContext<RuntimeConfig>(FALLBACK);

export function useRuntimeConfig(): RuntimeConfig {
  return useContext(RuntimeConfigContext);
}
