import { Center, Text, type CenterProps } from '@chakra-ui/react';

interface ChartEmptyProps extends CenterProps {
  /** What is missing, e.g. "No events in this period." */
  text: string;
}

/** What a chart shows when it has nothing to draw: the reason in a dashed box of the chart's size. */
export function ChartEmpty({ text, ...box }: ChartEmptyProps) {
  return (
    <Center h="full" borderWidth="1px" borderStyle="dashed" borderColor="border" rounded="l2" {...box}>
      <Text color="fg.muted" textAlign="center" px="4">
        {text}
      </Text>
    </Center>
  );
}
