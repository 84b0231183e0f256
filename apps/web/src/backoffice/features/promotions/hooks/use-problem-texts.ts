import { useTranslation } from 'react-i18next';
import type { FieldProblems } from '../field-problems';

/** The Thai (or English) text of each refused field, to show beside it. */
export function useProblemTexts() {
  const { t } = useTranslation('backoffice');
  return <Field extends string>(problems: FieldProblems<Field>): Partial<Record<Field, string>> => {
    const texts: Partial<Record<Field, string>> = {};
    for (const field in problems) {
      const problem = problems[field];
      if (problem) texts[field] = t(`promotions.problems.${problem}`);
    }
    return texts;
  };
}
