import { Fragment } from 'react';
import styles from './phrase-text.module.css';

/** A number, an amount or a time of day ("7", "1,000.00", "-50.00", "00:00"): what its unit or the next number follows. */
const NUMBER = /^[+\-−]?฿?\d[\d,.:]*$/;

/**
 * The text's phrases, split at its spaces, with each number kept with what follows it
 * ("0.00 บาท", "7 ธ.ค.", "2569 00:00 น."), so a line never ends between an amount and its unit.
 */
export function groupPhrases(text: string): string[] {
  const groups: string[] = [];
  let pending: string[] = [];
  for (const word of text.split(' ').filter(Boolean)) {
    pending.push(word);
    if (!NUMBER.test(word)) {
      groups.push(pending.join(' '));
      pending = [];
    }
  }
  if (pending.length > 0) groups.push(pending.join(' '));
  return groups;
}

/**
 * Thai writes words without spaces and puts a space between phrases. Browsers may break a line at
 * any word boundary, which can split a phrase such as "ดียิ่งขึ้น" awkwardly; keeping each phrase
 * whole moves line breaks to the spaces. A phrase longer than the line still wraps inside it.
 */
export function PhraseText({ text }: { text: string }) {
  const phrases = groupPhrases(text);
  return (
    <>
      {phrases.map((phrase, index) => (
        <Fragment key={`${String(index)}-${phrase}`}>
          {index > 0 ? ' ' : null}
          <span className={styles.phrase}>{phrase}</span>
        </Fragment>
      ))}
    </>
  );
}
