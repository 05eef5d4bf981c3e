// Amounts in CZK, Czech style in both languages ("1 250,00 Kč"), as the credit pages write them.
const money = new Intl.NumberFormat('cs-CZ', { style: 'currency', currency: 'CZK' });

export const formatMoney = (value: number): string => money.format(value);
