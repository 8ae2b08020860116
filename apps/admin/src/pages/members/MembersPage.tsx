import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { adminMemberListResponseSchema } from '@blush/shared/admin-member-contracts';
import { Allowed } from '../../components/Allowed.tsx';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { apiRequest } from '../../lib/api.ts';
import { dateTime } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { SearchForm } from '../../components/SearchForm.tsx';
import { CELL, DataTable } from '../../components/DataTable.tsx';

const PAGE_LINK = 'inline-flex min-h-11 items-center rounded-md border border-stone-300 bg-white px-4 text-sm font-medium hover:bg-stone-100';

/** Members: find one by e-mail, mobile number, name or card number (the search in the URL), newest first, keyset pages. */
export function MembersPage() {
  const { t } = useI18n();
  return (
    <Allowed action="members.read" title={t('members.title')}>
      <MemberSearch />
    </Allowed>
  );
}

function MemberSearch() {
  const { t, language } = useI18n();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const cursor = params.get('cursor') ?? undefined;
  const list = useQuery({
    queryKey: ['members', q, cursor],
    queryFn: ({ signal }) => apiRequest('/members', adminMemberListResponseSchema, { query: { q: q || undefined, cursor }, signal }),
  });
  const next = new URLSearchParams(params);
  if (list.data?.next_cursor) next.set('cursor', list.data.next_cursor);
  const first = new URLSearchParams(params);
  first.delete('cursor');

  return (
    <>
      <PageHeading>{t('members.title')}</PageHeading>
      <SearchForm
        key={q}
        name={t('members.title')}
        label={t('members.search')}
        description={t('members.search_help')}
        button={t('members.find')}
        maxLength={254}
        initial={q}
        onSearch={(text) => setParams(text ? { q: text } : {})}
      />
      <ErrorAlert error={list.error} />
      {list.data ? (
        <div aria-busy={list.isFetching} className="space-y-3">
          <DataTable
            caption={q ? t('members.caption_search', { q }) : t('members.caption')}
            minWidth="min-w-[40rem]"
            after={list.data.members.length === 0 ? <p className="px-3 py-6 text-center text-stone-600">{t('members.none')}</p> : null}
            columns={[
              t('members.name'),
              t('members.email'),
              t('members.phone'),
              t('members.card_number'),
              t('members.country'),
              t('members.tier'),
              t('members.joined'),
            ]}
          >
            <tbody>
              {list.data.members.map((member) => (
                <tr key={member.id} className="border-t border-stone-200 hover:bg-stone-50">
                  <th scope="row" className={`${CELL} font-medium`}>
                    <Link to={`/members/${member.id}`} className="text-blush-800 underline underline-offset-2 hover:text-blush-900">
                      {member.erased_at ? t('erasure.erased_member') : `${member.first_name} ${member.last_name}`}
                    </Link>
                  </th>
                  <td className={`${CELL} break-all`}>{member.erased_at ? '—' : member.email}</td>
                  <td className={`${CELL} whitespace-nowrap`}>{member.phone}</td>
                  <td className={`${CELL} tabular-nums`}>{member.card_number}</td>
                  <td className={CELL}>{member.country}</td>
                  <td className={CELL}>{t(`tiers.${member.tier}`)}</td>
                  <td className={CELL}>{dateTime(member.created_at, language, member.country)}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
          <nav aria-label={t('members.results_region')} className="flex gap-3">
            {cursor ? <Link to={{ search: first.toString() }} className={PAGE_LINK}>{t('orders.first_page')}</Link> : null}
            {list.data.next_cursor ? <Link to={{ search: next.toString() }} className={PAGE_LINK}>{t('orders.next_page')}</Link> : null}
          </nav>
        </div>
      ) : list.isPending ? (
        <p role="status">{t('app.loading')}</p>
      ) : null}
    </>
  );
}

