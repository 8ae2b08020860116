/** Where "Checkout" leads: the checkout page (`routes/checkout.tsx`). */
export const CHECKOUT_HREF = '/checkout';
/** Whether the checkout screen exists (the bag's button leads there only when the bag can check out). */
export const CHECKOUT_OPEN = true;
