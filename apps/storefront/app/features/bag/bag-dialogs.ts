/**
 * Which dialog of the bag page is open: at most one at a time (the bundle warning, the offers, the
 * gift modal, or "move to wishlist" with how its request stands). One dialog gives way to the next
 * (applying a code from the offers opens the gift modal); closing one that is no longer open does
 * nothing, so a late "close offers" cannot close the gift modal that replaced it.
 */
import type { BagLine } from './components/BagLineItem.tsx';

export interface MoveState {
  line: BagLine;
  moving: boolean;
  /** A guest: the dialog asks to sign in first. */
  signIn: boolean;
  error?: string | undefined;
}

/** `askRemove`: the gift modal opens on its question, from the promo panel's "Remove". */
export type BagDialog = { kind: 'bundle'; line: BagLine } | { kind: 'offers' } | { kind: 'gifts'; askRemove?: boolean } | ({ kind: 'move' } & MoveState) | null;

export type BagDialogAction =
  | { type: 'open'; dialog: NonNullable<BagDialog> }
  | { type: 'close'; kind: NonNullable<BagDialog>['kind'] }
  /** How the move request stands (kept only while its dialog is open). */
  | { type: 'move'; moving: boolean; signIn: boolean; error?: string | undefined };

export function bagDialogReducer(state: BagDialog, action: BagDialogAction): BagDialog {
  switch (action.type) {
    case 'open':
      return action.dialog;
    case 'close':
      return state?.kind === action.kind ? null : state;
    case 'move':
      return state?.kind === 'move' ? { ...state, moving: action.moving, signIn: action.signIn, error: action.error } : state;
  }
}
