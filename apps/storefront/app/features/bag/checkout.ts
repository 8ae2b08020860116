/**
 * Where "Checkout" leads. The checkout screen is the next piece of work: until it exists, the bag
 * page is where a checkout starts (its button says that checkout opens soon), so no link leads to a
 * page that is not there. Point this at `/checkout` when it is.
 */
export const CHECKOUT_HREF = '/cart';
/** Whether the checkout screen exists yet. */
export const CHECKOUT_OPEN = false;
