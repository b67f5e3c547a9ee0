import { Checkbox } from '@chakra-ui/react';

interface RowCheckboxProps {
  /** What the box selects, for screen readers (a row's name, "select this page"). */
  label: string;
  checked: boolean | 'indeterminate';
  onCheckedChange(on: boolean): void;
}

/** The small tick box that selects a list row (or every row of the page) for a batch action. */
export function RowCheckbox({ label, checked, onCheckedChange }: RowCheckboxProps) {
  return (
    <Checkbox.Root size="sm" aria-label={label} checked={checked} onCheckedChange={(details) => onCheckedChange(details.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}

/** The state of a "select this page" box: ticked, clear, or in between. */
export function pageCheckState(selectedOnPage: number, rowsOnPage: number): boolean | 'indeterminate' {
  if (selectedOnPage === 0) return false;
  return selectedOnPage === rowsOnPage ? true : 'indeterminate';
}
