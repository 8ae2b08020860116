/**
 * Demo stores: two or three in each country's big malls, with real-looking addresses, map
 * positions and mall opening hours. Seeded once (a database with stores is left alone).
 */
import type { Translated } from '@blush/shared/catalog';
import type { Db } from '../src/db/client.ts';
import { type NewStore, createStores, hasStores } from '../src/modules/store/service.ts';

const same = (name: string, zh?: string, th?: string, id?: string): Translated => ({ en: name, id: id ?? name, th: th ?? name, zh: zh ?? name });
const daily = (opens: string, closes: string) => Array.from({ length: 7 }, () => [opens, closes] as const);
const weekLong = (week: readonly [string, string], weekend: readonly [string, string]) => [weekend, week, week, week, week, weekend, weekend];

export const STORE_SEEDS: readonly NewStore[] = [
  { slug: 'sg-ion-orchard', country: 'SG', name: same('Blush ION Orchard'), address: '2 Orchard Turn, #B2-12 ION Orchard', city: 'Singapore', postcode: '238801', latitude: 1.3040, longitude: 103.8318, phone: '+65 6238 1234', timeZone: 'Asia/Singapore', hours: daily('10:00', '22:00') },
  { slug: 'sg-jewel-changi', country: 'SG', name: same('Blush Jewel Changi Airport'), address: '78 Airport Boulevard, #02-215 Jewel Changi Airport', city: 'Singapore', postcode: '819666', latitude: 1.3602, longitude: 103.9898, phone: '+65 6241 5678', timeZone: 'Asia/Singapore', hours: daily('10:00', '22:00') },
  { slug: 'sg-vivocity', country: 'SG', name: same('Blush VivoCity'), address: '1 HarbourFront Walk, #01-98 VivoCity', city: 'Singapore', postcode: '098585', latitude: 1.2644, longitude: 103.8223, phone: '+65 6376 9012', timeZone: 'Asia/Singapore', hours: daily('10:00', '22:00') },
  { slug: 'au-pitt-street', country: 'AU', name: same('Blush Pitt Street Mall'), address: '182 Pitt Street', city: 'Sydney NSW', postcode: '2000', latitude: -33.8704, longitude: 151.2082, phone: '+61 2 9231 4455', timeZone: 'Australia/Sydney', hours: weekLong(['09:00', '19:00'], ['10:00', '18:00']) },
  { slug: 'au-melbourne-central', country: 'AU', name: same('Blush Melbourne Central'), address: '211 La Trobe Street, Shop GD-021', city: 'Melbourne VIC', postcode: '3000', latitude: -37.8102, longitude: 144.9628, phone: '+61 3 9662 7788', timeZone: 'Australia/Melbourne', hours: weekLong(['10:00', '19:00'], ['10:00', '18:00']) },
  { slug: 'au-chermside', country: 'AU', name: same('Blush Westfield Chermside'), address: 'Gympie Road & Hamilton Road, Shop 1140', city: 'Chermside QLD', postcode: '4032', latitude: -27.3857, longitude: 153.0307, phone: '+61 7 3359 2211', timeZone: 'Australia/Brisbane', hours: weekLong(['09:00', '17:30'], ['09:00', '17:00']) },
  { slug: 'nz-sylvia-park', country: 'NZ', name: same('Blush Sylvia Park'), address: '286 Mount Wellington Highway, Shop S101', city: 'Auckland', postcode: '1060', latitude: -36.9170, longitude: 174.8410, phone: '+64 9 570 3344', timeZone: 'Pacific/Auckland', hours: daily('09:00', '21:00') },
  { slug: 'nz-lambton-quay', country: 'NZ', name: same('Blush Lambton Quay'), address: '260 Lambton Quay', city: 'Wellington', postcode: '6011', latitude: -41.2817, longitude: 174.7763, phone: '+64 4 472 5566', timeZone: 'Pacific/Auckland', hours: weekLong(['09:00', '18:00'], ['10:00', '17:00']) },
  { slug: 'my-pavilion', country: 'MY', name: same('Blush Pavilion Kuala Lumpur'), address: '168 Jalan Bukit Bintang, Lot 3.24.00 Pavilion', city: 'Kuala Lumpur', postcode: '55100', latitude: 3.1490, longitude: 101.7134, phone: '+60 3 2110 4488', timeZone: 'Asia/Kuala_Lumpur', hours: daily('10:00', '22:00') },
  { slug: 'my-mid-valley', country: 'MY', name: same('Blush Mid Valley Megamall'), address: 'Lingkaran Syed Putra, Lot G-088 Mid Valley City', city: 'Kuala Lumpur', postcode: '59200', latitude: 3.1177, longitude: 101.6776, phone: '+60 3 2282 6611', timeZone: 'Asia/Kuala_Lumpur', hours: daily('10:00', '22:00') },
  { slug: 'id-grand-indonesia', country: 'ID', name: same('Blush Grand Indonesia'), address: 'Jl. M.H. Thamrin No. 1, East Mall Lt. 1', city: 'Jakarta Pusat', postcode: '10310', latitude: -6.1951, longitude: 106.8200, phone: '+62 21 2358 0123', timeZone: 'Asia/Jakarta', hours: daily('10:00', '22:00') },
  { slug: 'id-pondok-indah', country: 'ID', name: same('Blush Pondok Indah Mall 2'), address: 'Jl. Metro Pondok Indah Kav. IV, PIM 2 Lt. 1', city: 'Jakarta Selatan', postcode: '12310', latitude: -6.2655, longitude: 106.7840, phone: '+62 21 7592 0456', timeZone: 'Asia/Jakarta', hours: daily('10:00', '22:00') },
  { slug: 'id-tunjungan', country: 'ID', name: same('Blush Tunjungan Plaza'), address: 'Jl. Basuki Rahmat No. 8-12, TP 6 Lt. 1', city: 'Surabaya', postcode: '60261', latitude: -7.2622, longitude: 112.7394, phone: '+62 31 531 0789', timeZone: 'Asia/Jakarta', hours: daily('10:00', '22:00') },
  { slug: 'th-siam-paragon', country: 'TH', name: same('Blush Siam Paragon', undefined, 'บลัช สยามพารากอน'), address: '991 Rama I Road, Siam Paragon M Floor', city: 'Bangkok', postcode: '10330', latitude: 13.7462, longitude: 100.5347, phone: '+66 2 610 8123', timeZone: 'Asia/Bangkok', hours: daily('10:00', '22:00') },
  { slug: 'th-centralworld', country: 'TH', name: same('Blush CentralWorld', undefined, 'บลัช เซ็นทรัลเวิลด์'), address: '999/9 Rama I Road, CentralWorld 1st Floor', city: 'Bangkok', postcode: '10330', latitude: 13.7466, longitude: 100.5393, phone: '+66 2 646 1456', timeZone: 'Asia/Bangkok', hours: daily('10:00', '22:00') },
  { slug: 'th-central-festival-chiang-mai', country: 'TH', name: same('Blush Central Festival Chiang Mai', undefined, 'บลัช เซ็นทรัลเฟสติวัล เชียงใหม่'), address: '99/3 Moo 4, Super Highway Road, Fa Ham', city: 'Chiang Mai', postcode: '50000', latitude: 18.8079, longitude: 99.0174, phone: '+66 53 288 789', timeZone: 'Asia/Bangkok', hours: weekLong(['11:00', '21:00'], ['10:00', '22:00']) },
  { slug: 'ph-sm-megamall', country: 'PH', name: same('Blush SM Megamall'), address: 'EDSA cor. Doña Julia Vargas Ave., Mega Fashion Hall L2', city: 'Mandaluyong', postcode: '1550', latitude: 14.5850, longitude: 121.0566, phone: '+63 2 8633 1234', timeZone: 'Asia/Manila', hours: daily('10:00', '22:00') },
  { slug: 'ph-greenbelt', country: 'PH', name: same('Blush Greenbelt 5'), address: 'Legazpi Street, Greenbelt 5 L2, Ayala Center', city: 'Makati', postcode: '1223', latitude: 14.5526, longitude: 121.0213, phone: '+63 2 8729 5678', timeZone: 'Asia/Manila', hours: daily('11:00', '21:00') },
  { slug: 'hk-times-square', country: 'HK', name: same('Blush Times Square', 'Blush 時代廣場'), address: '1 Matheson Street, Shop 921, Times Square, Causeway Bay', city: 'Hong Kong Island', postcode: null, latitude: 22.2783, longitude: 114.1822, phone: '+852 2506 1234', timeZone: 'Asia/Hong_Kong', hours: daily('10:00', '22:00') },
  { slug: 'hk-harbour-city', country: 'HK', name: same('Blush Harbour City', 'Blush 海港城'), address: '3-27 Canton Road, Shop OT 218, Harbour City, Tsim Sha Tsui', city: 'Kowloon', postcode: null, latitude: 22.2976, longitude: 114.1685, phone: '+852 2730 5678', timeZone: 'Asia/Hong_Kong', hours: daily('10:00', '22:00') },
];

export async function seedStores(db: Db): Promise<number> {
  if (await hasStores(db)) return 0;
  return createStores(db, STORE_SEEDS);
}
