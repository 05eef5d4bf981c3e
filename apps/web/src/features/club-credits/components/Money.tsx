// An amount in the reader's language, red when below zero (a club that owes).
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../platform/i18n/numbers';

export function Money({ value, signed = false }: { value: number; signed?: boolean }) {
  const { i18n } = useTranslation();
  const text = formatMoney(value, i18n.language);
  return (
    <Text span inherit c={value < 0 ? 'red.9' : undefined} style={{ whiteSpace: 'nowrap' }}>
      {signed && value > 0 ? `+${text}` : text}
    </Text>
  );
}
