import { DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface Fact {
  key: string;
  /** Words, or an element when the label is data itself (a key an SDK sent). */
  label: ReactNode;
  value: ReactNode;
  /** Shows the value in a monospace font (identifiers, keys). */
  mono?: boolean;
}

/** Label / value pairs of a record; empty values show a dash. */
export function FactList({ items }: { items: readonly Fact[] }) {
  return (
    <DataList.Root orientation="horizontal" size="sm">
      {items.map((item) => (
        <DataList.Item key={item.key} data-fact={item.key}>
          <DataList.ItemLabel minW="36">{item.label}</DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-all" fontFamily={item.mono ? 'mono' : undefined}>
            {item.value || '—'}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
