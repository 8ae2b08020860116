/**
 * A controlled native radio that keeps a choice made before the page came alive. The browser checks
 * a tapped radio on its own while the code is still loading, but React neither replays that change
 * nor puts the server's choice back, so the state would disagree with what the shopper sees. Once
 * mounted, a radio the browser checked and the state did not is taken up as the shopper's choice.
 */
import { useEffect, useRef, type InputHTMLAttributes } from 'react';

export interface RadioProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked' | 'onChange'> {
  checked: boolean;
  onCheck: () => void;
}

export function Radio({ checked, onCheck, ...input }: RadioProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current?.checked && !checked) onCheck();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the radio as it was when it came alive
  }, []);
  return <input ref={ref} type="radio" checked={checked} onChange={onCheck} {...input} />;
}
