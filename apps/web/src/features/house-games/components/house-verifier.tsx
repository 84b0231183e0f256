import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhraseText } from '@/components/ui/phrase-text';
import { checkVerifierFields, type VerifierFields, type VerifierProblem } from '../verifier-input';
import { verifyRound, type Verification } from '../verify-round';
import { ActionFailure } from './action-failure';
import { VerifierForm } from './verifier-form';
import { VerifierResult } from './verifier-result';
import styles from './verifier.module.css';

/** The provably-fair verifier: a round recomputed from its seeds, in this browser only. */
export function HouseVerifier({ initialFields }: { initialFields: VerifierFields }) {
  const { t } = useTranslation();
  const [fields, setFields] = useState(initialFields);
  const [problems, setProblems] = useState<VerifierProblem[]>([]);
  const [verified, setVerified] = useState<{ verification: Verification; expectedHash: string } | null>(null);
  const [isComputing, setIsComputing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const compute = async () => {
    const check = checkVerifierFields(fields);
    setFailure(null);
    if (!check.isValid) {
      setProblems(check.problems);
      return;
    }
    setProblems([]);
    setIsComputing(true);
    try {
      setVerified({ verification: await verifyRound(check.seeds, check.input), expectedHash: fields.serverSeedHash });
    } catch {
      // Web Crypto exists only on secure pages (https or localhost) of current browsers.
      setVerified(null);
      setFailure(t('house.verifier.failed'));
    } finally {
      setIsComputing(false);
    }
  };

  return (
    <div className={styles.verifier}>
      <p className={styles.intro}>
        <PhraseText text={t('house.verifier.intro')} />
      </p>
      <VerifierForm fields={fields} onChange={setFields} problems={problems} onSubmit={() => void compute()} isComputing={isComputing} />
      <ActionFailure message={failure} />
      {verified ? <VerifierResult verification={verified.verification} expectedHash={verified.expectedHash} /> : null}
    </div>
  );
}
