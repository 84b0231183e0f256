import { memberSearchQuerySchema } from '@app/contract/admin-members';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SearchIcon } from '@/components/ui/icons';
import { TextField } from '@/components/ui/text-field';
import styles from './member-search-form.module.css';

interface MemberSearchFormProps {
  /** The search in the address, so the field shows what the results are for after a reload or back. */
  initialText: string;
  isSearching: boolean;
  onSearch: (q: string) => void;
}

/** One field for a username, phone or bank account number, checked with the contract before it is sent. */
export function MemberSearchForm({ initialText, isSearching, onSearch }: MemberSearchFormProps) {
  const { t } = useTranslation('backoffice');
  const [text, setText] = useState(initialText);
  const [error, setError] = useState<string | null>(null);
  // The address changed under the form (back, a link): show its search. After the form's own
  // search the field already holds it, and it keeps the focus.
  const [shownSearch, setShownSearch] = useState(initialText);
  if (initialText !== shownSearch) {
    setShownSearch(initialText);
    if (initialText !== text.trim()) setText(initialText);
    setError(null);
  }

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = memberSearchQuerySchema.safeParse({ q: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t('members.search.tooShort'));
      return;
    }
    setError(null);
    onSearch(parsed.data.q);
  };

  return (
    <form className={styles.form} role="search" onSubmit={handleSubmit} noValidate>
      <TextField
        className={styles.field}
        label={t('members.search.label')}
        placeholder={t('members.search.placeholder')}
        name="q"
        type="search"
        autoComplete="off"
        maxLength={40}
        value={text}
        error={error}
        leadingIcon={<SearchIcon size={20} />}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
      />
      <Button type="submit" className={styles.button} isLoading={isSearching}>
        {t('members.search.submit')}
      </Button>
    </form>
  );
}
