/** An honest empty state: what is not there yet, and where to go instead. */
import { UiIcon, type IconName } from '../../../components/ui/UiIcon.tsx';
import { UiLink } from '../../../components/ui/UiLink.tsx';

export interface AccountEmptyStateProps {
  icon: IconName;
  title: string;
  body: string;
  action?: { label: string; href: string } | undefined;
}

export function AccountEmptyState({ icon, title, body, action }: AccountEmptyStateProps) {
  return (
    <div className="flex flex-col items-center border border-neutral-200 px-6 py-14 text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-blush-100">
        <UiIcon name={icon} size={30} />
      </span>
      <h2 className="mt-6 text-xl font-semibold">{title}</h2>
      <p className="mt-2 max-w-sm text-neutral-700">{body}</p>
      {action ? (
        <UiLink to={action.href} className="mt-8 inline-flex h-12 items-center bg-black px-8 text-sm font-semibold text-white hover:bg-neutral-800">
          {action.label}
        </UiLink>
      ) : null}
    </div>
  );
}
