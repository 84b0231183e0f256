import { Fragment } from 'react';
import styles from './phrase-text.module.css';

/**
 * Thai writes words without spaces and puts a space between phrases. Browsers may break a line at
 * any word boundary, which can split a phrase such as "ดียิ่งขึ้น" awkwardly; keeping each phrase
 * whole moves line breaks to the spaces. A phrase longer than the line still wraps inside it.
 */
export function PhraseText({ text }: { text: string }) {
  const phrases = text.split(' ').filter(Boolean);
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
