/**
 * The few form and dialog primitives of the back office, on React Aria Components (labelled
 * fields, focus management, dialogs that trap focus and return it), styled with Tailwind.
 */
import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  type ButtonProps,
  Dialog,
  FieldError,
  Heading,
  Input,
  Label,
  Modal,
  ModalOverlay,
  Text,
  TextField,
  type TextFieldProps,
} from 'react-aria-components';

const BUTTON = {
  primary: 'bg-blush-700 text-white hover:bg-blush-800 pressed:bg-blush-900',
  secondary: 'border border-stone-300 bg-white text-stone-900 hover:bg-stone-100',
  danger: 'bg-red-700 text-white hover:bg-red-800',
} as const;

export function Button({ variant = 'primary', className = '', ...props }: ButtonProps & { variant?: keyof typeof BUTTON; className?: string }) {
  return (
    <AriaButton
      {...props}
      className={`inline-flex min-h-11 items-center justify-center rounded-md px-4 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-blush-600 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50 ${BUTTON[variant]} ${className}`}
    />
  );
}

export const FIELD_INPUT =
  'mt-1 block w-full min-h-11 rounded-md border border-stone-300 bg-white px-3 text-base outline-none focus:border-blush-600 focus:ring-2 focus:ring-blush-600/30 data-[invalid]:border-red-600';

export function Field({ label, description, inputProps, ...props }: TextFieldProps & { label: string; description?: string; inputProps?: React.ComponentProps<typeof Input> }) {
  return (
    <TextField {...props} className="block">
      <Label className="block text-sm font-medium text-stone-800">{label}</Label>
      {/* A width the caller gives (inputProps.className, e.g. w-24) takes the place of the full width. */}
      <Input {...inputProps} className={inputProps?.className ? `${FIELD_INPUT.replace(' w-full ', ' ')} ${inputProps.className}` : FIELD_INPUT} />
      {description ? (
        <Text slot="description" className="mt-1 block text-sm text-stone-600">
          {description}
        </Text>
      ) : null}
      <FieldError className="mt-1 block text-sm text-red-800" />
    </TextField>
  );
}

/** A native <select> with its label: the most robust choice for filters on a tablet. */
export function SelectField({ label, name, value, onChange, options, anyLabel }: { label: string; name: string; value: string; onChange: (value: string) => void; options: ReadonlyArray<{ value: string; label: string }>; anyLabel?: string }) {
  const id = `field-${name}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <select id={id} name={name} value={value} onChange={(event) => onChange(event.target.value)} className={FIELD_INPUT}>
        {anyLabel !== undefined ? <option value="">{anyLabel}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A modal dialog with its title; closes on Escape, keeps focus inside and gives it back to the trigger. */
/** A modal dialog; `wide` for one holding a table (it scrolls when taller than the screen). */
export function ModalDialog({ isOpen, onOpenChange, title, children, role = 'dialog', wide = false }: { isOpen: boolean; onOpenChange: (open: boolean) => void; title: string; children: ReactNode; role?: 'dialog' | 'alertdialog'; wide?: boolean }) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className="fixed inset-0 z-20 flex items-center justify-center bg-stone-900/40 p-4">
      <Modal className={`w-full rounded-lg bg-white p-6 shadow-xl ${wide ? 'max-h-[90vh] max-w-3xl overflow-y-auto' : 'max-w-lg'}`}>
        <Dialog role={role} className="outline-none">
          <Heading slot="title" className="text-lg font-semibold">
            {title}
          </Heading>
          <div className="mt-4">{children}</div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
