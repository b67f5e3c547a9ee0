import { Card, Stat } from '@chakra-ui/react';
import { monitorCounterTestId } from '../../app/testids';

/** One number of a dashboard, with `data-value` for tests and screen readers alike. */
export function Counter({ name, label, value, color, testPrefix }: { name: string; label: string; value: number; color?: string; testPrefix?: string }) {
  const id = testPrefix ? `${testPrefix}-${name}` : monitorCounterTestId(name);
  return (
    <Card.Root size="sm">
      <Card.Body>
        <Stat.Root>
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText color={color} data-testid={id} data-value={value}>
            {value.toLocaleString()}
          </Stat.ValueText>
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
}
