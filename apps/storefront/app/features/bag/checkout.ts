/** Where "Checkout" leads: the checkout page (`routes/checkout.tsx`). */
export const CHECKOUT_HREF = '/checkout';
