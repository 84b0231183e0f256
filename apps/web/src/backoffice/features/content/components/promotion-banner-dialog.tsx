import { useTranslation } from 'react-i18next';
import { createPromotionBannerRequestSchema, updatePromotionBannerRequestSchema, type AdminPromotionBanner } from '@app/contract/promotion-banners';
import { DateTimeField } from '@/components/ui/date-time-field';
import { TextField } from '@/components/ui/text-field';
import { FormDialog } from '@/backoffice/components/form-dialog';
import formStyles from '@/backoffice/components/dialog-form.module.css';
import { ToggleSwitch } from '@/backoffice/components/toggle-switch';
import { useDraftForm } from '@/backoffice/lib/use-draft-form';
import { useCreatePromotionBannerMutation } from '../api/create-promotion-banner';
import { useUpdatePromotionBannerMutation } from '../api/update-promotion-banner';
import { createPromotionBannerDraft, pickBannerImage, PROMOTION_BANNER_FIELDS, toPromotionBannerRequest } from '../promotion-banner-draft';
import { parseSortOrder } from '../video-draft';
import { PromotionBannerImageField } from './promotion-banner-image-field';
import styles from './content-dialog.module.css';

interface PromotionBannerDialogProps {
  brandId: string;
  /** Null for a new banner. */
  banner: AdminPromotionBanner | null;
  onDone: (saved: AdminPromotionBanner) => void;
  onClose: () => void;
}

/**
 * Adds or edits a banner. Times are typed in Bangkok time and both are optional; the contract
 * checks the values before they are sent, and a refusal is shown beside its field (the picture's
 * under the picture) with everything typed and chosen kept.
 */
export function PromotionBannerDialog({ brandId, banner, onDone, onClose }: PromotionBannerDialogProps) {
  const { t } = useTranslation('backoffice');
  const form = useDraftForm(() => createPromotionBannerDraft(banner), PROMOTION_BANNER_FIELDS);
  const [create] = useCreatePromotionBannerMutation();
  const [update] = useUpdatePromotionBannerMutation();

  const send = () => {
    form.clear();
    const sortOrder = parseSortOrder(form.draft.sortOrder);
    if (sortOrder === null) {
      form.showFieldError('sortOrder', t('content.videos.dialog.sortOrderInvalid'));
      return null;
    }
    const image = pickBannerImage(form.draft.image, banner?.imageUrl ?? null);
    const request = toPromotionBannerRequest(form.draft, sortOrder, image);
    if (banner) {
      const parsed = updatePromotionBannerRequestSchema.safeParse(request);
      return form.acceptParse(parsed) ? update({ brandId, bannerId: banner.id, changes: parsed.data }).unwrap() : null;
    }
    const parsed = createPromotionBannerRequestSchema.safeParse(request);
    const isValid = form.acceptParse(parsed);
    // A new banner needs a picture; said in the words of the way that is open.
    if (!image)
      form.showFieldError('image', t(form.draft.image.mode === 'upload' ? 'content.banners.dialog.fileRequired' : 'content.banners.dialog.imageUrlRequired'));
    return isValid ? create({ brandId, fields: parsed.data }).unwrap() : null;
  };

  return (
    <FormDialog
      title={t(banner ? 'content.banners.dialog.editTitle' : 'content.banners.dialog.createTitle')}
      testId="promotion-banner-dialog"
      submitLabel={t('content.banners.dialog.save')}
      savingLabel={t('content.saving')}
      formError={form.formError}
      send={send}
      onSaved={onDone}
      onRefused={form.showRefusal}
      onClose={onClose}
    >
      <TextField label={t('content.banners.dialog.title')} maxLength={100} autoComplete="off" autoFocus {...form.textProps('title')} />
      <p className={formStyles.hint}>{t('content.banners.dialog.titleHint')}</p>
      <PromotionBannerImageField
        brandId={brandId}
        currentImageUrl={banner?.imageUrl ?? null}
        value={form.draft.image}
        onChange={(image) => {
          form.edit('image', image);
        }}
        error={form.fieldErrors.image}
      />
      <TextField label={t('content.banners.dialog.link')} maxLength={500} autoComplete="off" spellCheck={false} inputMode="url" {...form.textProps('link')} />
      <p className={formStyles.hint}>{t('content.banners.dialog.linkHint')}</p>
      <TextField label={t('content.banners.dialog.sortOrder')} inputMode="numeric" autoComplete="off" {...form.textProps('sortOrder')} />
      <div className={styles.times}>
        <DateTimeField label={t('content.banners.dialog.startsAt')} testId="banner-starts-at" isClearable {...form.dateTimeProps('startsAt')} />
        <DateTimeField label={t('content.banners.dialog.endsAt')} testId="banner-ends-at" isClearable {...form.dateTimeProps('endsAt')} />
      </div>
      <ToggleSwitch
        label={t('content.banners.dialog.isEnabled')}
        isOn={form.draft.isEnabled}
        onChange={(isOn) => {
          form.edit('isEnabled', isOn);
        }}
      />
    </FormDialog>
  );
}
