/** Beauty Pass tier benefits and the staff perk: defined once in `@blush/shared/account`. */
export { BENEFITS, type Benefit, STAFF_DISCOUNT, tierHasBenefit } from '@blush/shared/account';
