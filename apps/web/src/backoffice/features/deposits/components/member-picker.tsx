import { memberSearchQuerySchema, type MemberSummary } from '@app/contract/admin-members';
import { formatBaht } from '@app/contract/money-format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useApiErrorText } from '@/backoffice/lib/use-api-error-text';
import { useSearchMembersQuery } from '@/backoffice/features/members/api/search-members';
import { FormAlert } from '@/components/ui/form-alert';
import styles from './dialog.module.css';

interface MemberPickerProps {
  brandId: string;
  chosen: MemberSummary | null;
  onChoose: (member: MemberSummary) => void;
}

/**
 * Finds a member with the members screen's search (username prefix, phone or full account number)
 * and lets the operator choose one. It is not a form of its own: it sits inside the assign form,
 * so Enter in the field searches instead of assigning.
 */
export function MemberPicker({ brandId, chosen, onChoose }: MemberPickerProps) {
  const { t } = useTranslation('backoffice');
  const errorText = useApiErrorText();
  const [text, setText] = useState('');
  const [searchError, setSearchError] = useState<string | null>(null);
  const [q, setQ] = useState<string | null>(null);
  // Asked again on every search: an earlier answer may show credits from before a deposit.
  const { data: members, error, isFetching } = useSearchMembersQuery({ brandId, q: q ?? '' }, { skip: q === null, refetchOnMountOrArgChange: true });

  const search = () => {
    const parsed = memberSearchQuerySchema.safeParse({ q: text });
    if (!parsed.success) {
      setSearchError(t('deposits.lines.searchTooShort'));
      return;
    }
    setSearchError(null);
    setQ(parsed.data.q);
  };

  return (
    <>
      <div className={styles.search}>
        <TextField
          className={styles.searchField}
          name="member-search"
          type="search"
          label={t('deposits.lines.searchLabel')}
          autoComplete="off"
          autoFocus
          maxLength={40}
          value={text}
          error={searchError}
          onChange={(event) => {
            setText(event.target.value);
            setSearchError(null);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            search();
          }}
        />
        <Button variant="secondary" onClick={search} isLoading={isFetching}>
          {t('deposits.lines.search')}
        </Button>
      </div>
      {error && q !== null ? <FormAlert message={`${t('deposits.lines.searchError')}: ${errorText(error)}`} testId="member-search-error" /> : null}
      {members && q !== null && !error ? (
        members.length === 0 ? (
          <p className={styles.note}>{t('deposits.lines.noMembers')}</p>
        ) : (
          <fieldset className={styles.results}>
            <legend className={styles.resultsTitle}>{t('deposits.lines.results')}</legend>
            {members.map((member) => (
              <label key={member.uuid} className={styles.result}>
                <input
                  type="radio"
                  name="member"
                  value={member.uuid}
                  checked={chosen?.uuid === member.uuid}
                  onChange={() => {
                    onChoose(member);
                  }}
                />
                <span className={styles.resultText}>
                  <strong>{member.username}</strong>
                  <span className={styles.resultDetail}>
                    {member.name} · {member.phone} · {t('deposits.lines.memberCredit', { amount: formatBaht(member.creditSatang) })}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
        )
      ) : null}
    </>
  );
}
