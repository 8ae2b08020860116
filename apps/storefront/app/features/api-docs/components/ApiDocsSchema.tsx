/** A response or request schema as a nested property list. */
import { useTranslation } from '../../../lib/i18n.ts';
import type { SchemaView } from '../openapi.ts';

function Properties({ schema }: { schema: SchemaView }) {
  const { t } = useTranslation();
  const properties = schema.properties ?? schema.items?.properties;
  if (!properties?.length) return null;
  return (
    <ul className="mt-1.5 space-y-1.5 border-l border-neutral-200 pl-4">
      {properties.map((prop) => (
        <li key={prop.name}>
          <span className="font-mono font-semibold">{prop.name}</span>
          {prop.required ? (
            <>
              <span className="ml-0.5 text-blush-700" aria-hidden="true">*</span>
              <span className="sr-only">({t('swagger.required')})</span>
            </>
          ) : null}
          <code className="ml-2 font-mono text-blush-800">{prop.schema.type}</code>
          {prop.schema.enum ? <span className="ml-2 text-neutral-600">{prop.schema.enum.join(' · ')}</span> : null}
          {prop.schema.description ? <span className="ml-2 text-neutral-600">— {prop.schema.description}</span> : null}
          <Properties schema={prop.schema} />
        </li>
      ))}
    </ul>
  );
}

export function ApiDocsSchema({ schema }: { schema: SchemaView }) {
  return (
    <div className="text-[13px]">
      <code className="font-mono text-blush-800">{schema.type}</code>
      {schema.enum ? <span className="ml-2 text-neutral-600">{schema.enum.join(' · ')}</span> : null}
      {schema.description ? <p className="mt-1 text-neutral-600">{schema.description}</p> : null}
      <Properties schema={schema} />
    </div>
  );
}
