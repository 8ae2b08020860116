import { useState } from 'react';
import { Form } from 'react-aria-components';
import { Button, Field } from './ui.tsx';

export interface SearchFormProps {
  /** The landmark's name (the page's title). */
  name: string;
  label: string;
  description: string;
  button: string;
  maxLength: number;
  /** The URL's search: the page keys the form by it, so Back shows the search that page had. */
  initial: string;
  onSearch: (q: string) => void;
}

/** A list page's search box: one field and its button, sent trimmed. */
export function SearchForm({ name, label, description, button, maxLength, initial, onSearch }: SearchFormProps) {
  const [text, setText] = useState(initial);
  return (
    <Form
      role="search"
      aria-label={name}
      className="flex flex-wrap items-end gap-3 rounded-lg border border-stone-200 bg-white p-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <div className="min-w-64 flex-1">
        <Field label={label} description={description} name="q" type="search" value={text} onChange={setText} maxLength={maxLength} />
      </div>
      <Button type="submit">{button}</Button>
    </Form>
  );
}
