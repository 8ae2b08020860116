/**
 * The sign-in guard's numbers, in one place (docs/decisions/0017): wrong passwords slow down and
 * then block the pair of an account (or unknown e-mail) and a client address, not the account;
 * only a distributed attack locks the account, and then its owner signs in with an e-mailed code
 * or from a known device.
 */
export const SIGN_IN_GUARD = {
  /** Failures of one (account, address) pair answered at once with "Authentication failed.". */
  pairFreeFailures: 4,
  /** From the next failure on, the pair waits before its next attempt (429 + Retry-After): 30 s, doubling. */
  pairFirstDelaySeconds: 30,
  pairMaxDelaySeconds: 15 * 60,
  /** At this many failures the pair is blocked (423 with a Reference ID) … */
  pairBlockFailures: 10,
  /** … for this long. */
  pairBlockSeconds: 60 * 60,
  /** A pair's count starts again after this long without a failure. */
  pairWindowSeconds: 60 * 60,
  /** The account itself locks when, within the window, failures reach this many … */
  accountLockFailures: 50,
  /** … from at least this many addresses (IPv6 counted per /64). */
  accountLockAddresses: 10,
  accountWindowSeconds: 60 * 60,
  /** How long the account stays locked (new devices need an e-mailed code meanwhile). */
  accountLockSeconds: 24 * 60 * 60,
  /** E-mailed sign-in codes: digits, lifetime, wrong tries per code, minimum gap and cap per hour. */
  codeDigits: 6,
  codeTtlSeconds: 10 * 60,
  codeMaxTries: 5,
  codeResendSeconds: 60,
  codesPerHour: 5,
  /** The known-device cookie (one per account and browser, httpOnly, signed). */
  knownDeviceDays: 180,
} as const;
