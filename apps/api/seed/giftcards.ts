/**
 * Gift card designs (their names in four languages and colours) and, for the demo shop, one gift
 * card per country with a known number and PIN, printed in the seed log (docs/decisions/0024).
 */
import { COUNTRY_CODES, MARKETS } from '@blush/shared/markets';
import type { Db } from '../src/db/client.ts';
import { luhnDigit } from '../src/modules/giftcard/codes.ts';
import { GIFT_CARD_LIMITS } from '../src/modules/giftcard/limits.ts';
import { createCard, saveDesigns } from '../src/modules/giftcard/service.ts';

export const GIFT_CARD_DESIGNS = [
  { id: 'blush-pink', name: { en: 'Blush Pink', id: 'Merah Muda Blush', th: 'ชมพูบลัช', zh: '胭脂粉紅' }, background: '#f8c8d8', foreground: '#3b0a1e', accent: '#c2185b', position: 1 },
  { id: 'midnight-glow', name: { en: 'Midnight Glow', id: 'Kilau Tengah Malam', th: 'ประกายยามค่ำคืน', zh: '午夜光采' }, background: '#1f1a3d', foreground: '#ffffff', accent: '#f4b942', position: 2 },
  { id: 'birthday-confetti', name: { en: 'Birthday Confetti', id: 'Konfeti Ulang Tahun', th: 'คอนเฟตติวันเกิด', zh: '生日彩紙' }, background: '#fff4d6', foreground: '#2b2b2b', accent: '#e4572e', position: 3 },
  { id: 'thank-you', name: { en: 'Thank You', id: 'Terima Kasih', th: 'ขอบคุณ', zh: '感謝你' }, background: '#dff3ea', foreground: '#123d2e', accent: '#1b7f5a', position: 4 },
] as const;

/** The demo card of a country: "6000 0000 0000 00" + the country's index + the check digit; PIN 123456. */
export function demoCardNumber(index: number): string {
  const body = `60000000000000${index}`;
  return body + String(luhnDigit(body));
}
export const DEMO_CARD_PIN = '123456';

export async function seedGiftCards(db: Db, log: (message: string) => void = () => undefined): Promise<void> {
  await saveDesigns(db, GIFT_CARD_DESIGNS.map((d) => ({ ...d, name: { ...d.name } })));
  for (const [index, country] of COUNTRY_CODES.entries()) {
    const amount = GIFT_CARD_LIMITS[country].presets[1]!;
    const number = demoCardNumber(index);
    await createCard(db, { country, amount, designId: 'blush-pink', recipientName: 'Demo', recipientEmail: 'demo@blush.test', senderName: 'Blush', language: MARKETS[country].languages[0]!, number, pin: DEMO_CARD_PIN });
    log(`demo gift card ${country}: ${number} PIN ${DEMO_CARD_PIN}`);
  }
}
