import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import { formatBaht } from '@app/contract/money-format';
import { InfoIcon, QrCodeIcon } from '@/components/ui/icons';
import { PhraseText } from '@/components/ui/phrase-text';
import { TextField } from '@/components/ui/text-field';
import { checkBahtAmount, keepAmountCharacters } from '@/lib/baht-amount';
import { buildPromptPayPayload, type PromptPayAccount } from '../promptpay-payload';
import cardStyles from '@/components/ui/card.module.css';
import styles from './promptpay-deposit.module.css';

/**
 * The member types an amount and gets a PromptPay QR for exactly that amount, so the banking app
 * fills it in and no digit is mistyped. The QR changes as the amount does; nothing is sent.
 */
export function PromptPayDeposit({ accounts }: { accounts: readonly PromptPayAccount[] }) {
  const { t } = useTranslation();
  const [amountText, setAmountText] = useState('');
  const check = checkBahtAmount(amountText);
  // An empty field is not a mistake yet; only a typed amount that cannot be paid is flagged.
  const amountError = !check.isValid && check.problem === 'invalid' ? t('deposit.amountInvalid') : null;

  return (
    <section className={cardStyles.card} aria-labelledby="deposit-promptpay-title">
      <div className={cardStyles.header}>
        <h2 id="deposit-promptpay-title" className={cardStyles.title}>
          {t('deposit.promptPayTitle')}
        </h2>
        <QrCodeIcon size={22} className={cardStyles.titleIcon} />
      </div>
      <TextField
        label={t('deposit.amountLabel')}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        enterKeyHint="done"
        placeholder={t('deposit.amountPlaceholder')}
        value={amountText}
        onChange={(event) => {
          setAmountText(keepAmountCharacters(event.target.value));
        }}
        error={amountError}
        className={styles.amountField}
        leadingIcon={<span className={styles.currency}>{t('app.currencySymbol')}</span>}
      />
      {check.isValid ? (
        <>
          <ul className={styles.codes}>
            {accounts.map((account) => (
              <PromptPayCode key={account.uuid} account={account} amountSatang={check.amountSatang} />
            ))}
          </ul>
          <p className={cardStyles.note}>
            <InfoIcon size={18} className={cardStyles.noteIcon} />
            <span>
              <PhraseText text={t('deposit.promptPayScan')} />
            </span>
          </p>
        </>
      ) : (
        <p className={styles.hint}>
          <QrCodeIcon size={22} className={styles.hintIcon} />
          <span>
            <PhraseText text={t('deposit.promptPayHint')} />
          </span>
        </p>
      )}
    </section>
  );
}

function PromptPayCode({ account, amountSatang }: { account: PromptPayAccount; amountSatang: number }) {
  const { t } = useTranslation();
  const payload = buildPromptPayPayload(account.promptPayId, amountSatang);
  if (!payload) return null;
  const amount = formatBaht(amountSatang);
  return (
    <li className={styles.tile} data-testid="promptpay-qr" data-payload={payload}>
      <p className={styles.tileHeader}>{t('deposit.promptPayTile')}</p>
      <QRCodeSVG
        value={payload}
        size={216}
        level="M"
        marginSize={2}
        className={styles.code}
        role="img"
        aria-label={t('deposit.promptPayQrLabel', { amount, name: account.accountName })}
      />
      <p className={styles.tileAmount}>
        {t('app.currencySymbol')}
        {amount}
      </p>
      <p className={styles.tileName}>{account.accountName}</p>
    </li>
  );
}
