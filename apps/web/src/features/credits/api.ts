// The club credit calls, one function each.
import type { ListQuery } from '@fedra/contract/common/list-query';
import { creditEndpoints } from '@fedra/contract/credits';
import { call } from '../../platform/api/client';

export const CREDITS_KEY = ['credits'] as const;
/** The list call, also exported as a file (ListView's export). */
export const creditListCall = creditEndpoints.list;

export const loadCredits = (query: ListQuery, signal: AbortSignal) => call(creditEndpoints.list, { query, signal });

const money = new Intl.NumberFormat('cs-CZ', { style: 'currency', currency: 'CZK' });

/** 1250 -> "1 250,00 Kč" (Czech style in both languages). */
export const formatMoney = (value: number): string => money.format(value);
