/**
 * How to pay into a bank virtual account, per bank and channel (ATM, mobile banking, internet
 * banking), in the shopper's language (`payment.virtual_account.*` in the message catalogue).
 * Indonesia offers Indonesian and English; the Thai and Chinese files hold the English steps
 * (Thai and Chinese shoppers cannot reach an Indonesian order in practice).
 */
import { BANK_NAMES, type Bank } from '@blush/shared/checkout-contracts';
import type { Language } from '@blush/shared/markets';
import { isMessageKey, translator } from '@blush/shared/messages';

type Channel = 'atm' | 'mobile' | 'internet';

export const BANK_FULL_NAMES: Readonly<Record<Bank, string>> = {
  bca: 'Bank Central Asia (BCA)',
  bni: 'Bank Negara Indonesia (BNI)',
  bri: 'Bank Rakyat Indonesia (BRI)',
  mandiri: 'Bank Mandiri',
  permata: 'PermataBank',
};

/** Each bank's app or service per channel; the menu path and how to authorise are `payment.virtual_account.bank.<bank>.<channel>` in the message catalogue. */
const CHANNEL_NAMES: Readonly<Record<Bank, Record<Channel, string>>> = {
  bca: { atm: 'ATM BCA', mobile: 'BCA mobile (m-BCA)', internet: 'KlikBCA' },
  bni: { atm: 'ATM BNI', mobile: 'wondr by BNI', internet: 'BNI Internet Banking' },
  bri: { atm: 'ATM BRI', mobile: 'BRImo', internet: 'Internet Banking BRI' },
  mandiri: { atm: 'ATM Mandiri', mobile: "Livin' by Mandiri", internet: 'Mandiri Internet Banking' },
  permata: { atm: 'ATM Permata', mobile: 'PermataMobile X', internet: 'PermataNet' },
};

/** The steps to pay `amount` into `number` at `bank`, one list per channel. */
export function virtualAccountInstructions(
  bank: Bank,
  number: string,
  amount: string,
  holder: string,
  language: Language,
): Array<{ title: string; steps: string[] }> {
  const text = translator(language);
  return (['atm', 'mobile', 'internet'] as const).map((channel) => {
    const name = CHANNEL_NAMES[bank][channel];
    // Mandiri's multi-payment asks for the company first: those channels have a `company` step.
    const company = `payment.virtual_account.bank.${bank}.${channel}.company`;
    const steps = [
      text(`payment.virtual_account.start.${channel}`, { bank: BANK_NAMES[bank], channel: name }),
      text('payment.virtual_account.choose', { path: text(`payment.virtual_account.bank.${bank}.${channel}.path`) }),
      ...(isMessageKey(company) ? [text(company)] : []),
      text('payment.virtual_account.enter', { number }),
      text('payment.virtual_account.check', { amount, holder }),
      text(`payment.virtual_account.bank.${bank}.${channel}.authorise`),
      text('payment.virtual_account.finish'),
    ];
    return { title: `${text(`payment.virtual_account.channel.${channel}`)} · ${name}`, steps };
  });
}
