import { Box, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import type { TranslationKey } from '../../i18n/i18n';
import { evidencePlace, type Evidence, type PreviewItem } from './preview-items';

/** Evidence items shown per finding, as in the HTML and PDF reports (the JSON report keeps them all). */
const EVIDENCE_SHOWN = 10;

function Section({ title, testId, children }: { title: TranslationKey; testId: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack gap="1" data-testid={testId}>
      <Heading as="h3" size="xs">
        {t(title)}
      </Heading>
      {children}
    </Stack>
  );
}

/** One labelled part of a piece of evidence: "Class com.app.Main". */
function Part({ label, value, mono }: { label: TranslationKey; value: string; mono?: boolean }) {
  const { t } = useTranslation();
  return (
    <HStack as="span" gap="1.5" align="baseline" minW="0">
      <Text as="span" color="fg.muted" flexShrink="0">
        {t(label)}
      </Text>
      <Text as="span" fontFamily={mono ? 'mono' : undefined} wordBreak="break-all">
        {value}
      </Text>
    </HStack>
  );
}

/** Where a finding was seen: its file, then the class, method or other place within it, and what matched. */
function EvidenceItem({ evidence }: { evidence: Evidence }) {
  const place = evidencePlace(evidence.location);
  return (
    <List.Item data-file={evidence.file}>
      <Stack gap="0" fontSize="sm">
        <Part label="assessment.finding.file" value={evidence.file} mono />
        {place.classes.length > 0 && <Part label="assessment.finding.class" value={place.classes.join(', ')} mono />}
        {place.method && <Part label="assessment.finding.method" value={place.method} mono />}
        {place.other && <Part label="assessment.finding.location" value={place.other} mono />}
        {evidence.detail && <Part label="assessment.finding.detail" value={evidence.detail} />}
      </Stack>
    </List.Item>
  );
}

/**
 * What the preview says of a check when its row is opened, as the PDF report does for a finding:
 * the description, the evidence (file, class, method or other place, what matched) and the
 * remediation of a finding that is not a protection, all in the user's language.
 */
export function FindingDetails({ item }: { item: PreviewItem }) {
  const { t } = useTranslation();
  const shown = item.evidence?.slice(0, EVIDENCE_SHOWN) ?? [];
  const more = item.evidenceCount - shown.length;
  const note: TranslationKey | null = item.outcome === 'safe' ? 'assessment.finding.nothingFound' : item.outcome === 'notDetected' ? 'assessment.finding.notDetected' : null;
  return (
    <Stack gap="3" maxW="5xl">
      <Section title="assessment.finding.description" testId={TEST_IDS.assessmentFindingDescription}>
        <Text fontSize="sm">{item.description}</Text>
        {note && (
          <Text fontSize="sm" color="fg.muted">
            {t(note)}
          </Text>
        )}
      </Section>
      {shown.length > 0 && (
        <Section title="assessment.finding.evidence" testId={TEST_IDS.assessmentFindingEvidence}>
          <List.Root gap="2" ps="4">
            {shown.map((evidence, index) => (
              <EvidenceItem key={index} evidence={evidence} />
            ))}
            {more > 0 && (
              <List.Item fontSize="sm" color="fg.muted">
                {t('assessment.finding.moreEvidence', { count: more })}
              </List.Item>
            )}
          </List.Root>
        </Section>
      )}
      {(item.outcome === 'risk' || item.outcome === 'info') && (
        <Section title="assessment.finding.remediation" testId={TEST_IDS.assessmentFindingRemediation}>
          <Box fontSize="sm">{item.remediation}</Box>
        </Section>
      )}
    </Stack>
  );
}
