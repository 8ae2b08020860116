import { expect, it } from 'vitest';
import { BANKS } from '@blush/shared/checkout-contracts';
import { virtualAccountInstructions } from './instructions.ts';

it('gives ATM, mobile and internet banking steps for every bank, in Indonesian or English (Thai and Chinese read English)', () => {
  for (const bank of BANKS) {
    const id = virtualAccountInstructions(bank, '123', 'Rp 150.000', 'Blush Indonesia', 'id');
    const en = virtualAccountInstructions(bank, '123', 'Rp 150.000', 'Blush Indonesia', 'en');
    expect(id).toHaveLength(3);
    expect(en).toHaveLength(3);
    for (const [index, section] of en.entries()) {
      expect(section.steps).toContain('Enter the virtual account number 123.');
      expect(section.steps.join(' ')).toContain('Rp 150.000');
      expect(id[index]!.steps).toContain('Masukkan nomor virtual account 123.');
      expect(id[index]!.steps).not.toEqual(section.steps);
    }
    expect(virtualAccountInstructions(bank, '123', 'Rp 1', 'Blush', 'th')).toEqual(virtualAccountInstructions(bank, '123', 'Rp 1', 'Blush', 'en'));
    expect(virtualAccountInstructions(bank, '123', 'Rp 1', 'Blush', 'zh')).toEqual(virtualAccountInstructions(bank, '123', 'Rp 1', 'Blush', 'en'));
  }
  expect(virtualAccountInstructions('mandiri', '8960800000100001', 'Rp 1', 'Blush', 'en')[0]!.steps).toContain('Enter the company code 89608 and choose "Correct".');
});
