/**
 * How to pay into a bank virtual account, per bank and channel (ATM, mobile banking, internet
 * banking), in the shopper's language. Indonesia offers Indonesian and English; Thai and Chinese
 * shoppers (who cannot reach an Indonesian order in practice) read the English steps.
 */
import { BANK_NAMES, type Bank } from '@blush/shared/checkout-contracts';
import type { Language } from '@blush/shared/markets';

type Text = { en: string; id: string };
type Channel = 'atm' | 'mobile' | 'internet';

export const BANK_FULL_NAMES: Readonly<Record<Bank, string>> = {
  bca: 'Bank Central Asia (BCA)',
  bni: 'Bank Negara Indonesia (BNI)',
  bri: 'Bank Rakyat Indonesia (BRI)',
  mandiri: 'Bank Mandiri',
  permata: 'PermataBank',
};


interface ChannelGuide {
  /** The channel's name at this bank (app or service name). */
  name: string;
  /** Menu path to the virtual-account payment. */
  path: Text;
  /** Mandiri's multi-payment asks for the company first. */
  company?: Text;
  /** How the shopper authorises the payment on this channel. */
  authorise: Text;
}

const GUIDES: Readonly<Record<Bank, Record<Channel, ChannelGuide>>> = {
  bca: {
    atm: { name: 'ATM BCA', path: { en: 'Other Transactions > Transfer > To BCA Virtual Account', id: 'Transaksi Lainnya > Transfer > Ke Rek BCA Virtual Account' }, authorise: { en: 'Choose "Yes" to confirm.', id: 'Pilih "Ya" untuk konfirmasi.' } },
    mobile: { name: 'BCA mobile (m-BCA)', path: { en: 'm-Transfer > BCA Virtual Account', id: 'm-Transfer > BCA Virtual Account' }, authorise: { en: 'Enter your m-BCA PIN.', id: 'Masukkan PIN m-BCA Anda.' } },
    internet: { name: 'KlikBCA', path: { en: 'Funds Transfer > Transfer to BCA Virtual Account', id: 'Transfer Dana > Transfer ke BCA Virtual Account' }, authorise: { en: 'Enter the response code from your KeyBCA token.', id: 'Masukkan respon KeyBCA Appli 1 dari token Anda.' } },
  },
  bni: {
    atm: { name: 'ATM BNI', path: { en: 'Other Menu > Transfer > Virtual Account Billing', id: 'Menu Lainnya > Transfer > Virtual Account Billing' }, authorise: { en: 'Choose "Yes" to confirm.', id: 'Pilih "Ya" untuk konfirmasi.' } },
    mobile: { name: 'wondr by BNI', path: { en: 'Transfer > Virtual Account', id: 'Transfer > Virtual Account' }, authorise: { en: 'Enter your transaction PIN.', id: 'Masukkan PIN transaksi Anda.' } },
    internet: { name: 'BNI Internet Banking', path: { en: 'Transfer > Virtual Account Billing', id: 'Transfer > Virtual Account Billing' }, authorise: { en: 'Enter the code from your BNI e-Secure token.', id: 'Masukkan kode dari token BNI e-Secure Anda.' } },
  },
  bri: {
    atm: { name: 'ATM BRI', path: { en: 'Other Transactions > Payments > Others > BRIVA', id: 'Transaksi Lain > Pembayaran > Lainnya > BRIVA' }, authorise: { en: 'Choose "Yes" to confirm.', id: 'Pilih "Ya" untuk konfirmasi.' } },
    mobile: { name: 'BRImo', path: { en: 'Payment > BRIVA', id: 'Pembayaran > BRIVA' }, authorise: { en: 'Enter your BRImo PIN.', id: 'Masukkan PIN BRImo Anda.' } },
    internet: { name: 'Internet Banking BRI', path: { en: 'Payment > BRIVA', id: 'Pembayaran > BRIVA' }, authorise: { en: 'Enter your password and the mToken code.', id: 'Masukkan kata sandi dan kode mToken Anda.' } },
  },
  mandiri: {
    atm: {
      name: 'ATM Mandiri',
      path: { en: 'Pay/Buy > Others > Multi Payment', id: 'Bayar/Beli > Lainnya > Multi Payment' },
      company: { en: 'Enter the company code 89608 and choose "Correct".', id: 'Masukkan kode perusahaan 89608 lalu pilih "Benar".' },
      authorise: { en: 'Press 1 and choose "Yes" to confirm.', id: 'Tekan 1 lalu pilih "Ya" untuk konfirmasi.' },
    },
    mobile: { name: "Livin' by Mandiri", path: { en: 'Pay > Virtual Account', id: 'Bayar > Virtual Account' }, authorise: { en: 'Enter your MPIN.', id: 'Masukkan MPIN Anda.' } },
    internet: {
      name: 'Mandiri Internet Banking',
      path: { en: 'Payment > Multi Payment', id: 'Bayar > Multi Payment' },
      company: { en: 'Choose the service provider 89608.', id: 'Pilih penyedia jasa 89608.' },
      authorise: { en: 'Enter the code from your Mandiri token.', id: 'Masukkan kode dari token Mandiri Anda.' },
    },
  },
  permata: {
    atm: { name: 'ATM Permata', path: { en: 'Other Transactions > Payment > Other Payments > Virtual Account', id: 'Transaksi Lainnya > Pembayaran > Pembayaran Lainnya > Virtual Account' }, authorise: { en: 'Choose "Yes" to confirm.', id: 'Pilih "Ya" untuk konfirmasi.' } },
    mobile: { name: 'PermataMobile X', path: { en: 'Pay Bills > Virtual Account', id: 'Bayar Tagihan > Virtual Account' }, authorise: { en: 'Enter your transaction PIN.', id: 'Masukkan PIN transaksi Anda.' } },
    internet: { name: 'PermataNet', path: { en: 'Payment > Bill Payment > Virtual Account', id: 'Pembayaran > Pembayaran Tagihan > Virtual Account' }, authorise: { en: 'Enter the SMS token code.', id: 'Masukkan kode token SMS.' } },
  },
};

const COPY: Readonly<Record<'en' | 'id', { titles: Record<Channel, string>; start: Record<Channel, string>; choose: string; enter: string; check: string; finish: string }>> = {
  en: {
    titles: { atm: 'ATM', mobile: 'Mobile banking', internet: 'Internet banking' },
    start: { atm: 'Insert your {bank} ATM card and enter your PIN.', mobile: 'Log in to {channel}.', internet: 'Log in to {channel}.' },
    choose: 'Choose {path}.',
    enter: 'Enter the virtual account number {number}.',
    check: 'Check that the amount is {amount} and the account holder is {holder}.',
    finish: 'The payment is confirmed automatically: you do not need to send proof of transfer.',
  },
  id: {
    titles: { atm: 'ATM', mobile: 'Mobile banking', internet: 'Internet banking' },
    start: { atm: 'Masukkan kartu ATM {bank} dan PIN Anda.', mobile: 'Masuk ke {channel}.', internet: 'Masuk ke {channel}.' },
    choose: 'Pilih {path}.',
    enter: 'Masukkan nomor virtual account {number}.',
    check: 'Pastikan jumlahnya {amount} dan nama pemilik rekening {holder}.',
    finish: 'Pembayaran dikonfirmasi otomatis: Anda tidak perlu mengirim bukti transfer.',
  },
};

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** The steps to pay `amount` into `number` at `bank`, one list per channel. */
export function virtualAccountInstructions(
  bank: Bank,
  number: string,
  amount: string,
  holder: string,
  language: Language,
): Array<{ title: string; steps: string[] }> {
  const lang = language === 'id' ? 'id' : 'en';
  const copy = COPY[lang];
  return (['atm', 'mobile', 'internet'] as const).map((channel) => {
    const guide = GUIDES[bank][channel];
    const steps = [
      fill(copy.start[channel], { bank: BANK_NAMES[bank], channel: guide.name }),
      fill(copy.choose, { path: guide.path[lang] }),
      ...(guide.company ? [guide.company[lang]] : []),
      fill(copy.enter, { number }),
      fill(copy.check, { amount, holder }),
      guide.authorise[lang],
      copy.finish,
    ];
    return { title: `${copy.titles[channel]} · ${guide.name}`, steps };
  });
}
